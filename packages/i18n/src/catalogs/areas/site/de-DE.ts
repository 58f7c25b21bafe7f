import type en from './en-US';

export default {
  'site.preview.banner': 'Sie sehen eine Vorschau des Themes {theme}.',
  'site.preview.leave': 'Vorschau beenden',
  'site.currency.label': 'Währung',
  'site.currency.change': 'Währung ändern',
  'site.price.sale': 'Angebotspreis',
  'site.price.regular': 'Regulärer Preis',
  'site.cookieSettings': 'Cookie-Einstellungen',
  'site.consent.saveFailed': 'Ihre Cookie-Auswahl konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'site.chunk.title': 'Dieser Teil der Seite konnte nicht geladen werden',
  'site.chunk.timeout': 'Zeitüberschreitung der Verbindung. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'site.chunk.failed': 'Ein Teil der Seite konnte nicht heruntergeladen werden. Bitte versuchen Sie es erneut.',
} satisfies Record<keyof typeof en, string>;
