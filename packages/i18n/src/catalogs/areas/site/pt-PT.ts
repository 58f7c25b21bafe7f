import type en from './en-US';

export default {
  'site.preview.banner': 'Está a pré-visualizar o tema {theme}.',
  'site.preview.leave': 'Sair da pré-visualização',
  'site.currency.label': 'Moeda',
  'site.currency.change': 'Alterar moeda',
  'site.price.sale': 'Preço promocional',
  'site.price.regular': 'Preço normal',
  'site.cookieSettings': 'Definições de cookies',
  'site.consent.saveFailed': 'Não foi possível guardar as suas escolhas de cookies. Tente novamente.',
  'site.chunk.title': 'Não foi possível carregar esta parte da página',
  'site.chunk.timeout': 'A ligação expirou. Verifique a sua ligação e tente novamente.',
  'site.chunk.failed': 'Não foi possível transferir parte da página. Tente novamente.',
} satisfies Record<keyof typeof en, string>;
