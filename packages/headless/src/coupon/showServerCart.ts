import type { Cart } from '../contract';
import type { CartStore } from '../cart/cart.types';

/**
 * Shows a cart a non-cart call answered with (coupon apply or removal) in the
 * cart store. The store refuses it while a cart change is pending, because
 * that change's answer may be older or newer than this cart; in that case the
 * cart is fetched again once the pending changes have settled, so the shopper
 * ends on the server's latest cart either way.
 *
 * @example
 * const cart = await client.request<Cart>('POST', '/cart/coupons', { body });
 * showServerCart(cartStore, cart, () => undefined); // a failed refetch already shows as the cart's error
 */
export function showServerCart(store: CartStore, cart: Cart, onRefreshError: (error: unknown) => void): void {
  if (store.replaceCart(cart)) return;
  const unsubscribe = store.subscribe(() => {
    if (store.getSnapshot().status === 'updating') return;
    unsubscribe();
    // Not from inside the store's own notification loop.
    queueMicrotask(() => {
      store.refresh().catch(onRefreshError);
    });
  });
}
