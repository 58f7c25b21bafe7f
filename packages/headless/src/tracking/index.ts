export * from './tracking';
export * from './pageType';
export * from './cardMasking';
export * from './adClickIds';
export * from './tracker';
export * from './useTracking';
export type * from './tracking.types';
export * from './cartTracking';
export * from './adapters';
