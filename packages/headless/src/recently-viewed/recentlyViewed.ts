/**
 * The browsing record (the spec's optional "browsing record" application):
 * products this browser looked at lately, kept in localStorage, nothing sent
 * to the server. Pure functions over a `Storage`; `useRecentlyViewed` is the hook.
 */
import type { Product, ProductSummary } from '../contract';

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
    single_variant_id:
      'variants' in product
        ? product.variants.length === 1
          ? product.variants[0]!.ID
          : null
        : product.single_variant_id,
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
