export * from './locale';
export * from './useLocale';
export type * from './locale.types';
