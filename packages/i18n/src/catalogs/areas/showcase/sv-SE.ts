import type en from './en-US';

export default {
  'showcase.rating.summary': '{rating} av 5 · {count, plural, one {# recension} other {# recensioner}}',
  'showcase.reviews.failed': 'Din recension kunde inte skickas. Försök igen.',
  'showcase.comments.formTitle': 'Ställ en fråga eller lämna en kommentar',
  'showcase.comments.name': 'Ditt namn',
  'showcase.comments.body': 'Din kommentar',
  'showcase.comments.submit': 'Publicera kommentar',
  'showcase.comments.sending': 'Publicerar…',
  'showcase.comments.sent': 'Tack! Din kommentar är publicerad.',
  'showcase.comments.failed': 'Din kommentar kunde inte publiceras. Försök igen.',
  'showcase.recentlyViewed.title': 'Nyligen visade',
  'showcase.recentlyViewed.clear': 'Rensa historik',
  'showcase.home.favourites': 'Våra favoriter',
  'showcase.home.heroSecondary': 'Utforska {collection}',
  'showcase.mediaFeed.title': 'Från vår ateljé',
  'showcase.mediaFeed.lead': 'Vardagsögonblick med sakerna vi gör, delade av vår ateljé och våra kunder.',
  'showcase.mediaFeed.shop': 'Köp {product}',
} satisfies Record<keyof typeof en, string>;
