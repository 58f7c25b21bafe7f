import type en from './en-US';

export default {
  'search.label': 'Sök',
} satisfies Record<keyof typeof en, string>;
