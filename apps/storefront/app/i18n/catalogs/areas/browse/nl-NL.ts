import type en from './en-US';

export default {
  'search.label': 'Zoeken',
} satisfies Record<keyof typeof en, string>;
