import type en from './en-US';

export default {
  'search.label': 'Buscar',
} satisfies Record<keyof typeof en, string>;
