import type { AddToCartInput, BatchAddInput, Cart } from '../contract';
import type { StoreApiError } from '../client/StoreApiError';

/**
 * What the cart is doing: `loading` while only a refresh is pending,
 * `updating` while any change is pending, `error` after the last settled call
 * failed (until the next action starts), `idle` otherwise.
 */
export type CartStatus = 'idle' | 'loading' | 'updating' | 'error';

/** One immutable snapshot of a cart store. A new object on every change, the same object otherwise. */
export interface CartState {
  /** The cart to show: the last server cart with pending quantity changes applied; `null` before one is known. */
  cart: Cart | null;
  status: CartStatus;
  /** Keys of lines with a quantity change or removal still waiting for the server. */
  pendingKeys: readonly string[];
  /** Failure of the most recent failed call; cleared when the next action starts. */
  error: StoreApiError | null;
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
  add(input: AddToCartInput): Promise<Cart>;
  /** Adds several variants, all or none (`POST /cart/batch_cart`). */
  addBatch(input: BatchAddInput): Promise<Cart>;
  /** Sets a line's quantity, shown at once and rolled back on failure; 0 removes the line. */
  changeQuantity(key: string, quantity: number): Promise<Cart>;
  /** Removes a line, shown at once and rolled back on failure. */
  remove(key: string): Promise<Cart>;
  /** Fetches the cart again (`GET /cart`). Its answer is dropped if a change is pending or was made meanwhile. */
  refresh(): Promise<Cart>;
  /**
   * Takes a cart fetched elsewhere (a route loader after navigation).
   * Ignored, returning `false`, while a change is pending.
   */
  replaceCart(serverCart: Cart | null): boolean;
  /** Forgets the last error (status leaves `error`). */
  clearError(): void;
}

