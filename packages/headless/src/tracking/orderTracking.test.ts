import { describe, expect, it } from 'vitest';
import type { Order } from '../contract';
import { createEventBus } from '../events/bus';
import { makeCart, makeLine } from '../test/fixtures';
import { createTracker } from './tracker';
import { ANALYTICS_EVENTS } from './adapters/analyticsEvents';
import { ga4Params } from './adapters/ga4';
import { metaParams } from './adapters/metaPixel';
import { tiktokParams } from './adapters/tiktokPixel';
import { beginCheckoutFromCart, purchaseFromOrder } from './orderTracking';
import { buildPurchase } from './tracking';
import type { StoreEvent } from '../events/events.types';

const order: Order = {
  id: 41,
  number: 'VT-100002',
  email: 'ada@example.com',
  currency: 'USD',
  subtotal: 7600,
  discount: 760,
  shipping: 695,
  tax: 546,
  total: 8081,
  refunded: 0,
  payment_method: 'test_card',
  payment_status: 'paid',
  payment_code: null,
  fulfillment_status: 'unfulfilled',
  status: 'open',
  shipping_address: {},
  placed_at: '2030-01-15T10:00:00.000Z',
  cancelled_at: null,
  pay_by: null,
  tracking_number: null,
  lines: [
    {
      variant_id: 119,
      product_id: 18,
      product_title: 'Cedar & Fig Candle',
      variant_title: 'Default',
      sku: 'CFC-1',
      unit_price: 3800,
      quantity: 2,
      line_total: 7600,
      properties: [],
    },
  ],
};

const asEvent = (name: string, payload: unknown): StoreEvent => ({ name, payload, at: 0, seq: 1 });

describe('order events from the server’s order and cart', () => {
  it('names the purchase’s items by product and variant, and is worth what the server charged', () => {
    const fields = purchaseFromOrder(order);
    expect(fields).toMatchObject({
      orderId: 41,
      orderNumber: 'VT-100002',
      currency: 'USD',
      quantity: 2,
      total: 8081,
      orderShipping: 695,
      taxesTotal: 546,
      orderPayTime: '2030-01-15T10:00:00.000Z',
      items: [{ productId: 18, variantId: 119, sku: 'CFC-1', title: 'Cedar & Fig Candle', price: 3800, quantity: 2 }],
    });
    const purchase = buildPurchase(fields);
    const event = asEvent(purchase.name, purchase.payload);
    // 80.81 = 76.00 − 7.60 + 6.95 + 5.46: the discount, shipping and tax are in it, on every network.
    expect(ga4Params(event, window)).toMatchObject({
      value: 80.81,
      currency: 'USD',
      transaction_id: 'VT-100002',
      shipping: 6.95,
      tax: 5.46,
    });
    expect(metaParams(event)).toMatchObject({ value: 80.81, content_ids: ['18'], order_id: 'VT-100002', num_items: 2 });
    expect(tiktokParams(event)).toMatchObject({
      value: 80.81,
      contents: [{ content_id: '18', quantity: 2, price: 38 }],
    });
  });

  it('has no pay time for an unpaid order, and falls back to the variant once the product is gone', () => {
    const unpaid = purchaseFromOrder({
      ...order,
      payment_status: 'unpaid',
      lines: [{ ...order.lines[0]!, product_id: null }],
    });
    expect(unpaid.orderPayTime).toBeNull();
    const purchase = buildPurchase(unpaid);
    expect(metaParams(asEvent(purchase.name, purchase.payload)).content_ids).toEqual(['119']);
  });

  it('begins checkout with every line of the cart as the server priced it', () => {
    const cart = makeCart([
      makeLine({ key: 'a', variantId: 1, unitPrice: 1500, quantity: 2 }),
      makeLine({ key: 'b', variantId: 2, unitPrice: 900 }),
    ]);
    const event = beginCheckoutFromCart(cart);
    expect(event).toEqual({
      name: ANALYTICS_EVENTS.beginCheckout,
      payload: {
        items: [
          { productId: 101, variantId: 1, sku: 'V1', title: 'Product 1', price: 1500, quantity: 2 },
          { productId: 102, variantId: 2, sku: 'V2', title: 'Product 2', price: 900, quantity: 1 },
        ],
        currency: 'USD',
        value: 3900,
      },
    });
    // The tracker forwards it by that name.
    const bus = createEventBus();
    const seen: string[] = [];
    createTracker({
      bus,
      consent: 'granted',
      events: Object.values(ANALYTICS_EVENTS),
      adapters: [{ name: 'spy', handle: (e) => void seen.push(e.name) }],
    });
    bus.publish(event.name, event.payload);
    expect(seen).toEqual(['track:begin_checkout']);
  });
});
