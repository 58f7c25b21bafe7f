import type { Cart } from '../contract';
import { cartTotal } from './cart';
import type { CartSummary, CartSummaryEnvironment, CartSummaryStore, SummaryStorage } from './cartSummary.types';

/** Storage key of the header's item count (spec 4 and 9: cart count kept in local storage). */
export const CART_COUNT_STORAGE_KEY = 'vitrine:cart-count';
/** Storage key of the cart total in minor units (spec 4 and 9: cart total kept in local storage). */
export const CART_TOTAL_STORAGE_KEY = 'vitrine:cart-total';
/** Storage key of the total's currency, so a header can format the total. */
export const CART_CURRENCY_STORAGE_KEY = 'vitrine:cart-currency';

const SUMMARY_KEYS: readonly string[] = [CART_COUNT_STORAGE_KEY, CART_TOTAL_STORAGE_KEY, CART_CURRENCY_STORAGE_KEY];

/**
 * The browser's `localStorage` and `storage` event, touched only when called
 * (never at import), and `null`/no-op where they do not exist or are blocked.
 */
export const browserCartSummaryEnvironment: CartSummaryEnvironment = {
  getStorage() {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null; // reading localStorage throws when the shopper blocked site data
    }
  },
  onStorageChange(listener) {
    if (typeof window === 'undefined') return () => undefined;
    const handler = (event: StorageEvent) => listener(event.key);
    window.addEventListener('storage', handler);
    return () => window.removeEventListener('storage', handler);
  },
};

/**
 * The header summary of a cart: the server's item count, contents total and currency.
 *
 * @example
 * summaryFromCart(cart); // { count: 3, total: 5000, currency: 'USD' }
 */
export function summaryFromCart(cart: Cart): CartSummary {
  return { count: cart.item_count, total: cartTotal(cart), currency: cart.currency };
}

const isWholeNumber = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * The summary saved in `storage`, or `null` when there is none or it is not
 * two whole numbers (a damaged or foreign value is ignored, not shown).
 *
 * @example
 * readCartSummary(localStorage); // { count: 2, total: 3000, currency: 'EUR' } or null
 */
export function readCartSummary(storage: SummaryStorage): CartSummary | null {
  try {
    const count = storage.getItem(CART_COUNT_STORAGE_KEY);
    const total = storage.getItem(CART_TOTAL_STORAGE_KEY);
    if (count === null || total === null || count === '' || total === '') return null;
    const summary = {
      count: Number(count),
      total: Number(total),
      currency: storage.getItem(CART_CURRENCY_STORAGE_KEY),
    };
    return isWholeNumber(summary.count) && isWholeNumber(summary.total) ? summary : null;
  } catch {
    return null;
  }
}

/**
 * Saves a summary to `storage` under the `vitrine:cart-*` keys. A full or
 * blocked storage is ignored: the summary is a convenience, not data.
 *
 * @example
 * writeCartSummary(localStorage, summaryFromCart(cart));
 */
export function writeCartSummary(storage: SummaryStorage, summary: CartSummary): void {
  try {
    storage.setItem(CART_COUNT_STORAGE_KEY, String(summary.count));
    storage.setItem(CART_TOTAL_STORAGE_KEY, String(summary.total));
    storage.setItem(CART_CURRENCY_STORAGE_KEY, summary.currency ?? '');
  } catch {
    // Quota exceeded or storage blocked: the header still follows this tab through the store.
  }
}

const sameSummary = (a: CartSummary | null, b: CartSummary | null) =>
  a === b || (a !== null && b !== null && a.count === b.count && a.total === b.total && a.currency === b.currency);

/**
 * Creates the header's cart summary store. It starts with `initial` (from the
 * server-rendered cart, or `null`); storage is first read when someone
 * subscribes (in an effect, never during a render or at import), and only
 * fills a summary that is not known yet. `save` writes storage and updates
 * this tab; other tabs hear it through the `storage` event.
 *
 * @example
 * const summary = createCartSummaryStore(null);
 * summary.subscribe(() => (badge.textContent = String(summary.getSnapshot()?.count ?? 0)));
 * summary.save(summaryFromCart(cart));
 */
export function createCartSummaryStore(
  initial: CartSummary | null,
  environment: CartSummaryEnvironment = browserCartSummaryEnvironment,
): CartSummaryStore {
  let summary = initial;
  const listeners = new Set<() => void>();
  let stopListening: (() => void) | null = null;

  function set(next: CartSummary | null): void {
    if (sameSummary(summary, next)) return;
    summary = next;
    for (const listener of listeners) listener();
  }

  function readStorage(): CartSummary | null {
    const storage = environment.getStorage();
    return storage ? readCartSummary(storage) : null;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!stopListening) {
        stopListening = environment.onStorageChange((key) => {
          if (key !== null && !SUMMARY_KEYS.includes(key)) return;
          const stored = readStorage();
          if (stored) set(stored);
        });
        if (summary === null) set(readStorage());
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopListening) {
          stopListening();
          stopListening = null;
        }
      };
    },
    getSnapshot: () => summary,
    getServerSnapshot: () => initial,
    save(next) {
      const storage = environment.getStorage();
      if (storage) writeCartSummary(storage, next);
      set({ ...next });
    },
  };
}
