import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { CommerceError } from '../errors';
import { openTestCommerce, variantWithStock } from '../test/harness';
import { ADDRESS, card, cartWith, countingPayments, newKey, setStock, stockOf } from './orders.fixtures';
import { createOrders } from './orders';

/** Like Saleor's race-condition tests: many checkouts at once, and the stock must hold. */
describe('checkouts racing for the last unit', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce();
  });
  afterAll(() => commerce.close());

  const submit = (orders: ReturnType<typeof createOrders>, cartToken: string, idempotencyKey = newKey()) =>
    orders.createOrderFromCart({
      cartToken,
      email: 'race@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      card: card(),
      idempotencyKey,
    });

  it('50 carts, 1 unit: exactly one order, 49 clean INSUFFICIENT_STOCK errors', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const carts = [];
    for (let index = 0; index < 50; index += 1) carts.push(await cartWith(commerce, variant.id, 1));
    await setStock(commerce, variant.id, 1);
    const { registry, calls } = countingPayments();
    const orders = createOrders(commerce.db, { payments: registry });

    const results = await Promise.allSettled(carts.map((token) => submit(orders, token)));

    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const reason of lost) {
      expect(reason).toBeInstanceOf(CommerceError);
      expect((reason as CommerceError).toJSON()).toMatchObject({ status: 409, code: 'INSUFFICIENT_STOCK' });
    }
    expect(calls()).toBe(1);
    expect(await stockOf(commerce, variant.id)).toBe(0);
    const [count] = await commerce.db.query<{ n: number }>(
      'SELECT count(DISTINCT o.id)::int AS n FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.variant_id = $1',
      [variant.id],
    );
    expect(count?.n).toBe(1);
  });

  it('10 submits of one idempotency key: one order, one charge', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 }, 1);
    const token = await cartWith(commerce, variant.id, 2);
    const { registry, calls } = countingPayments();
    const orders = createOrders(commerce.db, { payments: registry });
    const key = newKey();

    const results = await Promise.all(Array.from({ length: 10 }, () => submit(orders, token, key)));

    expect(new Set(results.map((result) => result.order.id)).size).toBe(1);
    expect(new Set(results.map((result) => result.lookupToken)).size).toBe(1);
    expect(results.every((result) => result.order.payment_status === 'paid')).toBe(true);
    expect(calls()).toBe(1);
    expect(await stockOf(commerce, variant.id)).toBe(variant.onHand - 2);
  });
});
