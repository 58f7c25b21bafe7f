import { useEffect } from 'react';
import type { Cart } from '../contract';
import { useCartStore } from '../provider/StoreProvider';

/**
 * Shows a cart a page loader read (the cart page's loader, after a post or a
 * navigation) when it is newer than the cart shown (`isNewerCart`: its
 * `revision`) and no change is pending; an older copy, like a loader that
 * started before the shopper's last add, is ignored.
 *
 * @example
 * export default function CartRoute({ loaderData }) {
 *   useAdoptCart(loaderData.cart);
 *   return <CartPage … />;
 * }
 */
export function useAdoptCart(cart: Cart | null | undefined): void {
  const store = useCartStore();
  useEffect(() => {
    if (cart) store.replaceCart(cart);
  }, [store, cart]);
}
