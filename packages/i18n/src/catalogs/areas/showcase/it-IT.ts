import type en from './en-US';

export default {
  'showcase.rating.summary': '{rating} su 5 · {count, plural, one {# recensione} other {# recensioni}}',
  'showcase.reviews.failed': 'Non è stato possibile inviare la tua recensione. Riprova.',
  'showcase.comments.formTitle': 'Fai una domanda o lascia un commento',
  'showcase.comments.name': 'Il tuo nome',
  'showcase.comments.body': 'Il tuo commento',
  'showcase.comments.submit': 'Pubblica commento',
  'showcase.comments.sending': 'Pubblicazione…',
  'showcase.comments.sent': 'Grazie! Il tuo commento è stato pubblicato.',
  'showcase.comments.failed': 'Non è stato possibile pubblicare il tuo commento. Riprova.',
  'showcase.recentlyViewed.title': 'Visti di recente',
  'showcase.recentlyViewed.clear': 'Cancella cronologia',
  'showcase.home.favourites': 'I nostri preferiti',
  'showcase.home.heroSecondary': 'Scopri {collection}',
  'showcase.mediaFeed.title': 'Dal nostro laboratorio',
  'showcase.mediaFeed.lead':
    'Momenti quotidiani con le cose che realizziamo, condivisi dal nostro laboratorio e dai nostri clienti.',
  'showcase.mediaFeed.shop': 'Acquista {product}',
} satisfies Record<keyof typeof en, string>;
