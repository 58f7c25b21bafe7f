import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';
import { ADDRESS, card, cartWith, newKey } from './orders.fixtures';
import { TEST_CARDS } from '../payments/test-card.provider';

describe('orders and the cart rules that count at checkout', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce();
  });
  afterAll(() => commerce.close());

  const place = (cartToken: string, cardNumber?: string) =>
    commerce.orders.createOrderFromCart({
      cartToken,
      email: 'ada@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      card: card(cardNumber),
      idempotencyKey: newKey(),
    });

  it('counts a single-use code for the order that used it, and gives it back when the payment is refused', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const declined = Object.entries(TEST_CARDS).find(([, outcome]) => outcome.status === 'failed')?.[0];
    // LAUNCH needs a $50 subtotal.
    const quantity = Math.ceil(5000 / variant.price);
    const refusedCart = await cartWith(commerce, variant.id, quantity);
    await commerce.carts.applyCoupon(refusedCart, { code: 'LAUNCH' });
    await expect(place(refusedCart, declined)).rejects.toMatchObject({ status: 402 });
    // The refused order gave the use back to its cart, which can still check out with the code.
    const { order } = await place(refusedCart);
    expect(order.payment_status).toBe('paid');
    expect(order.discount).toBeGreaterThan(0);

    const another = await cartWith(commerce, variant.id, quantity);
    await expectCommerceError(commerce.carts.applyCoupon(another, { code: 'LAUNCH' }), {
      status: 422,
      code: 'COUPON_USAGE_LIMIT_REACHED',
      field: 'code',
    });
  });

  it('refuses to place an order outside the store total limits', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    await commerce.db.query('UPDATE pricing_settings SET min_cart_total = $1', [variant.price * 2]);
    try {
      const token = await cartWith(commerce, variant.id, 1);
      await expectCommerceError(place(token), { status: 422, code: 'CART_TOTAL_TOO_LOW', field: 'cart_total' });
      await commerce.carts.updateLine(token, Object.keys((await commerce.carts.get(token)).cart)[0]!, { quantity: 2 });
      expect((await place(token)).order.payment_status).toBe('paid');
    } finally {
      await commerce.db.query('UPDATE pricing_settings SET min_cart_total = NULL');
    }
  });
});
