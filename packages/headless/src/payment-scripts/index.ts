export * from './paymentScripts';
export * from './usePaymentScripts';
export type * from './paymentScripts.types';
