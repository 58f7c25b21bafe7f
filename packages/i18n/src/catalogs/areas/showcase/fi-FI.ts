import type en from './en-US';

export default {
  'showcase.rating.summary': '{rating}/5 · {count, plural, one {# arvostelu} other {# arvostelua}}',
  'showcase.reviews.failed': 'Arvosteluasi ei voitu lähettää. Yritä uudelleen.',
  'showcase.comments.formTitle': 'Kysy kysymys tai jätä kommentti',
  'showcase.comments.name': 'Nimesi',
  'showcase.comments.body': 'Kommenttisi',
  'showcase.comments.submit': 'Lähetä kommentti',
  'showcase.comments.sending': 'Lähetetään…',
  'showcase.comments.sent': 'Kiitos! Kommenttisi on julkaistu.',
  'showcase.comments.failed': 'Kommenttiasi ei voitu julkaista. Yritä uudelleen.',
  'showcase.recentlyViewed.title': 'Viimeksi katsotut',
  'showcase.recentlyViewed.clear': 'Tyhjennä historia',
  'showcase.home.favourites': 'Suosikkimme',
  'showcase.home.heroSecondary': 'Tutustu: {collection}',
  'showcase.mediaFeed.title': 'Studiostamme',
  'showcase.mediaFeed.lead': 'Arjen hetkiä tekemiemme tuotteiden kanssa, studiomme ja asiakkaidemme jakamina.',
  'showcase.mediaFeed.shop': 'Osta {product}',
} satisfies Record<keyof typeof en, string>;
