import type en from './en-US';

export default {
  'search.label': 'Rechercher',
} satisfies Record<keyof typeof en, string>;
