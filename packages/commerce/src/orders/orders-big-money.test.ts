import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';
import { ADDRESS, cartWith, newKey, setStock } from './orders.fixtures';

/** Largest value of a PostgreSQL `integer` column. */
const INT32_MAX = 2_147_483_647;

/** Amounts past 32 bits: a dear item in quantity, and ids no row can have. */
describe('large amounts and out-of-range ids', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce();
  });
  afterAll(() => commerce.close());

  it('places and reads back an order whose total passes 2^31 − 1 minor units', async () => {
    const variant = await variantWithStock(commerce.db, { min: 1, max: 100_000 });
    const unitPrice = 1_500_000_000;
    await commerce.db.query('UPDATE variants SET price = $2, compare_at_price = NULL WHERE id = $1', [
      variant.id,
      unitPrice,
    ]);
    await setStock(commerce, variant.id, 100);
    const token = await cartWith(commerce, variant.id, 3);
    const placed = await commerce.orders.createOrderFromCart({
      cartToken: token,
      email: 'big@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'cash_on_delivery',
      idempotencyKey: newKey(),
    });
    expect(placed.order.subtotal).toBe(unitPrice * 3);
    expect(placed.order.total).toBeGreaterThan(INT32_MAX);
    const read = await commerce.orders.getOrder({ number: placed.order.number, lookupToken: placed.lookupToken });
    expect(read.total).toBe(placed.order.total);
    expect(read.lines[0]?.line_total).toBe(unitPrice * 3);
  });

  it.each([INT32_MAX + 1, 2 ** 53])('refuses variant id %d with a 422 naming variant_id', async (id) => {
    await expectCommerceError(commerce.carts.add(null, { variant_id: id, quantity: 1 }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'variant_id',
    });
  });
});
