import { describe, expect, it } from 'vitest';
import { priceCart } from '../pricing/price-cart';
import { coupon, input, line } from '../pricing/pricing.fixtures';

const bulk = coupon('bulk_discount', {
  value_type: 'percentage',
  steps: [
    { quantity: 2, value: 500 },
    { quantity: 9, value: 1500 },
    { quantity: 10, value: 2000 },
  ],
});

const discountFor = (c: ReturnType<typeof coupon>, lines: ReturnType<typeof line>[]) =>
  priceCart(input(lines, { coupon: c })).discount_total;

describe('coupon line discounts', () => {
  it('percentage and fixed amount, never below 0', () => {
    expect(discountFor(coupon('percentage', {}, { value: 1000 }), [line('a', 1000, 3)])).toBe(300);
    expect(discountFor(coupon('fixed_amount', {}, { value: 500 }), [line('a', 1000, 1)])).toBe(500);
    expect(discountFor(coupon('fixed_amount', {}, { value: 5000 }), [line('a', 1000, 1)])).toBe(1000);
  });

  it('bulk: step at the 9th and 10th item, the 11th keeps the 10th step', () => {
    expect(discountFor(bulk, [line('a', 1000, 1)])).toBe(0);
    expect(discountFor(bulk, [line('a', 1000, 8)])).toBe(400); // step 2: 5 %
    expect(discountFor(bulk, [line('a', 1000, 9)])).toBe(1350); // 15 %
    expect(discountFor(bulk, [line('a', 1000, 10)])).toBe(2000); // 20 %
    expect(discountFor(bulk, [line('a', 1000, 11)])).toBe(2200); // still 20 %
  });

  it('bulk by amount takes the step value off each item', () => {
    const perItem = coupon('bulk_discount', { value_type: 'amount', steps: [{ quantity: 3, value: 100 }] });
    expect(discountFor(perItem, [line('a', 1000, 2)])).toBe(0);
    expect(discountFor(perItem, [line('a', 1000, 3)])).toBe(300);
  });

  it('bulk steps stop at the 10th item', () => {
    expect(() => coupon('bulk_discount', { value_type: 'percentage', steps: [{ quantity: 11, value: 1 }] })).toThrow();
  });

  it('step: a threshold is reached at exactly its amount, not one cent below', () => {
    const tiers = coupon('step_discount', {
      threshold_type: 'spend',
      value_type: 'amount',
      tiers: [
        { threshold: 5000, value: 500 },
        { threshold: 10000, value: 1500 },
      ],
    });
    expect(discountFor(tiers, [line('a', 4999, 1)])).toBe(0);
    expect(discountFor(tiers, [line('a', 5000, 1)])).toBe(500);
    expect(discountFor(tiers, [line('a', 9999, 1)])).toBe(500);
    expect(discountFor(tiers, [line('a', 10000, 1)])).toBe(1500);
  });

  it('step by quantity', () => {
    const tiers = coupon('step_discount', {
      threshold_type: 'quantity',
      value_type: 'percentage',
      tiers: [{ threshold: 3, value: 1000 }],
    });
    expect(discountFor(tiers, [line('a', 1000, 2)])).toBe(0);
    expect(discountFor(tiers, [line('a', 1000, 3)])).toBe(300);
  });

  it('buy x get y: x−1 buys give nothing, x give one, 2x give two; the cheapest get item is free', () => {
    const bxgy = coupon('buy_x_get_y_discount', {
      buy_quantity: 2,
      buy: { product_ids: [1] },
      get_quantity: 1,
      get: { product_ids: [2] },
    });
    const get = (quantity: number) => line('g', 500, quantity, { productId: 2 });
    expect(discountFor(bxgy, [line('b', 2000, 1), get(2)])).toBe(0);
    expect(discountFor(bxgy, [line('b', 2000, 2), get(2)])).toBe(500);
    expect(discountFor(bxgy, [line('b', 2000, 4), get(2)])).toBe(1000);
    expect(discountFor(bxgy, [line('b', 2000, 4), get(0)].slice(0, 1))).toBe(0);
  });

  it('buy x get y with one product in both groups needs x+y items, and respects max_applications', () => {
    const sameGroup = coupon('buy_x_get_y_discount', {
      buy_quantity: 2,
      get_quantity: 1,
      get_percentage: 5000,
      max_applications: 1,
    });
    expect(discountFor(sameGroup, [line('a', 1000, 2)])).toBe(0);
    expect(discountFor(sameGroup, [line('a', 1000, 3)])).toBe(500);
    expect(discountFor(sameGroup, [line('a', 1000, 6)])).toBe(500);
  });

  it('buy x get x: per product, every x+y items discount y of them', () => {
    const bxgx = coupon('buy_x_get_x_discount', { buy_quantity: 2, get_quantity: 1 });
    expect(discountFor(bxgx, [line('a', 900, 2)])).toBe(0);
    expect(discountFor(bxgx, [line('a', 900, 3)])).toBe(900);
    expect(discountFor(bxgx, [line('a', 900, 6)])).toBe(1800);
    // two products with two items each: no product reaches 3
    expect(discountFor(bxgx, [line('a', 900, 2), line('b', 900, 2, { productId: 2 })])).toBe(0);
  });

  it('limits a coupon to its products or collections', () => {
    const scoped = coupon('percentage', { applies_to: { collection_ids: [7] } }, { value: 5000 });
    const priced = priceCart(
      input([line('a', 1000, 1, { collectionIds: [7] }), line('b', 1000, 1, { productId: 2 })], { coupon: scoped }),
    );
    expect(priced.lines.map((l) => l.line_total)).toEqual([500, 1000]);
  });
});
