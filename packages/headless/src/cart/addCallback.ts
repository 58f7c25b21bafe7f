import type { Cart } from '../contract';
import { toStoreApiError } from '../client/StoreApiError';
import type { AddToCartOutcome, CartTimers } from './cart.types';

/** How long an add-to-cart callback waits for the server before it runs anyway (spec 4: falls back after 5000 ms). */
export const ADD_TO_CART_CALLBACK_FALLBACK_MS = 5000;

/** The global timers, looked up per call so fake timers installed later still apply. */
export const globalTimers: CartTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Calls `callback` exactly once: with the add's outcome when `adding`
 * settles, or with `{ status: 'timeout' }` after `ADD_TO_CART_CALLBACK_FALLBACK_MS`
 * if it has not, whichever comes first. Never rejects.
 *
 * @example
 * settleWithFallback(store.add(input), (outcome) => {
 *   if (outcome.status !== 'failed') navigate('/cart');
 * });
 */
export function settleWithFallback(
  adding: Promise<Cart>,
  callback: (outcome: AddToCartOutcome) => void,
  timers: CartTimers = globalTimers,
): void {
  let isDone = false;
  const finish = (outcome: AddToCartOutcome) => {
    if (isDone) return;
    isDone = true;
    timers.clearTimeout(timer);
    callback(outcome);
  };
  const timer = timers.setTimeout(() => finish({ status: 'timeout' }), ADD_TO_CART_CALLBACK_FALLBACK_MS);
  adding.then(
    (cart) => finish({ status: 'added', cart }),
    (error: unknown) => finish({ status: 'failed', error: toStoreApiError(error) }),
  );
}
