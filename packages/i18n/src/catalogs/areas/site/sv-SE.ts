import type en from './en-US';

export default {
  'site.preview.banner': 'Du förhandsgranskar temat {theme}.',
  'site.preview.leave': 'Avsluta förhandsgranskning',
  'site.currency.label': 'Valuta',
  'site.currency.change': 'Byt valuta',
  'site.price.sale': 'Reapris',
  'site.price.regular': 'Ordinarie pris',
  'site.cookieSettings': 'Cookieinställningar',
  'site.consent.saveFailed': 'Dina cookieval kunde inte sparas. Försök igen.',
  'site.chunk.title': 'Den här delen av sidan kunde inte läsas in',
  'site.chunk.timeout': 'Anslutningen tog för lång tid. Kontrollera anslutningen och försök igen.',
  'site.chunk.failed': 'En del av sidan kunde inte hämtas. Försök igen.',
} satisfies Record<keyof typeof en, string>;
