import { useEffect, useRef } from 'react';
import { useStoreEvents, type ItemEventPayload, type Product, type Variant } from '@vitrine/headless';

/**
 * Bus names of the item events (the same strings as headless `ANALYTICS_EVENTS`,
 * written out so the product page's first load does not carry the adapters' module).
 */
export const VIEW_ITEM_EVENT = 'track:view_item';
export const ADD_TO_WISHLIST_EVENT = 'track:add_to_wishlist';

/**
 * The `track:view_item` / `track:add_to_wishlist` payload of a product (and
 * the chosen variant, when there is one). Prices in minor units.
 *
 * @example itemEventPayload(product, variant).item.price; // 4800
 */
export function itemEventPayload(product: Product, variant: Variant | null | undefined): ItemEventPayload {
  return {
    item: {
      productId: product.ID,
      variantId: variant?.ID ?? null,
      sku: variant?.sku ?? null,
      title: product.title,
      price: variant?.price ?? product.price,
      quantity: 1,
    },
    currency: product.currency,
  };
}

/**
 * Publishes `track:view_item` on the shopper-event bus once per product shown
 * (not again when only the variant changes); the analytics adapters listening
 * on the bus decide what leaves the browser.
 */
export function useViewItemTracking(product: Product, variant: Variant | null | undefined): void {
  const bus = useStoreEvents();
  const published = useRef<number | null>(null);
  useEffect(() => {
    if (published.current === product.ID) return;
    published.current = product.ID;
    bus.publish(VIEW_ITEM_EVENT, itemEventPayload(product, variant));
    // Only a new product is a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bus, product.ID]);
}
