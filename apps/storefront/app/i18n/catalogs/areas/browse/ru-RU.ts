import type en from './en-US';

export default {
  'search.label': 'Поиск',
} satisfies Record<keyof typeof en, string>;
