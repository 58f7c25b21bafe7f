export * from './price/price';
export type * from './price/price.types';
export type * from './contract';
