import type en from './en-US';

export default {
  'showcase.rating.summary': '{rating} von 5 · {count, plural, one {# Bewertung} other {# Bewertungen}}',
  'showcase.reviews.failed': 'Deine Bewertung konnte nicht gesendet werden. Bitte versuche es erneut.',
  'showcase.comments.formTitle': 'Stell eine Frage oder hinterlass einen Kommentar',
  'showcase.comments.name': 'Dein Name',
  'showcase.comments.body': 'Dein Kommentar',
  'showcase.comments.submit': 'Kommentar senden',
  'showcase.comments.sending': 'Wird gesendet…',
  'showcase.comments.sent': 'Danke! Dein Kommentar ist veröffentlicht.',
  'showcase.comments.failed': 'Dein Kommentar konnte nicht veröffentlicht werden. Bitte versuche es erneut.',
  'showcase.recentlyViewed.title': 'Zuletzt angesehen',
  'showcase.recentlyViewed.clear': 'Verlauf löschen',
  'showcase.home.favourites': 'Unsere Lieblinge',
  'showcase.home.heroSecondary': '{collection} entdecken',
  'showcase.mediaFeed.title': 'Aus unserem Atelier',
  'showcase.mediaFeed.lead':
    'Alltagsmomente mit den Dingen, die wir machen – geteilt von unserem Atelier und unseren Kundinnen und Kunden.',
  'showcase.mediaFeed.shop': '{product} kaufen',
} satisfies Record<keyof typeof en, string>;
