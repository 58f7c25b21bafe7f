import type en from './en-US';

export default {
  'site.preview.banner': 'Je bekijkt een voorbeeld van het thema {theme}.',
  'site.preview.leave': 'Voorbeeld sluiten',
  'site.currency.label': 'Valuta',
  'site.currency.change': 'Valuta wijzigen',
  'site.price.sale': 'Actieprijs',
  'site.price.regular': 'Normale prijs',
  'site.cookieSettings': 'Cookie-instellingen',
  'site.consent.saveFailed': 'Je cookiekeuzes konden niet worden opgeslagen. Probeer het opnieuw.',
  'site.chunk.title': 'Dit deel van de pagina kon niet worden geladen',
  'site.chunk.timeout': 'Er is een time-out opgetreden. Controleer je verbinding en probeer het opnieuw.',
  'site.chunk.failed': 'Een deel van de pagina kon niet worden gedownload. Probeer het opnieuw.',
} satisfies Record<keyof typeof en, string>;
