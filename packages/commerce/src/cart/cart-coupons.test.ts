import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { pricedCartSchema } from '@vitrine/headless/contract';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { createCarts, type CartService } from './cart';
import { insertCoupon, pricedVariant } from './pricing.test-helpers';

describe('cart coupons', () => {
  let commerce: Commerce;
  let carts: CartService;
  let clock = new Date('2030-01-01T00:00:00.000Z');
  let tenDollars: { id: number };

  const cartWith = async (quantity = 1, variantId = tenDollars.id) =>
    (await carts.add(null, { variant_id: variantId, quantity })).token;
  const redemptions = async (couponId: number) =>
    (
      await commerce.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM coupon_redemptions WHERE coupon_id = $1',
        [couponId],
      )
    )[0]?.count;

  beforeAll(async () => {
    commerce = await openTestCommerce();
    carts = createCarts(commerce.db, { now: () => clock });
    tenDollars = await pricedVariant(commerce.db, 1000);
  });
  afterAll(() => commerce.close());

  it('applies a seeded code whatever its letter case and prices the cart with it', async () => {
    const token = await cartWith(3);
    const cart = await carts.applyCoupon(token, { code: ' welcome10 ', position: 'cart' });
    expect(pricedCartSchema.strict().parse(cart)).toEqual(cart);
    expect(cart.coupon_record).toEqual({ code: 'WELCOME10', discount_type: 'percentage', rule_data: {} });
    expect(cart).toMatchObject({
      cart_subtotal: 3000,
      discount_total: 300,
      cart_contents_total: 2700,
      cart_total: 2700,
    });
    expect(Object.values(cart.cart)[0]?.discounts).toEqual([
      { source: 'coupon', id: 'WELCOME10', title: 'WELCOME10', amount: 300 },
    ]);
    expect(await carts.get(token)).toEqual(cart);
  });

  it('records where each use came from: the campaign medium, where the code was entered, and whether the store applied it', async () => {
    const typed = await cartWith();
    await carts.applyCoupon(typed, { code: 'WELCOME10', position: 'drawer', utm_medium: ' email ' });
    const linked = await cartWith();
    await carts.applyCoupon(linked, { code: 'WELCOME10', auto_apply_coupon: true });
    const rows = await commerce.db.query<{ utm_medium: string | null; position: string | null; auto_applied: boolean }>(
      `SELECT r.utm_medium, r.position, r.auto_applied FROM coupon_redemptions r
        WHERE r.cart_id IN (SELECT id FROM carts ORDER BY id DESC LIMIT 2) ORDER BY r.id`,
    );
    expect(rows).toEqual([
      { utm_medium: 'email', position: 'drawer', auto_applied: false },
      { utm_medium: null, position: null, auto_applied: true },
    ]);
  });

  it('answers an unknown code with 422 COUPON_NOT_MATCHED, errors.code[0] set, and the cart unchanged', async () => {
    const token = await cartWith();
    await carts.applyCoupon(token, { code: 'WELCOME10' });
    const before = await carts.get(token);
    for (const code of ['NOPE', 'WELCOME1']) {
      const error = await expectCommerceError(carts.applyCoupon(token, { code }), {
        status: 422,
        code: 'COUPON_NOT_MATCHED',
        field: 'code',
      });
      expect(error.errors?.code?.[0]).toBe('coupon code did not match');
    }
    await expectCommerceError(carts.applyCoupon(token, { code: '' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'code',
    });
    expect(await carts.get(token)).toEqual(before);
  });

  it('refuses a coupon on an empty or missing cart', async () => {
    await expectCommerceError(carts.applyCoupon(null, { code: 'WELCOME10' }), {
      status: 422,
      code: 'CART_EMPTY',
      field: 'code',
    });
  });

  it('stops working at the exact instant it expires, and works from the instant it starts', async () => {
    const expiresAt = new Date('2030-01-01T12:00:00.000Z');
    await insertCoupon(commerce.db, {
      code: 'NOON',
      discount_type: 'percentage',
      value: 500,
      starts_at: new Date('2030-01-01T06:00:00.000Z'),
      expires_at: expiresAt,
    });
    const token = await cartWith();
    clock = new Date('2030-01-01T05:59:59.999Z');
    await expectCommerceError(carts.applyCoupon(token, { code: 'noon' }), {
      status: 422,
      code: 'COUPON_NOT_STARTED',
      field: 'code',
    });
    clock = new Date(expiresAt.getTime());
    await expectCommerceError(carts.applyCoupon(token, { code: 'noon' }), {
      status: 422,
      code: 'COUPON_EXPIRED',
      field: 'code',
    });
    clock = new Date(expiresAt.getTime() - 1);
    expect((await carts.applyCoupon(token, { code: 'noon' })).discount_total).toBe(50);
    clock = new Date(expiresAt.getTime());
    const expired = await carts.get(token);
    expect(expired.coupon_record).toBeNull();
    expect(expired.discount_total).toBe(0);
    expect(expired.notices.map((n) => n.code)).toContain('COUPON_EXPIRED');
    clock = new Date('2030-01-01T00:00:00.000Z');
  });

  it('enforces the usage limit per code; removing the code frees its use', async () => {
    const id = await insertCoupon(commerce.db, {
      code: 'TWICE',
      discount_type: 'fixed_amount',
      value: 100,
      usage_limit: 2,
    });
    const [a, b, c] = [await cartWith(), await cartWith(), await cartWith()];
    await carts.applyCoupon(a, { code: 'TWICE' });
    await carts.applyCoupon(b, { code: 'twice' });
    await carts.applyCoupon(b, { code: 'TWICE' }); // re-applying the same code uses nothing more
    expect(await redemptions(id)).toBe(2);
    const before = await carts.get(c);
    await expectCommerceError(carts.applyCoupon(c, { code: 'TWICE' }), {
      status: 422,
      code: 'COUPON_USAGE_LIMIT_REACHED',
      field: 'code',
    });
    expect(await carts.get(c)).toEqual(before);
    const removed = await carts.removeCoupon(a, 'twice');
    expect(removed.coupon_record).toBeNull();
    expect((await carts.applyCoupon(c, { code: 'TWICE' })).discount_total).toBe(100);
  });

  it('enforces the per-customer limit', async () => {
    const id = await insertCoupon(commerce.db, {
      code: 'ONCEEACH',
      discount_type: 'fixed_amount',
      value: 100,
      per_customer_limit: 1,
    });
    const [customer] = await commerce.db.query<{ id: number }>(
      "INSERT INTO customers (email, password_hash) VALUES ('coupon-test@example.com', 'x') RETURNING id",
    );
    const [first, second, stranger] = [await cartWith(), await cartWith(), await cartWith()];
    const setOwner = async (token: string) => {
      const cart = await carts.get(token);
      await commerce.db.query('UPDATE carts SET customer_id = $1 WHERE hash = $2', [customer?.id, cart.hash]);
    };
    await setOwner(first);
    await setOwner(second);
    await carts.applyCoupon(first, { code: 'ONCEEACH' });
    await expectCommerceError(carts.applyCoupon(second, { code: 'ONCEEACH' }), {
      status: 422,
      code: 'COUPON_CUSTOMER_LIMIT_REACHED',
      field: 'code',
    });
    await carts.applyCoupon(stranger, { code: 'ONCEEACH' });
    expect(await redemptions(id)).toBe(2);
  });

  it('needs the minimum subtotal (1 cent below fails, exactly works) and the minimum quantity', async () => {
    await insertCoupon(commerce.db, {
      code: 'MIN50',
      discount_type: 'fixed_amount',
      value: 500,
      minimum_subtotal: 5000,
    });
    const below = await pricedVariant(commerce.db, 4999);
    const exact = await pricedVariant(commerce.db, 5000);
    const error = await expectCommerceError(carts.applyCoupon(await cartWith(1, below.id), { code: 'MIN50' }), {
      status: 422,
      code: 'COUPON_MINIMUM_NOT_MET',
      field: 'code',
    });
    expect(error.message).toBe('Spend at least $50.00 to use MIN50');
    expect((await carts.applyCoupon(await cartWith(1, exact.id), { code: 'MIN50' })).discount_total).toBe(500);

    await insertCoupon(commerce.db, {
      code: 'THREEITEMS',
      discount_type: 'fixed_amount',
      value: 100,
      minimum_quantity: 3,
    });
    await expectCommerceError(carts.applyCoupon(await cartWith(2), { code: 'THREEITEMS' }), {
      status: 422,
      code: 'COUPON_MINIMUM_NOT_MET',
      field: 'code',
    });
    const token = await cartWith(3);
    await carts.applyCoupon(token, { code: 'THREEITEMS' });
    // Dropping below the minimum later keeps the code on the cart but it gives nothing, with a notice.
    const key = Object.keys((await carts.get(token)).cart)[0] ?? '';
    const lowered = await carts.updateLine(token, key, { quantity: 2 });
    expect(lowered).toMatchObject({ discount_total: 0, coupon_record: { code: 'THREEITEMS' } });
    expect(lowered.notices).toContainEqual({
      type: 'notice',
      code: 'COUPON_MINIMUM_NOT_MET',
      message: 'Add at least 3 items to use THREEITEMS',
    });
  });

  it('gives a single-use code to exactly one of many concurrent applies', async () => {
    const id = await insertCoupon(commerce.db, {
      code: 'JUSTONE',
      discount_type: 'fixed_amount',
      value: 100,
      usage_limit: 1,
    });
    const tokens = await Promise.all(Array.from({ length: 12 }, () => cartWith()));
    const results = await Promise.allSettled(tokens.map((token) => carts.applyCoupon(token, { code: 'JUSTONE' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect((result.reason as { code: string }).code).toBe('COUPON_USAGE_LIMIT_REACHED');
    }
    expect(await redemptions(id)).toBe(1);
  });

  it('lists the checkout coupons', async () => {
    const codes = (await carts.checkoutCoupons()).map((coupon) => coupon.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'FREESHIP', 'BULKBUY']));
    expect(codes).not.toContain('LAUNCH');
  });
});
