import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { CommerceError } from '../errors';
import { COUPON_HOLD_HOURS } from '../discounts/coupons.rows';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';
import { ADDRESS, card, cartWith, newKey } from './orders.fixtures';

/** Carts that check out at once with a single-use code whose holds have lapsed. */
const RACERS = 6;

/**
 * Limited codes (a single-use code, a reward bought with points, a code once
 * per customer) are counted when an order uses them, under the coupon's lock,
 * at checkout: a cart's hold from when the code was applied is not proof.
 */
describe('coupon limits at checkout', () => {
  let commerce: Commerce;
  let variant: { id: number; price: number };
  beforeAll(async () => {
    commerce = await openTestCommerce();
    variant = await variantWithStock(commerce.db, { min: 1, max: 100_000 });
    await commerce.db.query('UPDATE inventory_levels SET on_hand = 100000 WHERE variant_id = $1', [variant.id]);
  });
  afterAll(() => commerce.close());

  /** A 10 % code with these limits (as a reward redeemed with points is: 1 use, 1 per customer). */
  async function couponWith(limits: { usage?: number; perCustomer?: number }): Promise<string> {
    const code = `LIMIT${randomBytes(4).toString('hex').toUpperCase()}`;
    await commerce.db.query(
      `INSERT INTO coupons (code, title, discount_type, value, usage_limit, per_customer_limit)
       VALUES ($1, $1, 'percentage', 1000, $2, $3)`,
      [code, limits.usage ?? null, limits.perCustomer ?? null],
    );
    return code;
  }

  async function customer(): Promise<number> {
    const [row] = await commerce.db.query<{ id: number }>(
      "INSERT INTO customers (email, password_hash) VALUES ($1, 'x') RETURNING id",
      [`coupon-${randomBytes(4).toString('hex')}@example.com`],
    );
    return row!.id;
  }

  const place = (cartToken: string, customerId?: number) =>
    commerce.orders.createOrderFromCart({
      cartToken,
      email: 'coupons@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      card: card(),
      idempotencyKey: newKey(),
      ...(customerId ? { customerId } : {}),
    });

  async function usesOf(code: string): Promise<number> {
    const [row] = await commerce.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id
       WHERE c.code = $1 AND r.order_id IS NOT NULL`,
      [code],
    );
    return row?.n ?? 0;
  }

  /** Ages every hold of `code` past the hold window, as if the carts had waited a day. */
  async function lapseHolds(code: string): Promise<void> {
    await commerce.db.query(
      `UPDATE coupon_redemptions r SET created_at = now() - make_interval(hours => $2 + 1)
       FROM coupons c WHERE c.id = r.coupon_id AND c.code = $1 AND r.order_id IS NULL`,
      [code, COUPON_HOLD_HOURS],
    );
  }

  it('a single-use code leaves the cart with its order: the next order from that cart pays in full', async () => {
    const code = await couponWith({ usage: 1, perCustomer: 1 });
    const token = await cartWith(commerce, variant.id, 1);
    await commerce.carts.applyCoupon(token, { code });
    const first = await place(token);
    expect(first.order.discount).toBeGreaterThan(0);
    expect((await commerce.carts.get(token)).coupon_record).toBeNull();

    for (let replay = 0; replay < 2; replay += 1) {
      await commerce.carts.add(token, { variant_id: variant.id, quantity: 1 });
      const again = await place(token);
      expect(again.order.discount).toBe(0);
    }
    expect(await usesOf(code)).toBe(1);
  });

  it('re-checks a code whose hold lapsed: a second cart used the last use meanwhile', async () => {
    const code = await couponWith({ usage: 1 });
    const early = await cartWith(commerce, variant.id, 1);
    await commerce.carts.applyCoupon(early, { code });
    await lapseHolds(code);
    const late = await cartWith(commerce, variant.id, 1);
    await commerce.carts.applyCoupon(late, { code });
    expect((await place(late)).order.discount).toBeGreaterThan(0);

    await expectCommerceError(place(early), { status: 422, code: 'COUPON_USAGE_LIMIT_REACHED', field: 'code' });
    expect(await usesOf(code)).toBe(1);
  });

  it(`${RACERS} carts with lapsed holds check out at once: one order gets the single use`, async () => {
    const code = await couponWith({ usage: 1 });
    const carts: string[] = [];
    for (let index = 0; index < RACERS; index += 1) {
      const token = await cartWith(commerce, variant.id, 1);
      await commerce.carts.applyCoupon(token, { code });
      await lapseHolds(code);
      carts.push(token);
    }
    const results = await Promise.allSettled(carts.map((token) => place(token)));

    const placed = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.order] : []));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(placed).toHaveLength(1);
    expect(placed[0]?.discount).toBeGreaterThan(0);
    expect(refused).toHaveLength(RACERS - 1);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(CommerceError);
      expect((reason as CommerceError).code).toBe('COUPON_USAGE_LIMIT_REACHED');
    }
    expect(await usesOf(code)).toBe(1);
  });

  it('holds a signed-in customer to a code once per customer, whichever cart they use', async () => {
    const code = await couponWith({ perCustomer: 1 });
    const shopper = await customer();
    const first = await cartWith(commerce, variant.id, 1);
    await commerce.carts.applyCoupon(first, { code });
    expect((await place(first, shopper)).order.discount).toBeGreaterThan(0);

    const second = await cartWith(commerce, variant.id, 1);
    await commerce.carts.applyCoupon(second, { code });
    await expectCommerceError(place(second, shopper), {
      status: 422,
      code: 'COUPON_CUSTOMER_LIMIT_REACHED',
      field: 'code',
    });
    // Another customer still may.
    expect((await place(second, await customer())).order.discount).toBeGreaterThan(0);
    expect(await usesOf(code)).toBe(2);
  });
});
