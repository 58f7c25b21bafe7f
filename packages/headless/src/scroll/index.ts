export * from './scroll';
export type * from './scroll.types';
export * from './useScrollDirection';
export * from './useBackToTop';
