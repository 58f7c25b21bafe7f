import { describe, expect, it } from 'vitest';
import { createEventBus } from '../events/bus';
import type { StoreEvent } from '../events/events.types';
import { makeCart, makeLine } from '../test/fixtures';
import { addToCartFromCartEvent, bridgeCartToTracking } from './cartTracking';

const cart = makeCart([
  makeLine({ key: 'a', variantId: 1, unitPrice: 1500, quantity: 2 }),
  makeLine({ key: 'b', variantId: 2, unitPrice: 900 }),
]);

describe('cart adds as tracking events', () => {
  it('describes a single add from the returned cart', () => {
    expect(addToCartFromCartEvent({ input: { variant_id: 1, quantity: 2 }, cart })).toEqual({
      name: 'track:add_to_cart',
      payload: {
        items: [{ productId: 101, variantId: 1, sku: 'V1', title: 'Product 1', price: 1500, quantity: 2 }],
        currency: 'USD',
        value: 3000,
      },
    });
  });

  it('describes a batch add, and a variant the cart does not show', () => {
    const event = addToCartFromCartEvent({
      input: { items: [{ variant_id: 2, quantity: 1 }, { variant_id: 9 }] },
      cart,
    });
    expect(event.payload.items).toEqual([
      { productId: 102, variantId: 2, sku: 'V2', title: 'Product 2', price: 900, quantity: 1 },
      { productId: null, variantId: 9, sku: null, title: null, price: null, quantity: 1 },
    ]);
    expect(event.payload.value).toBe(900);
  });

  it('bridges cart:add and cart:add-batch on the bus, including ones published before', () => {
    const bus = createEventBus();
    bus.publish('cart:add', { input: { variant_id: 1, quantity: 1 }, cart });
    const stop = bridgeCartToTracking(bus);
    bus.publish('cart:add-batch', { input: { items: [{ variant_id: 2, quantity: 3 }] }, cart });
    const tracked: StoreEvent[] = [];
    bus.subscribe('track:add_to_cart', (event) => tracked.push(event));
    expect(tracked.map((event) => (event.payload as { value: number }).value)).toEqual([1500, 2700]);
    stop();
    bus.publish('cart:add', { input: { variant_id: 1 }, cart });
    expect(tracked).toHaveLength(2);
  });
});
