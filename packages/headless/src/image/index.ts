export * from './image';
export type * from './image.types';
export * from './useImageFallback';
