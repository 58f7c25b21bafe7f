import type en from './en-US';

export default {
  'showcase.rating.summary': '{rating} sur 5 · {count, plural, one {# avis} other {# avis}}',
  'showcase.reviews.failed': 'Votre avis n’a pas pu être envoyé. Veuillez réessayer.',
  'showcase.comments.formTitle': 'Posez une question ou laissez un commentaire',
  'showcase.comments.name': 'Votre nom',
  'showcase.comments.body': 'Votre commentaire',
  'showcase.comments.submit': 'Publier le commentaire',
  'showcase.comments.sending': 'Publication…',
  'showcase.comments.sent': 'Merci ! Votre commentaire est publié.',
  'showcase.comments.failed': 'Votre commentaire n’a pas pu être publié. Veuillez réessayer.',
  'showcase.recentlyViewed.title': 'Consultés récemment',
  'showcase.recentlyViewed.clear': 'Effacer l’historique',
  'showcase.home.favourites': 'Nos coups de cœur',
  'showcase.home.heroSecondary': 'Découvrir {collection}',
  'showcase.mediaFeed.title': 'Depuis notre atelier',
  'showcase.mediaFeed.lead': 'Des moments du quotidien avec nos créations, partagés par notre atelier et nos clients.',
  'showcase.mediaFeed.shop': 'Acheter {product}',
} satisfies Record<keyof typeof en, string>;
