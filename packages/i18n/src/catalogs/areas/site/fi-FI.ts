import type en from './en-US';

export default {
  'site.preview.banner': 'Esikatselet teemaa {theme}.',
  'site.preview.leave': 'Lopeta esikatselu',
  'site.currency.label': 'Valuutta',
  'site.currency.change': 'Vaihda valuutta',
  'site.price.sale': 'Alennushinta',
  'site.price.regular': 'Normaalihinta',
  'site.cookieSettings': 'Evästeasetukset',
  'site.consent.saveFailed': 'Evästevalintojasi ei voitu tallentaa. Yritä uudelleen.',
  'site.chunk.title': 'Tätä sivun osaa ei voitu ladata',
  'site.chunk.timeout': 'Yhteys aikakatkaistiin. Tarkista yhteytesi ja yritä uudelleen.',
  'site.chunk.failed': 'Osaa sivusta ei voitu ladata. Yritä uudelleen.',
} satisfies Record<keyof typeof en, string>;
