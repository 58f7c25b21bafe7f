import type en from './en-US';

export default {
  'site.preview.banner': 'Du forhåndsviser temaet {theme}.',
  'site.preview.leave': 'Avslutt forhåndsvisning',
  'site.currency.label': 'Valuta',
  'site.currency.change': 'Bytt valuta',
  'site.price.sale': 'Tilbudspris',
  'site.price.regular': 'Ordinær pris',
  'site.cookieSettings': 'Informasjonskapsler',
  'site.consent.saveFailed': 'Valgene dine for informasjonskapsler kunne ikke lagres. Prøv igjen.',
  'site.chunk.title': 'Denne delen av siden kunne ikke lastes inn',
  'site.chunk.timeout': 'Tidsavbrudd for tilkoblingen. Sjekk tilkoblingen og prøv igjen.',
  'site.chunk.failed': 'En del av siden kunne ikke lastes ned. Prøv igjen.',
} satisfies Record<keyof typeof en, string>;
