import type en from './en-US';

export default {
  'search.label': 'חיפוש',
} satisfies Record<keyof typeof en, string>;
