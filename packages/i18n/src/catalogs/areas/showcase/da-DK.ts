import type en from './en-US';

export default {
  'showcase.rating.summary': '{rating} ud af 5 · {count, plural, one {# anmeldelse} other {# anmeldelser}}',
  'showcase.reviews.failed': 'Din anmeldelse kunne ikke sendes. Prøv venligst igen.',
  'showcase.comments.formTitle': 'Stil et spørgsmål eller skriv en kommentar',
  'showcase.comments.name': 'Dit navn',
  'showcase.comments.body': 'Din kommentar',
  'showcase.comments.submit': 'Send kommentar',
  'showcase.comments.sending': 'Sender…',
  'showcase.comments.sent': 'Tak! Din kommentar er offentliggjort.',
  'showcase.comments.failed': 'Din kommentar kunne ikke sendes. Prøv venligst igen.',
  'showcase.recentlyViewed.title': 'Senest sete',
  'showcase.recentlyViewed.clear': 'Ryd historik',
  'showcase.home.favourites': 'Vores favoritter',
  'showcase.home.heroSecondary': 'Udforsk {collection}',
  'showcase.mediaFeed.title': 'Fra vores værksted',
  'showcase.mediaFeed.lead': 'Hverdagsøjeblikke med de ting, vi laver, delt af vores værksted og vores kunder.',
  'showcase.mediaFeed.shop': 'Køb {product}',
} satisfies Record<keyof typeof en, string>;
