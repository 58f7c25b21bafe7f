import { useCallback, useEffect, useState } from 'react';
import { QUANTITY_MIN } from './quantity';
import { readStoredQuantity, writeStoredQuantity, type QuantityStorage } from './storedQuantity';

function sessionStorageOrNull(): QuantityStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What {@link useStoredQuantity} returns. */
export interface UseStoredQuantityResult {
  quantity: number;
  setQuantity(quantity: number): void;
}

/**
 * The product page's quantity, kept in session storage under `inputnum` so it
 * survives a reload or a trip back from the cart. The server render and the
 * first client render use `initial`; the stored value is read after hydration.
 *
 * @example
 * const { quantity, setQuantity } = useStoredQuantity(product.ID);
 * <QuantityStepper value={quantity} onChange={setQuantity} />
 */
export function useStoredQuantity(productId: number | string, initial = QUANTITY_MIN): UseStoredQuantityResult {
  const [quantity, setState] = useState(initial);
  useEffect(() => {
    const storage = sessionStorageOrNull();
    if (storage) setState(readStoredQuantity(storage, productId, initial));
  }, [productId, initial]);
  const setQuantity = useCallback(
    (next: number) => {
      setState(next);
      const storage = sessionStorageOrNull();
      if (storage) writeStoredQuantity(storage, productId, next);
    },
    [productId],
  );
  return { quantity, setQuantity };
}
