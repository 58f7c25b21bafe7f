import type en from './en-US';

export default {
  'showcase.rating.summary': '{rating} van 5 · {count, plural, one {# review} other {# reviews}}',
  'showcase.reviews.failed': 'Je review kon niet worden verzonden. Probeer het opnieuw.',
  'showcase.comments.formTitle': 'Stel een vraag of laat een reactie achter',
  'showcase.comments.name': 'Je naam',
  'showcase.comments.body': 'Je reactie',
  'showcase.comments.submit': 'Reactie plaatsen',
  'showcase.comments.sending': 'Bezig met plaatsen…',
  'showcase.comments.sent': 'Bedankt! Je reactie is geplaatst.',
  'showcase.comments.failed': 'Je reactie kon niet worden geplaatst. Probeer het opnieuw.',
  'showcase.recentlyViewed.title': 'Onlangs bekeken',
  'showcase.recentlyViewed.clear': 'Geschiedenis wissen',
  'showcase.home.favourites': 'Onze favorieten',
  'showcase.home.heroSecondary': 'Ontdek {collection}',
  'showcase.mediaFeed.title': 'Uit ons atelier',
  'showcase.mediaFeed.lead':
    'Alledaagse momenten met de dingen die we maken, gedeeld door ons atelier en onze klanten.',
  'showcase.mediaFeed.shop': 'Shop {product}',
} satisfies Record<keyof typeof en, string>;
