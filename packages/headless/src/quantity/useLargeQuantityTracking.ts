import { useCallback, useMemo } from 'react';
import { useOptionalStoreEvents } from '../provider/StoreProvider';
import { LARGE_QUANTITY_EVENT } from './quantity';

/** Payload of the {@link LARGE_QUANTITY_EVENT} bus event. */
export interface LargeQuantityEvent {
  /** The number the shopper typed (more than 100), before stock capped it. */
  quantity: number;
  /** Product the stepper belongs to, when known. */
  productId: number | string | null;
  /** Variant the stepper belongs to, when known. */
  variantId: number | string | null;
}

/** What `useLargeQuantityTracking` returns. */
export interface UseLargeQuantityTrackingResult {
  /** Publishes the event; pass it to `useQuantityStepper({ onLargeQuantity })`. */
  onLargeQuantity(quantity: number): void;
}

/**
 * A callback for `useQuantityStepper({ onLargeQuantity })` that publishes the
 * spec's large-quantity analytics event (spec 5: typed input above 100) on the
 * provider's event bus as `track:large_quantity`, which the tracker forwards
 * to the analytics adapters after consent. Outside a `StoreProvider` (a bare
 * stepper in a story) there is no bus and nothing is published.
 *
 * @example
 * const { onLargeQuantity } = useLargeQuantityTracking(product.ID, variant.ID);
 * const stepper = useQuantityStepper({ value, onChange, onLargeQuantity });
 */
export function useLargeQuantityTracking(
  productId: number | string | null = null,
  variantId: number | string | null = null,
): UseLargeQuantityTrackingResult {
  const events = useOptionalStoreEvents();
  const onLargeQuantity = useCallback(
    (quantity: number) => events?.publish<LargeQuantityEvent>(LARGE_QUANTITY_EVENT, { quantity, productId, variantId }),
    [events, productId, variantId],
  );
  return useMemo(() => ({ onLargeQuantity }), [onLargeQuantity]);
}
