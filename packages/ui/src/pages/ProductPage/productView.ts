import {
  ANALYTICS_EVENTS,
  recordProductView,
  type EventBus,
  type ItemEventPayload,
  type Product,
  type Variant,
} from '@vitrine/headless';

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
 * A product shown: `track:view_item` on the shopper-event bus (the analytics
 * adapters listening on it decide what leaves the browser) and an entry in
 * the browsing record. Loaded after the first paint, outside the page's
 * first-load JavaScript.
 */
export function productViewed(bus: EventBus, product: Product, variant: Variant | null, now: number): void {
  bus.publish(ANALYTICS_EVENTS.viewItem, itemEventPayload(product, variant));
  try {
    recordProductView(window.localStorage, product, now);
  } catch {
    // Storage may be full or blocked (private mode): the page works without the record.
  }
}

/** A product saved to the wish list: `track:add_to_wishlist`. */
export function productWished(bus: EventBus, product: Product, variant: Variant | null): void {
  bus.publish(ANALYTICS_EVENTS.addToWishlist, itemEventPayload(product, variant));
}
