import { useCallback, useEffect, useRef, useState } from 'react';
import { toStoreApiError, type StoreApiError } from '../client/StoreApiError';
import type { PricedCartJson } from '../contract';
import { useStoreClient } from '../provider/StoreProvider';

/** Where a cart ships: what its shipping methods and taxes depend on. */
export interface ShippingZone {
  country: string;
  province: string;
  postcode: string;
}

/** What {@link useCheckout} returns. */
export interface UseCheckoutResult {
  /** The newest cart the page knows: the server's answer to the last change, else the page's own. */
  cart: PricedCartJson;
  /** A change is on its way: totals are about to change, so paying waits. */
  isPending: boolean;
  /** The last change's refusal (`field` names the input), cleared by the next change. */
  error: StoreApiError | null;
  /** Ships the cart to a zone (`POST /cart/address`); the server prices the methods and taxes for it. */
  shipTo(zone: ShippingZone): Promise<PricedCartJson | null>;
  /** Chooses a shipping method (`POST /cart/shipping`); the server recomputes every total. */
  chooseShipping(methodId: string): Promise<PricedCartJson | null>;
}

/**
 * The checkout's in-place changes (where the cart ships, which shipping
 * method) driven through the store API, with the server's recomputed cart as
 * the answer: the page never computes a total itself, so the total shown is
 * the one charged. A newer answer always wins over an older one still on its
 * way, and a new `serverCart` from the page (after a navigation) replaces
 * whatever the hook held.
 *
 * @example
 * const checkout = useCheckout(loaderData.cart);
 * <ShippingMethodPicker value={selected} onValueChange={(id) => checkout.chooseShipping(id)} … />
 * <Price amount={checkout.cart.cart_total} … />
 */
export function useCheckout(serverCart: PricedCartJson): UseCheckoutResult {
  const client = useStoreClient();
  const [state, setState] = useState({
    cart: serverCart,
    from: serverCart,
    pending: 0,
    error: null as StoreApiError | null,
  });
  const latest = useRef(0);
  // The store applies the changes in the order they were made, one at a time: two in flight at once
  // (a postcode typed, then a method picked) could otherwise land the other way round on the server,
  // and the total shown would not be the server's.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  // The page's cart is newer than anything the hook held once it changes (the loader ran again).
  const current =
    state.from === serverCart ? state : { cart: serverCart, from: serverCart, pending: state.pending, error: null };
  if (current !== state) setState(current);

  const change = useCallback(
    async (path: string, body: unknown): Promise<PricedCartJson | null> => {
      const ticket = ++latest.current;
      setState((s) => ({ ...s, pending: s.pending + 1, error: null }));
      try {
        const sent = queue.current.then(() => client.request<PricedCartJson>('POST', path, { body }));
        queue.current = sent.catch(() => undefined);
        const cart = await sent;
        if (isMounted.current) {
          setState((s) => ({ ...s, pending: s.pending - 1, ...(ticket === latest.current ? { cart } : {}) }));
        }
        return cart;
      } catch (error) {
        if (isMounted.current) {
          setState((s) => ({
            ...s,
            pending: s.pending - 1,
            ...(ticket === latest.current ? { error: toStoreApiError(error) } : {}),
          }));
        }
        return null;
      }
    },
    [client],
  );

  return {
    cart: current.cart,
    isPending: current.pending > 0,
    error: current.error,
    shipTo: useCallback((zone: ShippingZone) => change('/cart/address', zone), [change]),
    chooseShipping: useCallback((methodId: string) => change('/cart/shipping', { method_id: methodId }), [change]),
  };
}
