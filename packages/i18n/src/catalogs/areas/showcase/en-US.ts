/** English texts of the product page and home page additions: the source of this area's keys. */
export default {
  'showcase.rating.summary': '{rating} out of 5 · {count, plural, one {# review} other {# reviews}}',
  'showcase.reviews.failed': 'Your review could not be sent. Please try again.',
  'showcase.comments.formTitle': 'Ask a question or leave a comment',
  'showcase.comments.name': 'Your name',
  'showcase.comments.body': 'Your comment',
  'showcase.comments.submit': 'Post comment',
  'showcase.comments.sending': 'Posting…',
  'showcase.comments.sent': 'Thank you! Your comment is posted.',
  'showcase.comments.failed': 'Your comment could not be posted. Please try again.',
  'showcase.recentlyViewed.title': 'Recently viewed',
  'showcase.recentlyViewed.clear': 'Clear history',
  'showcase.home.favourites': 'Our favourites',
  'showcase.home.heroSecondary': 'Explore {collection}',
  'showcase.mediaFeed.title': 'From our studio',
  'showcase.mediaFeed.lead': 'Everyday moments with the things we make, shared by our studio and our customers.',
  'showcase.mediaFeed.shop': 'Shop the {product}',
} as const;
