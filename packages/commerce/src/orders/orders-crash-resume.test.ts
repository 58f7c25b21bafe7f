import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import type { Db } from '../db/db.types';
import { openTestCommerce, variantWithStock } from '../test/harness';
import { createOrders } from './orders';
import { ADDRESS, card, cartWith, countingPayments, newKey, setStock, stockOf } from './orders.fixtures';

/**
 * The database as a process sees it when the connection (or the process) dies
 * after `survives` transactions: every later transaction fails before it runs.
 * What the surviving transactions committed stays, as it would on the server.
 */
function dyingAfter(db: Db, survives: number): Db {
  let opened = 0;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
      return <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
        opened += 1;
        if (opened > survives) return Promise.reject(new Error('Connection terminated unexpectedly'));
        return target.transaction(fn);
      };
    },
  });
}

async function cartLines(commerce: Commerce, token: string): Promise<Array<[number, number]>> {
  const view = await commerce.carts.get(token);
  return Object.values(view.cart).map((line) => [line.variant.ID, line.quantity]);
}

/**
 * A checkout is three transactions: the order with its stock, the payment, the
 * cart. A crash between them leaves the order half done; the shopper's repeat
 * (same idempotency key) must finish it: pay once, take the lines out once.
 */
describe('a checkout cut off between its steps, then sent again', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce();
  });
  afterAll(() => commerce.close());

  it('placed but never paid: the attempt reads as not charged, and the repeat pays that same order once', async () => {
    const variant = await variantWithStock(commerce.db, { min: 20, max: 100_000 }, 4);
    await setStock(commerce, variant.id, 10);
    const token = await cartWith(commerce, variant.id, 2);
    const { registry, calls } = countingPayments();
    const input = {
      cartToken: token,
      email: 'cut-before-payment@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      card: card(),
      idempotencyKey: newKey(),
    };

    // The order and its stock commit; the process dies before the payment's transaction.
    const crashed = createOrders(dyingAfter(commerce.db, 1), { payments: registry });
    await expect(crashed.createOrderFromCart(input)).rejects.toThrow('Connection terminated');
    expect(calls()).toBe(0);
    const orders = createOrders(commerce.db, { payments: registry });
    expect(await orders.checkoutAttempt({ cartToken: token, idempotencyKey: input.idempotencyKey })).toEqual({
      state: 'none',
    });

    const { order } = await orders.createOrderFromCart(input);
    expect(order.payment_status).toBe('paid');
    expect(calls()).toBe(1);
    expect(await stockOf(commerce, variant.id)).toBe(8);
    expect(await cartLines(commerce, token)).toEqual([]);
    const rows = await commerce.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1',
      [input.idempotencyKey],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('paid but still in the cart: the lookup and the repeat take the lines out once, never what came after', async () => {
    const variant = await variantWithStock(commerce.db, { min: 20, max: 100_000 }, 5);
    const later = await variantWithStock(commerce.db, { min: 20, max: 100_000 }, 6);
    const token = await cartWith(commerce, variant.id, 2);
    const { registry, calls } = countingPayments();
    const input = {
      cartToken: token,
      email: 'cut-after-payment@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      card: card(),
      idempotencyKey: newKey(),
    };

    // Order and payment commit; the process dies before the cart's transaction.
    const crashed = createOrders(dyingAfter(commerce.db, 2), { payments: registry });
    await expect(crashed.createOrderFromCart(input)).rejects.toThrow('Connection terminated');
    expect(calls()).toBe(1);
    expect(await cartLines(commerce, token)).toEqual([[variant.id, 2]]);

    // The shopper's page asks what became of the attempt: placed, and the bought lines leave the cart.
    const orders = createOrders(commerce.db, { payments: registry });
    const attempt = await orders.checkoutAttempt({ cartToken: token, idempotencyKey: input.idempotencyKey });
    expect(attempt.state).toBe('placed');
    expect(await cartLines(commerce, token)).toEqual([]);

    // They add something new, then their first submit arrives once more: same order, no charge, the new line stays.
    await commerce.carts.add(token, { variant_id: later.id, quantity: 1 });
    const { order } = await orders.createOrderFromCart(input);
    expect(order.payment_status).toBe('paid');
    expect(calls()).toBe(1);
    expect(await cartLines(commerce, token)).toEqual([[later.id, 1]]);
  });
});
