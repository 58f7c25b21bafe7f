export * from './storeId';
export * from './useStoreId';
export type * from './storeId.types';
