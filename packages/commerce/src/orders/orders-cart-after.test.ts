import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { openTestCommerce, variantWithStock } from '../test/harness';
import { createOrders } from './orders';
import { ADDRESS, card, cartWith, gatedPayments, newKey } from './orders.fixtures';

/** What the cart holds after its order is placed: only what the order did not take. */
describe('the cart after checkout', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce();
  });
  afterAll(() => commerce.close());

  it('keeps the lines and units added while the order was being paid', async () => {
    const ordered = await variantWithStock(commerce.db, { min: 20, max: 100_000 });
    const addedLater = await variantWithStock(commerce.db, { min: 20, max: 100_000 }, 1);
    const token = await cartWith(commerce, ordered.id, 2);
    const { registry, reached, open } = gatedPayments();
    const orders = createOrders(commerce.db, { payments: registry });

    const placing = orders.createOrderFromCart({
      cartToken: token,
      email: 'later@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      card: card(),
      idempotencyKey: newKey(),
    });
    await reached;
    // The order has its lines; the shopper, in another tab, adds a product and one more of the first.
    const adds = Promise.all([
      commerce.carts.add(token, { variant_id: addedLater.id, quantity: 3 }),
      commerce.carts.add(token, { variant_id: ordered.id, quantity: 1 }),
    ]);
    // On a server they land while the payment waits; the embedded database runs one transaction at a
    // time, so there they queue behind the payment and land before the cart is cleared.
    if (commerce.db.dialect === 'postgres') await adds;
    open();
    await adds;
    const { order } = await placing;

    expect(order.payment_status).toBe('paid');
    expect(order.lines.map((line) => [line.variant_id, line.quantity])).toEqual([[ordered.id, 2]]);
    const cart = await commerce.carts.get(token);
    const left = Object.values(cart.cart)
      .map((line) => [line.variant.ID, line.quantity])
      .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    expect(left).toEqual(
      [
        [ordered.id, 1],
        [addedLater.id, 3],
      ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    );
  });

  it('is empty when nothing changed during payment', async () => {
    const variant = await variantWithStock(commerce.db, { min: 20, max: 100_000 }, 2);
    const token = await cartWith(commerce, variant.id, 2);
    await commerce.carts.add(token, {
      variant_id: (await variantWithStock(commerce.db, { min: 20, max: 100_000 }, 3)).id,
      quantity: 1,
    });
    await commerce.orders.createOrderFromCart({
      cartToken: token,
      email: 'plain@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      card: card(),
      idempotencyKey: newKey(),
    });
    expect(Object.keys((await commerce.carts.get(token)).cart)).toEqual([]);
  });
});
