import type en from './en-US';

export default {
  'site.preview.banner': 'Du ser en forhåndsvisning af temaet {theme}.',
  'site.preview.leave': 'Afslut forhåndsvisning',
  'site.currency.label': 'Valuta',
  'site.currency.change': 'Skift valuta',
  'site.price.sale': 'Tilbudspris',
  'site.price.regular': 'Normalpris',
  'site.cookieSettings': 'Cookieindstillinger',
  'site.consent.saveFailed': 'Dine cookievalg kunne ikke gemmes. Prøv igen.',
  'site.chunk.title': 'Denne del af siden kunne ikke indlæses',
  'site.chunk.timeout': 'Forbindelsen fik timeout. Tjek din forbindelse, og prøv igen.',
  'site.chunk.failed': 'En del af siden kunne ikke hentes. Prøv igen.',
} satisfies Record<keyof typeof en, string>;
