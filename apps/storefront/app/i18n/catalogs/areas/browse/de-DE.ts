import type en from './en-US';

export default {
  'search.label': 'Suchen',
} satisfies Record<keyof typeof en, string>;
