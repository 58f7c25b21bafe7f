import type { AddToCartInput, BatchAddInput, Cart } from '../contract';
import type { CartClient } from '../client/client.types';
import { type StoreApiError, toStoreApiError } from '../client/StoreApiError';
import { globalTimers, settleWithFallback } from './addCallback';
import { cartLines, isNewerCart, withPendingQuantity } from './cart';
import type { AddToCartOptions, CartMessage, CartState, CartStatus, CartStore, CartStoreOptions } from './cart.types';
import { CART_EVENTS, publishCartEvent } from './cartEvents';
import { messagesFromNotices } from './cartMessages';

/** Attempts a cart refresh makes before it gives up (spec 4 and 9: cart refresh 3 tries). */
export const CART_REFRESH_ATTEMPTS = 3;

/** A quantity change (0 = removal) shown before the server has answered. */
interface PendingChange {
  readonly seq: number;
  readonly key: string;
  readonly quantity: number;
}

/** What one kind of change adds to the shared change flow. */
interface ChangeHooks {
  /** Shown at once, rolled back when the call fails. */
  optimistic?: { key: string; quantity: number };
}

/**
 * Creates the external store that holds one shopper's cart (plain TypeScript,
 * no React): the state `useCart` reads and the actions that change it.
 *
 * Rules it keeps:
 * - The server is the only source of counts and totals: a quantity change or
 *   removal shows the line's new quantity at once, marked pending, with every
 *   total as the server last sent it; it is rolled back if the call fails.
 * - A cart is taken only when it is newer than the one shown (`isNewerCart`:
 *   the contract's `revision`), so racing calls and late loaders end on the
 *   latest cart. Copies of equal revision are ordered by call sequence.
 *   Pending changes are replayed on top of every applied answer.
 * - A refresh answer (GET) is dropped if a change was pending or started while it ran.
 *   A refresh tries `CART_REFRESH_ATTEMPTS` times, then calls `onRefreshFailure`.
 * - `replaceCart` (a loader's cart) is ignored while a change is pending, and
 *   when it is not newer than the cart shown.
 * - A failure goes into `error` (status `error` once nothing else is pending) and is
 *   re-thrown so the caller can show it.
 * - Every applied answer adds its `notices` to `messages`, goes to `onCartConfirmed`,
 *   publishes `cart:updated`, and `cart:empty` when it has no lines (spec 4).
 * - Lifecycle events (`CART_EVENTS`) are published before adds and after each success.
 *
 * @example
 * const store = createCartStore(loaderData.cart, createStoreClient(), { events: bus });
 * const unsubscribe = store.subscribe(() => render(store.getSnapshot()));
 * await store.changeQuantity('line-1', 3); // shown at once, confirmed by the server
 */
export function createCartStore(
  initialCart: Cart | null,
  client: CartClient,
  options: CartStoreOptions = {},
): CartStore {
  const { events, onCartConfirmed, onRefreshFailure } = options;
  const timers = options.timers ?? globalTimers;
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
  let note: string | null = initialCart?.note ?? null;
  let messages: readonly CartMessage[] = [];
  let nextMessageId = 1;

  const initialState: CartState = { cart: initialCart, status: 'idle', pendingKeys: [], error: null, note, messages };
  let state = initialState;
  const listeners = new Set<() => void>();

  function currentStatus(): CartStatus {
    if (changesInFlight > 0) return 'updating';
    if (refreshesInFlight > 0) return 'loading';
    return error ? 'error' : 'idle';
  }

  function publish(): void {
    let cart = serverCart;
    if (cart) for (const change of pendingChanges) cart = withPendingQuantity(cart, change.key, change.quantity);
    state = {
      cart,
      status: currentStatus(),
      pendingKeys: [...new Set(pendingChanges.map((change) => change.key))],
      error,
      note,
      messages,
    };
    for (const listener of listeners) listener();
  }

  /**
   * `true` when `cart`, the answer to call `seq`, is newer than the cart
   * shown: by revision for the same cart, else by call order (an answer may
   * create the cart, or find it gone).
   */
  function isNewer(seq: number, cart: Cart): boolean {
    if (serverCart && cart.hash === serverCart.hash && cart.revision !== serverCart.revision) {
      return cart.revision > serverCart.revision;
    }
    return seq > appliedSeq;
  }

  /** Applies a cart unless a newer one is already shown; `true` when applied. */
  function take(seq: number, cart: Cart): boolean {
    if (!isNewer(seq, cart)) return false;
    serverCart = cart;
    appliedSeq = Math.max(appliedSeq, seq);
    note = cart.note;
    const added = messagesFromNotices(cart, nextMessageId);
    if (added.length > 0) {
      messages = [...messages, ...added];
      nextMessageId += added.length;
    }
    return true;
  }

  /** Tells the outside about a cart the store took (after the state is published, so listeners read it). */
  function confirm(cart: Cart): void {
    onCartConfirmed?.(cart);
    publishCartEvent(events, CART_EVENTS.updated, cart);
  }

  function announceAnswer(cart: Cart): void {
    confirm(cart);
    if (cartLines(cart).length === 0) publishCartEvent(events, CART_EVENTS.empty, { cart, messages });
  }

  async function change(run: () => Promise<Cart>, hooks: ChangeHooks = {}): Promise<Cart> {
    const seq = ++issuedSeq;
    lastChangeSeq = seq;
    const { optimistic } = hooks;
    // Invalid quantities are not shown; the server answers them with a 422.
    const pending =
      optimistic && Number.isInteger(optimistic.quantity) && optimistic.quantity >= 0 ? { seq, ...optimistic } : null;
    if (pending) pendingChanges = [...pendingChanges, pending];
    changesInFlight += 1;
    error = null;
    publish();
    const settle = () => {
      changesInFlight -= 1;
      if (pending) pendingChanges = pendingChanges.filter((p) => p !== pending);
    };
    let cart: Cart;
    try {
      cart = await run();
    } catch (caught) {
      error = toStoreApiError(caught);
      settle();
      publish();
      throw error;
    }
    settle();
    const isTaken = take(seq, cart);
    publish();
    if (isTaken) announceAnswer(cart);
    return cart;
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
    let cart: Cart;
    try {
      cart = await fetchWithRetries();
    } catch (caught) {
      refreshesInFlight -= 1;
      error = toStoreApiError(caught);
      publish();
      onRefreshFailure?.(error);
      throw error;
    }
    refreshesInFlight -= 1;
    // The GET may have been answered before or after a change it overlapped: trust the change's answer.
    const isTaken = !startedWithChangePending && changesInFlight === 0 && lastChangeSeq < seq && take(seq, cart);
    publish();
    if (isTaken) announceAnswer(cart);
    return cart;
  }

  /** Runs an add with its before/after events and the optional fallback callback. */
  function addWithEvents<TInput>(
    input: TInput,
    run: () => Promise<Cart>,
    names: { before: 'cart:before-add' | 'cart:before-add-batch'; after: 'cart:add' | 'cart:add-batch' },
    addOptions: AddToCartOptions,
  ): Promise<Cart> {
    events?.publish(names.before, { input });
    const adding = change(run).then((cart) => {
      events?.publish(names.after, { input, cart });
      return cart;
    });
    if (addOptions.onSettled) settleWithFallback(adding, addOptions.onSettled, timers);
    return adding;
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
    add: (input: AddToCartInput, addOptions: AddToCartOptions = {}) =>
      addWithEvents(
        input,
        () => client.addToCart(input),
        { before: CART_EVENTS.beforeAdd, after: CART_EVENTS.add },
        addOptions,
      ),
    addBatch: (input: BatchAddInput, addOptions: AddToCartOptions = {}) =>
      addWithEvents(
        input,
        () => client.addBatch(input),
        { before: CART_EVENTS.beforeAddBatch, after: CART_EVENTS.addBatch },
        addOptions,
      ),
    async changeQuantity(key: string, quantity: number) {
      const previousQuantity = state.cart?.cart[key]?.quantity ?? null;
      const cart = await change(() => client.updateLine(key, quantity), { optimistic: { key, quantity } });
      const line = cart.cart[key] ?? null;
      publishCartEvent(events, CART_EVENTS.changeQuantity, { key, quantity, previousQuantity, line, cart });
      return cart;
    },
    async remove(key: string) {
      const line = state.cart?.cart[key] ?? null;
      const cart = await change(() => client.removeLine(key), { optimistic: { key, quantity: 0 } });
      publishCartEvent(events, CART_EVENTS.remove, { key, line, cart });
      return cart;
    },
    setNote: (text: string) => change(() => client.setNote(text)),
    estimateShipping: (address) => change(() => client.setShippingAddress(address)),
    selectShipping: (methodId: string) => change(() => client.selectShipping(methodId)),
    refresh,
    replaceCart(cart) {
      if (changesInFlight > 0) return false;
      // The same data again (a loader re-render), or an older copy (a loader that started before the last change).
      if (cart === null || cart === serverCart || !isNewerCart(serverCart, cart)) return true;
      serverCart = cart;
      appliedSeq = ++issuedSeq; // answers to calls made before this hand-over are older than it
      note = cart.note;
      publish();
      confirm(cart);
      return true;
    },
    clearError() {
      if (!error) return;
      error = null;
      publish();
    },
    clearMessages() {
      if (messages.length === 0) return;
      messages = [];
      publish();
    },
  };
}
