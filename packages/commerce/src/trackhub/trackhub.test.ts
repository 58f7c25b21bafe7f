import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { ADDRESS, card, cartWith, newKey } from '../orders/orders.fixtures';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';

let commerce: Commerce;
beforeAll(async () => {
  commerce = await openTestCommerce();
});
afterAll(() => commerce.close());

async function shippedOrder(trackingNumber: string) {
  const variant = await variantWithStock(commerce.db, { min: 5, max: 1000 });
  const placed = await commerce.orders.createOrderFromCart({
    cartToken: await cartWith(commerce, variant.id),
    email: 'track@example.com',
    shippingAddress: ADDRESS,
    paymentMethod: 'test_card',
    card: card(),
    idempotencyKey: newKey(),
  });
  await commerce.orders.fulfillOrder(placed.order.id, trackingNumber);
  return placed.order;
}

describe('GET /trackhub', () => {
  it('lists the carriers the store ships with, each with its tracking page template', async () => {
    const { carriers } = await commerce.trackhub.carriers();
    expect(carriers.map((c) => c.code)).toEqual(['ups', 'usps', 'fedex', 'dhl', 'royal_mail']);
    for (const carrier of carriers) {
      expect(carrier.tracking_url_template).toMatch(/^https:\/\/[^ ]+\{tracking_number\}/);
      expect(carrier.name.length).toBeGreaterThan(2);
    }
  });

  it('recognises the carrier and links its tracking page, without an order', async () => {
    expect(await commerce.trackhub.lookup({ tracking_number: '1z999aa10123456784' })).toEqual({
      tracking_number: '1Z999AA10123456784',
      carrier: {
        code: 'ups',
        name: 'UPS',
        tracking_url_template: 'https://www.ups.com/track?tracknum={tracking_number}',
      },
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      order: null,
    });
    const royal = await commerce.trackhub.lookup({ tracking_number: ' AA473124829GB ' });
    expect(royal.carrier?.code).toBe('royal_mail');
    expect(royal.tracking_url).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AA473124829GB');
  });

  it('answers carrier null (still an answer) for an unknown shape or a wrong S10 check digit', async () => {
    for (const number of ['XX123456789GB', 'ABCDE', 'Z'.repeat(50)]) {
      expect(await commerce.trackhub.lookup({ tracking_number: number })).toMatchObject({
        carrier: null,
        tracking_url: null,
        order: null,
      });
    }
  });

  it('adds the status and progress of this store’s order that ships under the number', async () => {
    const order = await shippedOrder('XX123456785GB');
    await commerce.orders.updateTrackingStatus('XX123456785GB', 'transit');
    const found = await commerce.trackhub.lookup({ tracking_number: 'xx123456785gb' });
    expect(found.carrier?.code).toBe('royal_mail');
    expect(found.order).toMatchObject({
      number: order.number,
      tracking_status: 'transit',
      payment_status: 'paid',
      fulfillment_status: 'fulfilled',
    });
    expect(found.order?.stages.filter((s) => s.done).map((s) => s.name)).toEqual([
      'Ordered',
      'In Process',
      'Order Ready',
      'In Transit',
    ]);
  });

  it('takes 5–50 letters and digits only, with the spec’s message', async () => {
    await expect(commerce.trackhub.lookup({ tracking_number: 'A2345' })).resolves.toMatchObject({
      tracking_number: 'A2345',
    });
    await expect(commerce.trackhub.lookup({ tracking_number: '9'.repeat(50) })).resolves.toBeDefined();
    for (const bad of ['A234', '9'.repeat(51), 'AB-12345', 'ABC 12345', '', 'ÄBCDE']) {
      const error = await expectCommerceError(commerce.trackhub.lookup({ tracking_number: bad }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'tracking_number',
      });
      expect(error.message).toBe('Enter a valid tracking number (5–50 letters and digits)');
    }
    await expectCommerceError(commerce.trackhub.lookup({}), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'tracking_number',
    });
  });
});
