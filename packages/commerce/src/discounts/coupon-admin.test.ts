import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { createCoupon, listCoupons, setCouponActive } from './coupon-admin';

describe("the merchant's coupons", () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
  });
  afterAll(() => commerce?.close());

  it('adds percentage and fixed-amount coupons, lists them by code and refuses a taken code', async () => {
    const percent = await createCoupon(commerce.db, {
      code: 'SPRING15',
      discountType: 'percentage',
      value: 1500,
      title: 'Spring',
    });
    expect(percent).toMatchObject({ code: 'SPRING15', discountType: 'percentage', value: 1500, active: true, uses: 0 });
    await createCoupon(commerce.db, {
      code: 'TENOFF',
      discountType: 'fixed_amount',
      value: 1000,
      minimumSubtotal: 5000,
      usageLimit: 100,
    });
    expect((await listCoupons(commerce.db)).map((c) => [c.code, c.value, c.minimumSubtotal, c.usageLimit])).toEqual([
      ['SPRING15', 1500, 0, null],
      ['TENOFF', 1000, 5000, 100],
    ]);
    await expectCommerceError(createCoupon(commerce.db, { code: 'spring15', discountType: 'percentage', value: 500 }), {
      status: 409,
      code: 'COUPON_EXISTS',
      field: 'code',
    });
  });

  it('refuses invalid coupons', async () => {
    await expectCommerceError(
      createCoupon(commerce.db, { code: 'TOOMUCH', discountType: 'percentage', value: 10_001 }),
      {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'value',
      },
    );
    await expectCommerceError(
      createCoupon(commerce.db, { code: 'has space', discountType: 'fixed_amount', value: 100 }),
      {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'code',
      },
    );
    await expectCommerceError(
      createCoupon(commerce.db, {
        code: 'BACKWARDS',
        discountType: 'fixed_amount',
        value: 100,
        startsAt: '2026-06-01T00:00:00Z',
        expiresAt: '2026-05-01T00:00:00Z',
      }),
      { status: 422, code: 'VALIDATION_FAILED', field: 'expiresAt' },
    );
  });

  it('switches a coupon off and on, whatever the letter case of the code', async () => {
    expect((await setCouponActive(commerce.db, 'tenoff', false)).active).toBe(false);
    expect((await setCouponActive(commerce.db, 'TENOFF', true)).active).toBe(true);
    await expectCommerceError(setCouponActive(commerce.db, 'NOPE', false), {
      status: 404,
      code: 'COUPON_NOT_FOUND',
      field: 'code',
    });
  });
});
