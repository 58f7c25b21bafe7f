import { describe, expect, it } from 'vitest';
import { priceCart } from '../pricing/price-cart';
import { coupon, flat, input, line } from '../pricing/pricing.fixtures';
import { rateForAddress, taxOn } from './tax';

describe('tax', () => {
  it('adds tax on top when prices exclude it, including shipping', () => {
    const priced = priceCart(
      input([line('a', 1000, 1), line('b', 2005, 1)], {
        shippingMethods: [flat('1', 500)],
        tax: { pricesIncludeTax: false, taxShipping: true, rateBasisPoints: 1000 },
      }),
    );
    expect(priced.lines.map((l) => l.line_tax)).toEqual([100, 201]);
    expect(priced).toMatchObject({
      shipping_tax_total: 50,
      tax_total: 351,
      taxes_included: false,
      cart_total: 3505 + 351,
    });
  });

  it('takes the tax out of the price when prices include it; the total stays the price', () => {
    const priced = priceCart(
      input([line('a', 1200, 1)], {
        shippingMethods: [flat('1', 600)],
        tax: { pricesIncludeTax: true, taxShipping: true, rateBasisPoints: 2000 },
      }),
    );
    expect(priced).toMatchObject({ tax_total: 300, shipping_tax_total: 100, taxes_included: true, cart_total: 1800 });
  });

  it('taxes the discounted amounts, and leaves shipping untaxed when the store says so', () => {
    const priced = priceCart(
      input([line('a', 1000, 1)], {
        coupon: coupon('percentage', {}, { value: 5000 }),
        shippingMethods: [flat('1', 500)],
        tax: { pricesIncludeTax: false, taxShipping: false, rateBasisPoints: 1000 },
      }),
    );
    expect(priced).toMatchObject({ tax_total: 50, shipping_tax_total: 0, cart_total: 500 + 500 + 50 });
  });

  it('adds country-wide and regional rates for an address', () => {
    const rates = [
      { country: 'CA', region: null, rate_bp: 500, name: 'GST' },
      { country: 'CA', region: 'ON', rate_bp: 800, name: 'HST (provincial part)' },
      { country: 'US', region: 'CA', rate_bp: 725, name: 'California' },
    ];
    expect(rateForAddress(rates, 'CA', 'ON')).toBe(1300);
    expect(rateForAddress(rates, 'CA', 'QC')).toBe(500);
    expect(rateForAddress(rates, 'US', 'NY')).toBe(0);
    expect(rateForAddress(rates, 'US', 'CA')).toBe(725);
  });

  it('rounds half up per amount', () => {
    expect(taxOn(5, { pricesIncludeTax: false, taxShipping: true, rateBasisPoints: 1000 })).toBe(1); // 0.5
    expect(taxOn(4, { pricesIncludeTax: false, taxShipping: true, rateBasisPoints: 1000 })).toBe(0);
    expect(taxOn(0, { pricesIncludeTax: true, taxShipping: true, rateBasisPoints: 1000 })).toBe(0);
  });
});
