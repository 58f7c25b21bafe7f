import type en from './en-US';

export default {
  'search.label': '搜索',
} satisfies Record<keyof typeof en, string>;
