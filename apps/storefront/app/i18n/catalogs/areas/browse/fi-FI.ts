import type en from './en-US';

export default {
  'search.label': 'Hae',
} satisfies Record<keyof typeof en, string>;
