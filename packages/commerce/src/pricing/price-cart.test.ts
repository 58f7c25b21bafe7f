import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart';
import { automatic, coupon, input, line } from './pricing.fixtures';

describe('priceCart stacking order', () => {
  it('applies automatic discounts by discount_order, then the coupon on what is left', () => {
    const tenPercent = automatic(2, { value_type: 'percentage', value: 1000, discount_order: 1 });
    const fiveOff = automatic(1, {
      value_type: 'fixed_amount',
      value: 500,
      allocation_method: 'across',
      discount_order: 2,
    });
    const half = coupon('percentage', {}, { value: 5000, code: 'HALF' });
    const priced = priceCart(input([line('a', 10000, 1)], { automaticDiscounts: [fiveOff, tenPercent], coupon: half }));
    // 10000 − 10 % = 9000; − 500 = 8500; − 50 % = 4250
    expect(priced.lines[0]?.discounts).toEqual([
      { source: 'automatic', id: '2', title: 'Auto 2', amount: 1000 },
      { source: 'automatic', id: '1', title: 'Auto 1', amount: 500 },
      { source: 'coupon', id: 'HALF', title: 'HALF', amount: 4250 },
    ]);
    expect(priced).toMatchObject({
      cart_subtotal: 10000,
      discount_total: 5750,
      cart_contents_total: 4250,
      cart_total: 4250,
    });
  });

  it('runs discounts with the same order by id, and never takes a line below 0', () => {
    const big = automatic(1, { value_type: 'fixed_amount', value: 900 });
    const bigger = automatic(2, { value_type: 'fixed_amount', value: 900 });
    const priced = priceCart(input([line('a', 1000, 1)], { automaticDiscounts: [bigger, big] }));
    expect(priced.lines[0]?.discounts.map((d) => [d.id, d.amount])).toEqual([
      ['1', 900],
      ['2', 100],
    ]);
    expect(priced.cart_contents_total).toBe(0);
  });

  it('measures coupon minimums after automatic discounts', () => {
    const auto = automatic(1, { value_type: 'fixed_amount', value: 1, allocation_method: 'across' });
    const minimum = coupon('percentage', {}, { value: 1000, minimum_subtotal: 5000 });
    expect(priceCart(input([line('a', 5000, 1)], { coupon: minimum })).discount_total).toBe(500);
    const below = priceCart(input([line('a', 5000, 1)], { coupon: minimum, automaticDiscounts: [auto] }));
    expect(below.discount_total).toBe(1);
    expect(below.coupon_inactive_reason).toBe('COUPON_MINIMUM_SUBTOTAL_NOT_MET');
    expect(below.coupon_record?.code).toBe('TEST');
    const quantity = coupon('percentage', {}, { value: 1000, minimum_quantity: 2 });
    expect(priceCart(input([line('a', 5000, 1)], { coupon: quantity })).coupon_inactive_reason).toBe(
      'COUPON_MINIMUM_QUANTITY_NOT_MET',
    );
    expect(priceCart(input([line('a', 5000, 2)], { coupon: quantity })).discount_total).toBe(1000);
  });

  it('splits a discount over lines with the remainder going to the earlier line on a tie', () => {
    const third = coupon('fixed_amount', {}, { value: 100 });
    const priced = priceCart(input([line('a', 1000, 1), line('b', 1000, 1), line('c', 1000, 1)], { coupon: third }));
    expect(priced.lines.map((l) => l.line_total)).toEqual([966, 967, 967]);
    expect(priced.discount_total).toBe(100);
  });
});

describe('automatic discount adjustments', () => {
  const lines = [line('a', 1000, 2), line('b', 400, 1, { productId: 2, collectionIds: [5] })];

  it('takes effect only at effective_level qualifying items', () => {
    const level = automatic(1, { value_type: 'percentage', value: 1000, effective_level: 3 });
    expect(priceCart(input([line('a', 1000, 2)], { automaticDiscounts: [level] })).discount_total).toBe(0);
    expect(priceCart(input([line('a', 1000, 3)], { automaticDiscounts: [level] })).discount_total).toBe(300);
  });

  it('each: a fixed amount per item; across: once over all items', () => {
    const each = automatic(1, { value_type: 'fixed_amount', value: 100, allocation_method: 'each' });
    const across = automatic(1, { value_type: 'fixed_amount', value: 100, allocation_method: 'across' });
    expect(priceCart(input(lines, { automaticDiscounts: [each] })).discount_total).toBe(300);
    expect(priceCart(input(lines, { automaticDiscounts: [across] })).discount_total).toBe(100);
  });

  it('adjustment_group limits the lines; cheapest_item discounts one item only', () => {
    const group = automatic(1, { value_type: 'percentage', value: 5000, adjustment_group: { collection_ids: [5] } });
    expect(priceCart(input(lines, { automaticDiscounts: [group] })).lines.map((l) => l.line_total)).toEqual([
      2000, 200,
    ]);
    const cheapest = automatic(1, { value_type: 'percentage', value: 10000, adjustment_target: 'cheapest_item' });
    expect(priceCart(input(lines, { automaticDiscounts: [cheapest] })).discount_total).toBe(400);
  });

  it('equal_gift: every effective_level items give one more of the same item', () => {
    const gift = automatic(1, { value_type: 'percentage', value: 10000, equal_gift: true, effective_level: 2 });
    expect(priceCart(input([line('a', 1000, 2)], { automaticDiscounts: [gift] })).discount_total).toBe(0);
    expect(priceCart(input([line('a', 1000, 3)], { automaticDiscounts: [gift] })).discount_total).toBe(1000);
    expect(priceCart(input([line('a', 1000, 6)], { automaticDiscounts: [gift] })).discount_total).toBe(2000);
  });
});
