/** What a header needs from the cart: the badge count and the total, without the lines. */
export interface CartSummary {
  /** The server's item count (grouped lines counted as pairs). */
  count: number;
  /** Sum of line totals in minor units (`cart_contents_total`). */
  total: number;
  /** Currency of `total`; `null` when not known (an older saved summary). */
  currency: string | null;
}

/** The part of `Storage` the summary uses. */
export type SummaryStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Where the summary is kept and how other tabs' changes are heard. The default
 * uses `localStorage` and the window's `storage` event, looked up per call;
 * tests pass fakes.
 */
export interface CartSummaryEnvironment {
  /** The storage to use right now, or `null` where there is none (server render, storage blocked). */
  getStorage(): SummaryStorage | null;
  /** Calls `listener` with the changed key (`null` = storage cleared) when another tab changes storage; returns the unsubscribe function. */
  onStorageChange(listener: (key: string | null) => void): () => void;
}

/**
 * The header's cart summary, outside React (subscribe/getSnapshot for
 * `useSyncExternalStore`), shared by this tab's components and, through
 * storage, by other tabs.
 */
export interface CartSummaryStore {
  subscribe(listener: () => void): () => void;
  /** The latest summary; `null` while none is known. */
  getSnapshot(): CartSummary | null;
  /** The summary the store was created with, for the server render and hydration. */
  getServerSnapshot(): CartSummary | null;
  /** Takes a new summary: saves it to storage and tells this tab's subscribers. */
  save(summary: CartSummary): void;
}
