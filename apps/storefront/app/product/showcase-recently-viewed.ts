import { useCallback, useEffect, useState } from 'react';
import type { Product, ProductSummary } from '@vitrine/headless';

/** localStorage key of the browsing record (the spec's optional "browsing record" application). */
export const RECENTLY_VIEWED_STORAGE_KEY = 'vitrine:recently-viewed';
/** Products the record keeps, newest first; older ones drop off. */
export const RECENTLY_VIEWED_MAX = 12;

/** The part of `Storage` the record uses, so tests and server renders can pass their own. */
export type RecordStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** One entry: enough of the product to draw its card without asking the server. */
export type RecentlyViewedProduct = ProductSummary & { viewed_at: number };

function isEntry(value: unknown): value is RecentlyViewedProduct {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<RecentlyViewedProduct>;
  return (
    typeof entry.ID === 'number' &&
    typeof entry.handle === 'string' &&
    typeof entry.title === 'string' &&
    typeof entry.price === 'number' &&
    typeof entry.currency === 'string' &&
    typeof entry.viewed_at === 'number'
  );
}

/**
 * The stored record, newest first; anything damaged (edited by hand, an older
 * format) is dropped entry by entry rather than breaking the page.
 *
 * @example readRecentlyViewed(localStorage).map((p) => p.handle); // ['alder-linen-shirt', …]
 */
export function readRecentlyViewed(storage: RecordStorage): RecentlyViewedProduct[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).sort((a, b) => b.viewed_at - a.viewed_at) : [];
  } catch {
    return [];
  }
}

/** The card fields of a product page's product. */
export function summaryOf(product: Product | ProductSummary): ProductSummary {
  return {
    ID: product.ID,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    product_type: product.product_type,
    price: product.price,
    price_max: product.price_max,
    compare_at_price: product.compare_at_price,
    currency: product.currency,
    image: product.image,
    hover_image: product.hover_image,
    available: product.available,
    swatches: product.swatches,
  };
}

/**
 * Puts a product first in the record (moving it up when it was there already)
 * and keeps at most {@link RECENTLY_VIEWED_MAX}. Returns the new record.
 *
 * @example recordProductView(localStorage, product, Date.now())[0].handle === product.handle; // true
 */
export function recordProductView(
  storage: RecordStorage,
  product: Product | ProductSummary,
  now: number,
): RecentlyViewedProduct[] {
  const rest = readRecentlyViewed(storage).filter((entry) => entry.ID !== product.ID);
  const next = [{ ...summaryOf(product), viewed_at: now }, ...rest].slice(0, RECENTLY_VIEWED_MAX);
  try {
    storage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the record simply is not kept.
  }
  return next;
}

function localStorageOrNull(): RecordStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Records the product page's product in the browsing record once it is shown
 * (after hydration; nothing happens during a server render).
 *
 * @example useRecordProductView(product);
 */
export function useRecordProductView(product: Product): void {
  useEffect(() => {
    const storage = localStorageOrNull();
    if (storage) recordProductView(storage, product, Date.now());
    // The product object changes with every loader run; its id is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.ID]);
}

/**
 * The browsing record, read after hydration (the server render and the first
 * client render show nothing, so they match). `excludeId` leaves the current
 * product out ("recently viewed" under a product means the others).
 *
 * @example
 * const { products } = useRecentlyViewed({ excludeId: product.ID, limit: 4 });
 */
export function useRecentlyViewed(options: { excludeId?: number | null; limit?: number } = {}) {
  const { excludeId = null, limit = RECENTLY_VIEWED_MAX } = options;
  const [products, setProducts] = useState<RecentlyViewedProduct[]>([]);
  const [isLoaded, setLoaded] = useState(false);

  useEffect(() => {
    const storage = localStorageOrNull();
    if (!storage) return;
    setProducts(
      readRecentlyViewed(storage)
        .filter((entry) => entry.ID !== excludeId)
        .slice(0, limit),
    );
    setLoaded(true);
  }, [excludeId, limit]);

  const clear = useCallback(() => {
    const storage = localStorageOrNull();
    try {
      storage?.setItem(RECENTLY_VIEWED_STORAGE_KEY, '[]');
    } catch {
      // Nothing to clear when storage is blocked.
    }
    setProducts([]);
  }, []);

  return { products, isLoaded, clear };
}
