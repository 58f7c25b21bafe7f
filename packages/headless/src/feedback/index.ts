export * from './useReviews';
export * from './useComments';
export type * from './feedback.types';
