import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { PAYMENT_MESSAGES } from '../payments/payments.codes';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';
import { DEFAULT_UNPAID_TIMEOUT_MS } from './orders.context';
import { ADDRESS, card, cartWith, countingPayments, newKey, setStock, stockOf } from './orders.fixtures';
import { createOrders, type OrderService } from './orders';

describe('placing an order from a cart', () => {
  let commerce: Commerce;
  let orders: OrderService;
  let calls: () => number;
  let clock = new Date('2030-01-15T10:00:00.000Z');
  beforeAll(async () => {
    commerce = await openTestCommerce();
    const payments = countingPayments();
    calls = payments.calls;
    orders = createOrders(commerce.db, { payments: payments.registry, now: () => clock });
  });
  afterAll(() => commerce.close());

  const place = (cartToken: string, extra: Record<string, unknown> = {}) =>
    orders.createOrderFromCart({
      cartToken,
      email: 'ada@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      card: card(),
      idempotencyKey: newKey(),
      ...extra,
    });

  it('charges the cart total, copies the lines, takes the stock and empties the cart', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const token = await cartWith(commerce, variant.id, 3);
    // The order is priced for where it ships.
    const cart = await commerce.carts.setShippingAddress(token, {
      country: ADDRESS.country,
      postcode: ADDRESS.postcode,
    });
    const { order, lookupToken } = await place(token);
    expect(order.number).toMatch(/^VT-\d{6,}$/);
    expect(order).toMatchObject({ status: 'open', payment_status: 'paid', fulfillment_status: 'unfulfilled' });
    expect(order.total).toBe(cart.cart_total);
    expect(order.subtotal - order.discount + order.shipping + order.tax).toBe(order.total);
    expect(order.pay_by).toBeNull();
    const [product] = await commerce.db.query<{ product_id: number }>('SELECT product_id FROM variants WHERE id = $1', [
      variant.id,
    ]);
    expect(order.lines).toEqual([
      expect.objectContaining({
        variant_id: variant.id,
        // Analytics name the purchase's items by product, as they name the add to cart.
        product_id: product!.product_id,
        quantity: 3,
        unit_price: variant.price,
        line_total: variant.price * 3,
      }),
    ]);
    expect(lookupToken.length).toBeGreaterThan(20);
    expect(await stockOf(commerce, variant.id)).toBe(variant.onHand - 3);
    expect((await commerce.carts.get(token)).cart_contents_count).toBe(0);
  });

  it('a repeated submit returns the same order and charges once', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const token = await cartWith(commerce, variant.id, 2);
    const key = newKey();
    const before = calls();
    const first = await place(token, { idempotencyKey: key });
    const second = await place(token, { idempotencyKey: key });
    expect(second.order).toEqual(first.order);
    expect(second.lookupToken).toBe(first.lookupToken);
    expect(calls() - before).toBe(1);
    expect(await stockOf(commerce, variant.id)).toBe(variant.onHand - 2);
  });

  it('refuses a key already used by another cart (409)', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const key = newKey();
    await place(await cartWith(commerce, variant.id), { idempotencyKey: key });
    await expectCommerceError(place(await cartWith(commerce, variant.id), { idempotencyKey: key }), {
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: 'idempotencyKey',
    });
  });

  it('a refused payment is a 402 with its code; stock goes back and the cart stays', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const token = await cartWith(commerce, variant.id, 2);
    const key = newKey();
    const before = calls();
    const error = await expectCommerceError(place(token, { idempotencyKey: key, card: card('4000000000000051') }), {
      status: 402,
      code: 'PAYMENT_INSUFFICIENT_FUNDS',
      field: 'payment',
    });
    expect(error.message).toBe(PAYMENT_MESSAGES.PAYMENT_INSUFFICIENT_FUNDS);
    expect(await stockOf(commerce, variant.id)).toBe(variant.onHand);
    expect((await commerce.carts.get(token)).cart_contents_count).toBe(2);
    // The same key replays the same answer without asking the provider again.
    await expectCommerceError(place(token, { idempotencyKey: key, card: card() }), {
      status: 402,
      code: 'PAYMENT_INSUFFICIENT_FUNDS',
      field: 'payment',
    });
    expect(calls() - before).toBe(1);
    // A new attempt (new key) with a good card goes through.
    const { order } = await place(token);
    expect(order.payment_status).toBe('paid');
    expect(await stockOf(commerce, variant.id)).toBe(variant.onHand - 2);
  });

  it('sells nothing it does not have: 409 INSUFFICIENT_STOCK, no order, cart kept', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 }, 3);
    const other = await variantWithStock(commerce.db, { min: 10, max: 1000 }, 4);
    const token = await cartWith(commerce, variant.id, 2);
    await commerce.carts.add(token, { variant_id: other.id, quantity: 1 });
    await setStock(commerce, variant.id, 1);
    const before = calls();
    await expectCommerceError(place(token), { status: 409, code: 'INSUFFICIENT_STOCK', field: 'cart' });
    expect(calls()).toBe(before);
    // all lines or none: the other variant's stock is untouched
    expect(await stockOf(commerce, other.id)).toBe(other.onHand);
    expect(await stockOf(commerce, variant.id)).toBe(1);
    expect((await commerce.carts.get(token)).cart_contents_count).toBe(3);
    // exactly the stock is fine
    await setStock(commerce, variant.id, 2);
    await place(token);
    expect(await stockOf(commerce, variant.id)).toBe(0);
  });

  it('validates the input before anything happens', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const token = await cartWith(commerce, variant.id);
    await expectCommerceError(place(token, { card: card('4242424242424241') }), {
      status: 422,
      code: 'CARD_NUMBER_INVALID',
      field: 'card.number',
    });
    await expectCommerceError(place(token, { card: undefined }), {
      status: 422,
      code: 'CARD_NUMBER_INVALID',
      field: 'card.number',
    });
    await expectCommerceError(place(token, { paymentMethod: 'gift_voucher' }), {
      status: 422,
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      field: 'paymentMethod',
    });
    await expectCommerceError(place(token, { email: 'not-an-email' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'email',
    });
    await expectCommerceError(place(token, { idempotencyKey: 'short' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'idempotencyKey',
    });
    await expectCommerceError(place(token, { shippingAddress: { ...ADDRESS, address1: 'x'.repeat(256) } }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'shippingAddress.address1',
    });
    await place(token, { shippingAddress: { ...ADDRESS, address1: 'x'.repeat(255) } });
    const [count] = await commerce.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE status = 'failed'",
    );
    expect(count?.n).toBe(1);
  });

  it('an empty or unknown cart is a 422 CART_EMPTY', async () => {
    await expectCommerceError(place('x'.repeat(43)), { status: 422, code: 'CART_EMPTY', field: 'cartToken' });
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const token = await cartWith(commerce, variant.id);
    await place(token);
    await expectCommerceError(place(token), { status: 422, code: 'CART_EMPTY', field: 'cartToken' });
  });

  it('a manual method places the order unpaid, cancelled with stock back at the timeout', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const token = await cartWith(commerce, variant.id, 4);
    clock = new Date('2030-02-01T12:00:00.000Z');
    const { order } = await place(token, { paymentMethod: 'cash_on_delivery', card: undefined });
    expect(order).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_method: 'cash_on_delivery' });
    const payBy = new Date(clock.getTime() + DEFAULT_UNPAID_TIMEOUT_MS);
    expect(order.pay_by).toBe(payBy.toISOString());
    expect(await stockOf(commerce, variant.id)).toBe(variant.onHand - 4);
    expect((await commerce.carts.get(token)).cart_contents_count).toBe(0);

    expect(await orders.cancelExpiredOrders(new Date(payBy.getTime() - 1))).not.toContain(order.number);
    expect(await stockOf(commerce, variant.id)).toBe(variant.onHand - 4);
    expect(await orders.cancelExpiredOrders(payBy)).toContain(order.number);
    expect(await stockOf(commerce, variant.id)).toBe(variant.onHand);
    const cancelled = await orders.getOrder({ number: order.number, cartToken: token });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelled_at: payBy.toISOString(), pay_by: null });
    // a second run finds nothing more to release
    expect(await orders.cancelExpiredOrders(new Date(payBy.getTime() + 1))).not.toContain(order.number);
    expect(await stockOf(commerce, variant.id)).toBe(variant.onHand);
  });

  it('a pending card payment waits unpaid; paid orders are never cancelled', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    clock = new Date('2030-03-01T12:00:00.000Z');
    const pending = await place(await cartWith(commerce, variant.id), { card: card('4000000000000234') });
    expect(pending.order).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_code: 'PAYMENT_PENDING' });
    const paid = await place(await cartWith(commerce, variant.id));
    const later = new Date(clock.getTime() + DEFAULT_UNPAID_TIMEOUT_MS * 10);
    const cancelled = await orders.cancelExpiredOrders(later);
    expect(cancelled).toContain(pending.order.number);
    expect(cancelled).not.toContain(paid.order.number);
  });

  it('the timeout is configurable', async () => {
    const short = createOrders(commerce.db, { unpaidTimeoutMs: 60_000, now: () => clock });
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const { order } = await short.createOrderFromCart({
      cartToken: await cartWith(commerce, variant.id),
      email: 'ada@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'bank_transfer',
      idempotencyKey: newKey(),
    });
    expect(order.pay_by).toBe(new Date(clock.getTime() + 60_000).toISOString());
    expect(() => createOrders(commerce.db, { unpaidTimeoutMs: 0 })).toThrow();
  });
});
