export * from './quantity';
export type * from './quantity.types';
export * from './useQuantityStepper';
export * from './useLargeQuantityTracking';
export * from './storedQuantity';
export * from './useStoredQuantity';
