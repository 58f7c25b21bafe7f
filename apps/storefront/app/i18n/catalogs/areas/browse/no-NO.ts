import type en from './en-US';

export default {
  'search.label': 'Søk',
} satisfies Record<keyof typeof en, string>;
