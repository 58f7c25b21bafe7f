import type { AddToCartInput, BatchAddInput, Cart } from '../contract';
import type { CartClient } from '../client/client.types';
import { type StoreApiError, toStoreApiError } from '../client/StoreApiError';
import { applyOptimisticQuantity } from './cart';
import type { CartState, CartStatus, CartStore } from './cart.types';

/** Attempts a cart refresh makes before it gives up (spec 4 and 9: cart refresh 3 tries). */
export const CART_REFRESH_ATTEMPTS = 3;

/** A quantity change (0 = removal) shown before the server has answered. */
interface PendingChange {
  readonly seq: number;
  readonly key: string;
  readonly quantity: number;
}

/**
 * Creates the external store that holds one shopper's cart (plain TypeScript,
 * no React): the state `useCart` reads and the actions that change it.
 *
 * Rules it keeps:
 * - A quantity change or removal shows at once and is rolled back if the call fails.
 * - Every call gets a sequence number; an answer is applied only if no answer to a
 *   later call has been applied already, so racing calls end on the latest call's cart.
 *   Pending changes are replayed on top of every applied answer.
 * - A refresh answer (GET) is dropped if a change was pending or started while it ran.
 * - `replaceCart` is ignored while a change is pending.
 * - A failure goes into `error` (status `error` once nothing else is pending) and is
 *   re-thrown so the caller can show it.
 *
 * @example
 * const store = createCartStore(loaderData.cart, createStoreClient());
 * const unsubscribe = store.subscribe(() => render(store.getSnapshot()));
 * await store.changeQuantity('line-1', 3); // shown at once, confirmed by the server
 */
export function createCartStore(initialCart: Cart | null, client: CartClient): CartStore {
  /** Last cart the server sent (or a loader handed in), before pending changes. */
  let serverCart = initialCart;
  /** Last sequence number handed out, to any call. */
  let issuedSeq = 0;
  /** Sequence number of the call whose answer `serverCart` is. */
  let appliedSeq = 0;
  /** Sequence number of the last change (non-GET) call. */
  let lastChangeSeq = 0;
  let changesInFlight = 0;
  let refreshesInFlight = 0;
  let pendingChanges: readonly PendingChange[] = [];
  let error: StoreApiError | null = null;

  const initialState: CartState = { cart: initialCart, status: 'idle', pendingKeys: [], error: null };
  let state = initialState;
  const listeners = new Set<() => void>();

  function currentStatus(): CartStatus {
    if (changesInFlight > 0) return 'updating';
    if (refreshesInFlight > 0) return 'loading';
    return error ? 'error' : 'idle';
  }

  function publish(): void {
    let cart = serverCart;
    if (cart) for (const change of pendingChanges) cart = applyOptimisticQuantity(cart, change.key, change.quantity);
    state = {
      cart,
      status: currentStatus(),
      pendingKeys: [...new Set(pendingChanges.map((change) => change.key))],
      error,
    };
    for (const listener of listeners) listener();
  }

  function applyAnswer(seq: number, cart: Cart): void {
    if (seq <= appliedSeq) return; // an answer to a later call is already shown
    serverCart = cart;
    appliedSeq = seq;
  }

  async function change(run: () => Promise<Cart>, optimistic?: { key: string; quantity: number }): Promise<Cart> {
    const seq = ++issuedSeq;
    lastChangeSeq = seq;
    // Invalid quantities are not shown; the server answers them with a 422.
    const pending =
      optimistic && Number.isInteger(optimistic.quantity) && optimistic.quantity >= 0 ? { seq, ...optimistic } : null;
    if (pending) pendingChanges = [...pendingChanges, pending];
    changesInFlight += 1;
    error = null;
    publish();
    try {
      const cart = await run();
      applyAnswer(seq, cart);
      return cart;
    } catch (caught) {
      error = toStoreApiError(caught);
      throw error;
    } finally {
      changesInFlight -= 1;
      if (pending) pendingChanges = pendingChanges.filter((p) => p !== pending);
      publish();
    }
  }

  async function fetchWithRetries(): Promise<Cart> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= CART_REFRESH_ATTEMPTS; attempt += 1) {
      try {
        return await client.getCart();
      } catch (caught) {
        lastError = caught;
      }
    }
    throw lastError;
  }

  async function refresh(): Promise<Cart> {
    const seq = ++issuedSeq;
    const startedWithChangePending = changesInFlight > 0;
    refreshesInFlight += 1;
    error = null;
    publish();
    try {
      const cart = await fetchWithRetries();
      // The GET may have been answered before or after a change it overlapped: trust the change's answer.
      if (!startedWithChangePending && changesInFlight === 0 && lastChangeSeq < seq) applyAnswer(seq, cart);
      return cart;
    } catch (caught) {
      error = toStoreApiError(caught);
      throw error;
    } finally {
      refreshesInFlight -= 1;
      publish();
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    getInitialSnapshot: () => initialState,
    add: (input: AddToCartInput) => change(() => client.addToCart(input)),
    addBatch: (input: BatchAddInput) => change(() => client.addBatch(input)),
    changeQuantity: (key: string, quantity: number) =>
      change(() => client.updateLine(key, quantity), { key, quantity }),
    remove: (key: string) => change(() => client.removeLine(key), { key, quantity: 0 }),
    refresh,
    replaceCart(cart) {
      if (changesInFlight > 0) return false;
      if (cart === serverCart) return true; // the same data again (a loader re-render): nothing to show
      serverCart = cart;
      appliedSeq = ++issuedSeq; // answers to calls made before this hand-over are older than it
      publish();
      return true;
    },
    clearError() {
      if (!error) return;
      error = null;
      publish();
    },
  };
}
