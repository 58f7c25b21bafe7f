export * from './visitor';
export * from './useVisitorId';
export type * from './visitor.types';
