export * from './quantity';
export type * from './quantity.types';
export * from './useQuantityStepper';
export * from './storedQuantity';
export * from './useStoredQuantity';
