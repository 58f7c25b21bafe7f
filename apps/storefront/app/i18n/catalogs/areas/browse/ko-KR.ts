import type en from './en-US';

export default {
  'search.label': '검색',
} satisfies Record<keyof typeof en, string>;
