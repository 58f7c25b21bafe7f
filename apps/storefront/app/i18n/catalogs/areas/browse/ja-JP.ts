import type en from './en-US';

export default {
  'search.label': '検索',
} satisfies Record<keyof typeof en, string>;
