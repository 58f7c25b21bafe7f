import type { AddToCartInput, BatchAddInput, Cart } from '../contract';
import { CART_EVENTS } from '../cart/cartEvents';
import type { EventBus } from '../events/events.types';
import { trackedItemOfLine } from './orderTracking';
import { buildAddToCart, type TrackingEvent } from './tracking';
import type { AddToCartPayload, TrackedItem } from './tracking.types';

/** What the cart publishes with `cart:add` and `cart:add-batch`. */
export interface CartAddEventPayload {
  input: AddToCartInput | BatchAddInput;
  cart: Cart;
}

/**
 * The add-to-cart tracking event for a successful cart add (single or
 * batch): each added variant with product id, sku, title and unit price from
 * the cart the server returned.
 *
 * @example
 * bus.subscribe('cart:add', ({ payload }) => {
 *   const event = addToCartFromCartEvent(payload as CartAddEventPayload);
 *   bus.publish(event.name, event.payload);
 * });
 */
export function addToCartFromCartEvent(payload: CartAddEventPayload): TrackingEvent<AddToCartPayload> {
  const inputs = 'items' in payload.input ? payload.input.items : [payload.input];
  const lines = Object.values(payload.cart.cart);
  const items = inputs.map((input): TrackedItem => {
    const variantId = Number(input.variant_id);
    const quantity = Number(input.quantity ?? 1);
    const line = lines.find((candidate) => candidate.variant.ID === variantId);
    // The quantity added, not the line's (which holds earlier adds too).
    if (line) return { ...trackedItemOfLine(line), quantity };
    return { productId: null, variantId, sku: null, title: null, price: null, quantity };
  });
  return buildAddToCart({ items, currency: payload.cart.currency });
}

/**
 * Publishes `track:add_to_cart` for every successful cart add on the bus
 * (spec 4: cart events trigger tracking). Call once at start-up, before
 * anything else listens to `cart:add` (the bus hands queued events to the
 * first listener only). Returns the stop function.
 *
 * @example
 * const bus = createEventBus();
 * bridgeCartToTracking(bus);
 * createTracker({ bus, adapters: [pixel] });
 */
export function bridgeCartToTracking(bus: EventBus): () => void {
  const forward = (payload: unknown) => {
    const event = addToCartFromCartEvent(payload as CartAddEventPayload);
    bus.publish(event.name, event.payload);
  };
  const stops = [
    bus.subscribe(CART_EVENTS.add, (event) => forward(event.payload)),
    bus.subscribe(CART_EVENTS.addBatch, (event) => forward(event.payload)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
