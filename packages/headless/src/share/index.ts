export * from './share';
export * from './useShare';
export type * from './share.types';
