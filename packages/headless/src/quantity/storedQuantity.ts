import { QUANTITY_MAX, QUANTITY_MIN } from './quantity';

/** Session-storage key of the quantities chosen on product pages: a map of product id → quantity (spec 3). */
export const INPUTNUM_STORAGE_KEY = 'inputnum';

/** The part of `Storage` these helpers use, so tests and SSR can pass their own. */
export type QuantityStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readMap(storage: QuantityStorage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(INPUTNUM_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, number>) : {};
  } catch {
    // A damaged entry (edited by hand, another app) is treated as empty rather than breaking the page.
    return {};
  }
}

/**
 * The quantity last chosen for a product in this browser session, or `fallback`
 * when none is stored or the stored value is not a whole number within 1–100000.
 *
 * @example
 * readStoredQuantity(sessionStorage, 42, 1) // 3 after writeStoredQuantity(sessionStorage, 42, 3)
 */
export function readStoredQuantity(storage: QuantityStorage, productId: number | string, fallback: number): number {
  const value = readMap(storage)[String(productId)];
  return typeof value === 'number' && Number.isInteger(value) && value >= QUANTITY_MIN && value <= QUANTITY_MAX
    ? value
    : fallback;
}

/**
 * Stores the quantity chosen for a product, keeping the other products' entries.
 *
 * @example
 * writeStoredQuantity(sessionStorage, 42, 3) // sessionStorage.inputnum === '{"42":3}'
 */
export function writeStoredQuantity(storage: QuantityStorage, productId: number | string, quantity: number): void {
  const map = readMap(storage);
  map[String(productId)] = quantity;
  try {
    storage.setItem(INPUTNUM_STORAGE_KEY, JSON.stringify(map));
  } catch {
    // Storage full or blocked (private mode): the quantity simply isn't remembered.
  }
}
