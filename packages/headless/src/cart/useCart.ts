import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AddToCartInput, BatchAddInput, Cart, CartLine } from '../contract';
import type { StoreApiError } from '../client/StoreApiError';
import type { CartShippingAddress } from '../client/client.types';
import { useCartStore } from '../provider/StoreProvider';
import { cartLines, cartTotal } from './cart';
import type { AddToCartOptions, CartMessage, CartStatus } from './cart.types';

/** What `useCart` returns: the shown cart, values derived from it, and the actions that change it. */
export interface UseCartResult {
  /** The cart to show (server cart + pending changes); `null` until one is known. */
  cart: Cart | null;
  /** Lines in the order they were added. */
  lines: CartLine[];
  /** Item count for the header badge: the server's `item_count` (grouped lines counted as pairs); 0 without a cart. */
  count: number;
  /** Sum of line totals in minor units (`cart_contents_total`); 0 without a cart. */
  total: number;
  /** Currency of `total`; `null` until a cart is known. */
  currency: string | null;
  status: CartStatus;
  /** `true` while any cart change is waiting for the server. */
  isUpdating: boolean;
  /** `true` while a quantity change or removal of that line is waiting for the server. */
  isLinePending(key: string): boolean;
  /** Failure of the most recent failed call; cleared when the next action starts. */
  error: StoreApiError | null;
  /** The cart note the server last confirmed; `null` while none is known. */
  note: string | null;
  /** Notices of the carts the server sent (notice → `warning`, error, success), oldest first (spec 8). */
  messages: readonly CartMessage[];
  /** Adds one variant; `options.onSettled` runs once, at the latest after 5000 ms (spec 4). */
  add(input: AddToCartInput, options?: AddToCartOptions): Promise<Cart>;
  /** Adds several variants, all or none; `options.onSettled` as for `add`. */
  addBatch(input: BatchAddInput, options?: AddToCartOptions): Promise<Cart>;
  changeQuantity(key: string, quantity: number): Promise<Cart>;
  remove(key: string): Promise<Cart>;
  /** Saves the cart note (`POST /cart/note`). */
  setNote(note: string): Promise<Cart>;
  /** Sets where the cart ships (`POST /cart/address`): the server answers with its shipping methods and costs. */
  estimateShipping(address: CartShippingAddress): Promise<Cart>;
  /** Picks a shipping method (`POST /cart/shipping`). */
  selectShipping(methodId: string): Promise<Cart>;
  refresh(): Promise<Cart>;
  replaceCart(serverCart: Cart | null): boolean;
  clearError(): void;
  clearMessages(): void;
}

/**
 * The shopper's cart from the nearest `StoreProvider`. Safe during SSR: the
 * server render and hydration both show the provider's `initialCart`.
 * Actions reject with a `StoreApiError` (also put in `error`). Lifecycle
 * events (`CART_EVENTS`) go to the provider's bus.
 *
 * @example
 * function CartBadge() {
 *   const { count, isUpdating } = useCart();
 *   return <span data-state={isUpdating ? 'updating' : 'idle'}>{count}</span>;
 * }
 *
 * @example
 * const { lines, changeQuantity, isLinePending } = useCart();
 * <button disabled={isLinePending(line.key)} onClick={() => changeQuantity(line.key, line.quantity + 1)}>+</button>
 *
 * @example
 * // Open the drawer when the add is done, or after 5000 ms at the latest.
 * const { add } = useCart();
 * add({ variant_id: 42 }, { onSettled: (outcome) => outcome.status !== 'failed' && openDrawer() }).catch(showError);
 */
export function useCart(): UseCartResult {
  const store = useCartStore();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getInitialSnapshot);
  const lines = useMemo(() => cartLines(state.cart), [state.cart]);
  const count = state.cart?.item_count ?? 0;
  const { pendingKeys } = state;
  const isLinePending = useCallback((key: string) => pendingKeys.includes(key), [pendingKeys]);

  return useMemo(
    () => ({
      cart: state.cart,
      lines,
      count,
      total: cartTotal(state.cart),
      currency: state.cart?.currency ?? null,
      status: state.status,
      isUpdating: state.status === 'updating',
      isLinePending,
      error: state.error,
      note: state.note,
      messages: state.messages,
      add: store.add,
      addBatch: store.addBatch,
      changeQuantity: store.changeQuantity,
      remove: store.remove,
      setNote: store.setNote,
      estimateShipping: store.estimateShipping,
      selectShipping: store.selectShipping,
      refresh: store.refresh,
      replaceCart: store.replaceCart,
      clearError: store.clearError,
      clearMessages: store.clearMessages,
    }),
    [state, lines, count, isLinePending, store],
  );
}
