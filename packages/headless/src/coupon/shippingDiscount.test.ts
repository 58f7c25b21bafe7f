import { describe, expect, it } from 'vitest';
import { makeCart, makeLine } from '../test/fixtures';
import type { CouponRecord, ShippingMethod } from './coupon.types';
import {
  cartShippingMethods,
  discountShippingMethods,
  discountedShippingCost,
  shippingDiscountRule,
} from './shippingDiscount';

const shippingCoupon = (rule_data: Record<string, unknown>): CouponRecord => ({
  code: 'FREESHIP',
  discount_type: 'shipping_discount',
  rule_data,
});
const method = (id: string, cost: number): ShippingMethod => ({ id, title: id, cost });

describe('discountedShippingCost', () => {
  const capped = { isUnlimited: false, maxShippingAmount: 500, methodIds: null };

  it('takes max_shipping_amount off, never below 0', () => {
    expect(discountedShippingCost(800, capped)).toBe(300);
    expect(discountedShippingCost(501, capped)).toBe(1);
    expect(discountedShippingCost(500, capped)).toBe(0);
    expect(discountedShippingCost(499, capped)).toBe(0);
    expect(discountedShippingCost(0, capped)).toBe(0);
  });

  it('takes the whole cost off when unlimited', () => {
    expect(discountedShippingCost(80000, { ...capped, isUnlimited: true })).toBe(0);
  });
});

describe('shippingDiscountRule', () => {
  it('is null for other coupons and no coupon', () => {
    expect(shippingDiscountRule(null)).toBeNull();
    expect(
      shippingDiscountRule({ code: 'X', discount_type: 'bulk_discount', rule_data: { max_shipping_amount: 5 } }),
    ).toBeNull();
  });

  it('is unlimited for limit_type min_shipping or max_limit false only', () => {
    expect(
      shippingDiscountRule(shippingCoupon({ limit_type: 'min_shipping', max_shipping_amount: 5 }))?.isUnlimited,
    ).toBe(true);
    expect(shippingDiscountRule(shippingCoupon({ max_limit: false, max_shipping_amount: 5 }))?.isUnlimited).toBe(true);
    expect(
      shippingDiscountRule(shippingCoupon({ max_limit: true, limit_type: 'max_shipping', max_shipping_amount: 5 }))
        ?.isUnlimited,
    ).toBe(false);
    expect(shippingDiscountRule(shippingCoupon({ max_limit: 0, max_shipping_amount: 5 }))?.isUnlimited).toBe(false);
  });

  it('reads the amount as a number and the selection as ids', () => {
    expect(shippingDiscountRule(shippingCoupon({ max_shipping_amount: '250', select_shipping: ['a', 7] }))).toEqual({
      isUnlimited: false,
      maxShippingAmount: 250,
      methodIds: ['a', '7'],
    });
    expect(shippingDiscountRule(shippingCoupon({ max_shipping_amount: 'lots', select_shipping: [] }))).toEqual({
      isUnlimited: false,
      maxShippingAmount: 0,
      methodIds: null,
    });
  });
});

describe('discountShippingMethods', () => {
  const methods = [method('standard', 800), method('express', 1500), method('pickup', 0)];

  it('lowers each selected method by max_shipping_amount and keeps the original as regular_cost', () => {
    const record = shippingCoupon({
      max_limit: true,
      max_shipping_amount: 1000,
      select_shipping: ['standard', 'express'],
    });
    expect(discountShippingMethods(methods, record)).toEqual([
      { id: 'standard', title: 'standard', cost: 0, regular_cost: 800 },
      { id: 'express', title: 'express', cost: 500, regular_cost: 1500 },
      { id: 'pickup', title: 'pickup', cost: 0 },
    ]);
  });

  it('makes every selected cost 0 when unlimited', () => {
    for (const rule of [{ limit_type: 'min_shipping' }, { max_limit: false }]) {
      const record = shippingCoupon({ ...rule, max_shipping_amount: 100 });
      expect(discountShippingMethods(methods, record).map((m) => [m.cost, m.regular_cost])).toEqual([
        [0, 800],
        [0, 1500],
        [0, 0],
      ]);
    }
  });

  it('leaves methods alone under another coupon', () => {
    const record: CouponRecord = {
      code: 'BULK',
      discount_type: 'bulk_discount',
      rule_data: { max_shipping_amount: 100 },
    };
    expect(discountShippingMethods(methods, record)).toEqual(methods);
  });

  it('gives the same result when run twice', () => {
    const record = shippingCoupon({ max_shipping_amount: 300 });
    const once = discountShippingMethods(methods, record);
    expect(discountShippingMethods(once, record)).toEqual(once);
    expect(once[1]).toEqual({ id: 'express', title: 'express', cost: 1200, regular_cost: 1500 });
  });

  it('reads a cart', () => {
    const cart = makeCart([makeLine({ key: 'a' })], {
      coupon_record: shippingCoupon({ max_shipping_amount: 300 }),
      shipping: { methods: [method('standard', 800)], selected: 'standard' },
    });
    expect(cartShippingMethods(cart)).toEqual([{ id: 'standard', title: 'standard', cost: 500, regular_cost: 800 }]);
    expect(cartShippingMethods(null)).toEqual([]);
  });
});
