import type { AddToCartInput, BatchAddInput, Cart, CartLine } from '../contract';
import type { StoreApiError } from '../client/StoreApiError';
import type { CartShippingAddress } from '../client/client.types';
import type { EventBus } from '../events/events.types';

/**
 * What the cart is doing: `loading` while only a refresh is pending,
 * `updating` while any change is pending, `error` after the last settled call
 * failed (until the next action starts), `idle` otherwise.
 */
export type CartStatus = 'idle' | 'loading' | 'updating' | 'error';

/** How a message reads to the shopper: a server `notice` is a `warning` (spec 8). */
export type CartMessageType = 'warning' | 'error' | 'success';

/** One message the server sent with a cart (its `notices`), kept until `clearMessages`. */
export interface CartMessage {
  /** Unique within the store, increasing; use it as a React key. */
  id: number;
  type: CartMessageType;
  /** The server's machine code for the notice. */
  code: string;
  message: string;
}

/** One immutable snapshot of a cart store. A new object on every change, the same object otherwise. */
export interface CartState {
  /** The cart to show: the newest server cart, pending lines at their new quantity (totals as the server sent them); `null` before one is known. */
  cart: Cart | null;
  status: CartStatus;
  /** Keys of lines with a quantity change or removal still waiting for the server. */
  pendingKeys: readonly string[];
  /** Failure of the most recent failed call; cleared when the next action starts. */
  error: StoreApiError | null;
  /** The cart note the server last confirmed; `null` while none is known. */
  note: string | null;
  /** Notices of every cart the store took, oldest first, until `clearMessages`. */
  messages: readonly CartMessage[];
}

/** How an add-to-cart ended, as told to `onSettled`: added, failed, or still unanswered after 5000 ms. */
export type AddToCartOutcome =
  { status: 'added'; cart: Cart } | { status: 'failed'; error: StoreApiError } | { status: 'timeout' };

/** Options of a single or batch add. */
export interface AddToCartOptions {
  /**
   * Runs exactly once: when the add settles, or after 5000 ms if it has not
   * (spec 4), so a "go to cart" or drawer-open never waits on a slow server.
   * The returned promise still settles (and rejects on failure) as usual.
   */
  onSettled?: (outcome: AddToCartOutcome) => void;
}

/** The timer functions the store uses; fake ones in tests. Default: the global ones, looked up per call. */
export interface CartTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Options of `createCartStore`; every one is optional. */
export interface CartStoreOptions {
  /** Where lifecycle events go (`CART_EVENTS`); nothing is published without it. */
  events?: Pick<EventBus, 'publish'>;
  /** Called with every cart the store takes from the server or a loader, e.g. to save the header count. */
  onCartConfirmed?: (cart: Cart) => void;
  /** Called when a refresh gave up after `CART_REFRESH_ATTEMPTS` tries (spec 4 and 8). */
  onRefreshFailure?: (error: StoreApiError) => void;
  timers?: CartTimers;
}

/**
 * Holds one shopper's cart outside React (subscribe/getSnapshot for
 * `useSyncExternalStore`). Actions resolve with the server's cart and reject
 * with a `StoreApiError`, after putting it in `error`.
 */
export interface CartStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CartState;
  /** The state the store was created with; used as the server snapshot so hydration matches SSR. */
  getInitialSnapshot(): CartState;
  /** Adds one variant (`POST /cart`). */
  add(input: AddToCartInput, options?: AddToCartOptions): Promise<Cart>;
  /** Adds several variants, all or none (`POST /cart/batch_cart`). */
  addBatch(input: BatchAddInput, options?: AddToCartOptions): Promise<Cart>;
  /** Sets a line's quantity, shown at once and rolled back on failure; 0 removes the line. */
  changeQuantity(key: string, quantity: number): Promise<Cart>;
  /** Removes a line, shown at once and rolled back on failure. */
  remove(key: string): Promise<Cart>;
  /** Saves the cart note (`POST /cart/note`); `note` follows once the server confirms it. */
  setNote(note: string): Promise<Cart>;
  /** Sets where the cart ships for the shipping estimate (`POST /cart/address`); the methods and costs follow from the server. */
  estimateShipping(address: CartShippingAddress): Promise<Cart>;
  /** Picks a shipping method (`POST /cart/shipping`); the totals follow from the server. */
  selectShipping(methodId: string): Promise<Cart>;
  /** Fetches the cart again (`GET /cart`). Its answer is dropped if a change is pending or was made meanwhile. */
  refresh(): Promise<Cart>;
  /**
   * Takes a cart fetched elsewhere (a route loader after navigation) when it
   * is newer than the cart shown (`isNewerCart`: its `revision`); an older
   * copy is ignored. Ignored, returning `false`, while a change is pending.
   */
  replaceCart(serverCart: Cart | null): boolean;
  /** Forgets the last error (status leaves `error`). */
  clearError(): void;
  /** Forgets the collected messages. */
  clearMessages(): void;
}

/** Payloads of the cart events on the bus, by event name (see `CART_EVENTS`). */
export interface CartEventPayloads {
  'cart:before-add': { input: AddToCartInput };
  'cart:before-add-batch': { input: BatchAddInput };
  'cart:add': { input: AddToCartInput; cart: Cart };
  'cart:add-batch': { input: BatchAddInput; cart: Cart };
  /** `line` is the line after the change (`null` when quantity 0 removed it); `previousQuantity` as shown before. */
  'cart:change-quantity': {
    key: string;
    quantity: number;
    previousQuantity: number | null;
    line: CartLine | null;
    cart: Cart;
  };
  /** `line` is the removed line as it was shown before the removal (`null` if it was unknown). */
  'cart:remove': { key: string; line: CartLine | null; cart: Cart };
  /** Every cart the store takes; `false` when a refetch after back/forward navigation failed (spec 8). */
  'cart:updated': Cart | false;
  /** A response left the cart empty; `messages` are the messages collected so far (spec 4). */
  'cart:empty': { cart: Cart; messages: readonly CartMessage[] };
}

/** Name of a cart event on the bus. */
export type CartEventName = keyof CartEventPayloads;
