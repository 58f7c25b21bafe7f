// Public API of the cart domain (the lead re-exports it from src/index.ts).
export * from './cart';
export type * from './cart.types';
export * from './cartStore';
export * from './cartEvents';
export * from './cartMessages';
export { ADD_TO_CART_CALLBACK_FALLBACK_MS, settleWithFallback } from './addCallback';
export * from './cartSummary';
export type * from './cartSummary.types';
export * from './cartHistory';
export * from './useCart';
export * from './useAdoptCart';
export * from './useCartSummary';
export * from './reservation';
export * from './useReservationCountdown';
