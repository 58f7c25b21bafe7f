export * from './paymentIcons';
export type * from './paymentIcons.types';
export * from './usePaymentIcons';
