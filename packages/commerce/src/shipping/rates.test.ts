import { describe, expect, it } from 'vitest';
import { priceCart } from '../pricing/price-cart';
import { coupon, flat, input, line } from '../pricing/pricing.fixtures';
import { methodCost } from './rates';

describe('shipping rates', () => {
  it('is free from the free_over threshold on: −1 cent pays, exactly and +1 cent are free', () => {
    const standard = flat('1', 695, 7500);
    expect(methodCost(standard, { subtotal: 7499, weightGrams: 0 })).toBe(695);
    expect(methodCost(standard, { subtotal: 7500, weightGrams: 0 })).toBe(0);
    expect(methodCost(standard, { subtotal: 7501, weightGrams: 0 })).toBe(0);
  });

  it('measures free_over after line discounts', () => {
    const priced = priceCart(
      input([line('a', 8000, 1)], {
        shippingMethods: [flat('1', 695, 7500)],
        coupon: coupon('fixed_amount', {}, { value: 501 }),
      }),
    );
    expect(priced.shipping_total).toBe(695);
  });

  it('prices by weight brackets, the last bracket open ended', () => {
    const byWeight = {
      id: 'w',
      title: 'By weight',
      free_over: null,
      rates: {
        type: 'weight' as const,
        brackets: [
          { up_to_grams: 1000, amount: 500 },
          { up_to_grams: null, amount: 900 },
        ],
      },
    };
    expect(methodCost(byWeight, { subtotal: 0, weightGrams: 1000 })).toBe(500);
    expect(methodCost(byWeight, { subtotal: 0, weightGrams: 1001 })).toBe(900);
    const priced = priceCart(input([line('a', 100, 3, { weightGrams: 400 })], { shippingMethods: [byWeight] }));
    expect(priced.shipping_total).toBe(900);
  });

  it('prices by subtotal tiers', () => {
    const bySubtotal = {
      id: 's',
      title: 'By subtotal',
      free_over: null,
      rates: {
        type: 'subtotal' as const,
        tiers: [
          { min_subtotal: 0, amount: 800 },
          { min_subtotal: 5000, amount: 400 },
        ],
      },
    };
    expect(methodCost(bySubtotal, { subtotal: 4999, weightGrams: 0 })).toBe(800);
    expect(methodCost(bySubtotal, { subtotal: 5000, weightGrams: 0 })).toBe(400);
  });

  it('selects the chosen method, else the first; no lines means no shipping', () => {
    const methods = [flat('1', 500), flat('2', 1500)];
    expect(priceCart(input([line('a', 100, 1)], { shippingMethods: methods })).shipping).toMatchObject({
      selected: '1',
    });
    const chosen = priceCart(input([line('a', 100, 1)], { shippingMethods: methods, selectedMethodId: '2' }));
    expect(chosen).toMatchObject({ shipping_total: 1500, cart_total: 1600, shipping: { selected: '2' } });
    expect(priceCart(input([], { shippingMethods: methods })).shipping).toEqual({ methods: [], selected: null });
  });
});

describe('shipping discount', () => {
  const methods = [flat('1', 1000), flat('2', 2500)];
  const priced = (ruleData: Record<string, unknown>) =>
    priceCart(input([line('a', 100, 1)], { shippingMethods: methods, coupon: coupon('shipping_discount', ruleData) }))
      .shipping.methods;

  it('lowers each selected method by max_shipping_amount, not below 0, keeping regular_cost', () => {
    expect(priced({ max_shipping_amount: 1200, select_shipping: [] })).toEqual([
      { id: '1', title: '1', cost: 0, regular_cost: 1000 },
      { id: '2', title: '2', cost: 1300, regular_cost: 2500 },
    ]);
  });

  it('limits itself to select_shipping', () => {
    expect(priced({ max_shipping_amount: 500, select_shipping: ['2'] })).toEqual([
      { id: '1', title: '1', cost: 1000 },
      { id: '2', title: '2', cost: 2000, regular_cost: 2500 },
    ]);
  });

  it('is unlimited with limit_type min_shipping or max_limit false', () => {
    for (const rule of [
      { limit_type: 'min_shipping', max_shipping_amount: 1 },
      { max_limit: false, max_shipping_amount: 1 },
    ]) {
      expect(priced(rule).map((m) => m.cost)).toEqual([0, 0]);
    }
  });

  it('gives no regular_cost to a method it did not lower', () => {
    expect(priced({ max_shipping_amount: 0 })).toEqual([
      { id: '1', title: '1', cost: 1000 },
      { id: '2', title: '2', cost: 2500 },
    ]);
  });
});
