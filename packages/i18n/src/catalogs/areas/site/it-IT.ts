import type en from './en-US';

export default {
  'site.preview.banner': 'Stai visualizzando l’anteprima del tema {theme}.',
  'site.preview.leave': 'Esci dall’anteprima',
  'site.currency.label': 'Valuta',
  'site.currency.change': 'Cambia valuta',
  'site.price.sale': 'Prezzo scontato',
  'site.price.regular': 'Prezzo normale',
  'site.cookieSettings': 'Impostazioni dei cookie',
  'site.consent.saveFailed': 'Non è stato possibile salvare le tue scelte sui cookie. Riprova.',
  'site.chunk.title': 'Non è stato possibile caricare questa parte della pagina',
  'site.chunk.timeout': 'La connessione è scaduta. Controlla la connessione e riprova.',
  'site.chunk.failed': 'Non è stato possibile scaricare una parte della pagina. Riprova.',
} satisfies Record<keyof typeof en, string>;
