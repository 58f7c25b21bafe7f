import type en from './en-US';

export default {
  'showcase.rating.summary': '{rating} av 5 · {count, plural, one {# anmeldelse} other {# anmeldelser}}',
  'showcase.reviews.failed': 'Anmeldelsen din kunne ikke sendes. Prøv igjen.',
  'showcase.comments.formTitle': 'Still et spørsmål eller legg igjen en kommentar',
  'showcase.comments.name': 'Navnet ditt',
  'showcase.comments.body': 'Kommentaren din',
  'showcase.comments.submit': 'Publiser kommentar',
  'showcase.comments.sending': 'Publiserer…',
  'showcase.comments.sent': 'Takk! Kommentaren din er publisert.',
  'showcase.comments.failed': 'Kommentaren din kunne ikke publiseres. Prøv igjen.',
  'showcase.recentlyViewed.title': 'Nylig sett',
  'showcase.recentlyViewed.clear': 'Tøm historikk',
  'showcase.home.favourites': 'Våre favoritter',
  'showcase.home.heroSecondary': 'Utforsk {collection}',
  'showcase.mediaFeed.title': 'Fra verkstedet vårt',
  'showcase.mediaFeed.lead': 'Hverdagsøyeblikk med tingene vi lager, delt av verkstedet vårt og kundene våre.',
  'showcase.mediaFeed.shop': 'Kjøp {product}',
} satisfies Record<keyof typeof en, string>;
