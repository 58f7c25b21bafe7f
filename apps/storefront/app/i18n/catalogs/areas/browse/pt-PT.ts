import type en from './en-US';

export default {
  'search.label': 'Pesquisar',
} satisfies Record<keyof typeof en, string>;
