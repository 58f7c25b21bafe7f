import type en from './en-US';

export default {
  'search.label': 'Cerca',
} satisfies Record<keyof typeof en, string>;
