import type en from './en-US';

export default {
  'search.label': 'Søg',
} satisfies Record<keyof typeof en, string>;
