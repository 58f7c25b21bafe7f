import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { assertCartWithinTotalLimits } from './cart.notices';
import { pricedVariant } from './pricing.test-helpers';

describe('cart shipping, tax, notes and limits', () => {
  let commerce: Commerce;
  let variant: { id: number };
  let cheap: { id: number };

  const cartWith = async (quantity: number, variantId = variant.id) =>
    (await commerce.carts.add(null, { variant_id: variantId, quantity })).token;

  beforeAll(async () => {
    commerce = await openTestCommerce();
    variant = await pricedVariant(commerce.db, 2500);
    cheap = await pricedVariant(commerce.db, 1);
  });
  afterAll(() => commerce.close());

  it('offers the zone methods for an address and picks the first; free standard shipping from $75', async () => {
    const token = await cartWith(2);
    const cart = await commerce.carts.setShippingAddress(token, { country: 'us', province: 'NY', postcode: '10001' });
    expect(cart.address).toEqual({ country: 'US', province: 'NY', postcode: '10001' });
    expect(cart.shipping.methods.map((m) => [m.title, m.cost])).toEqual([
      ['Standard shipping', 695],
      ['Express shipping', 1995],
    ]);
    expect(cart).toMatchObject({ shipping_total: 695, tax_total: Math.round(5695 * 0.04), taxes_included: false });
    // 7499 pays shipping, 7500 and 7501 do not
    const add = async (quantity: number, id: number) => commerce.carts.add(token, { variant_id: id, quantity });
    expect((await add(2499, cheap.id)).cart.shipping_total).toBe(695);
    expect((await add(1, cheap.id)).cart.shipping_total).toBe(0);
    expect((await add(1, cheap.id)).cart.shipping_total).toBe(0);
  });

  it('selects a method; an unknown method is a 422 that changes nothing', async () => {
    const token = await cartWith(1);
    const at = await commerce.carts.setShippingAddress(token, { country: 'GB' });
    const express = at.shipping.methods[1]?.id ?? '';
    const chosen = await commerce.carts.selectShipping(token, { method_id: express });
    expect(chosen).toMatchObject({ shipping: { selected: express }, shipping_total: 1495 });
    await expectCommerceError(commerce.carts.selectShipping(token, { method_id: '999999' }), {
      status: 422,
      code: 'SHIPPING_METHOD_NOT_AVAILABLE',
      field: 'method_id',
    });
    expect(await commerce.carts.get(token)).toEqual(chosen);
    // Moving to another zone drops a method that zone does not offer.
    const moved = await commerce.carts.setShippingAddress(token, { country: 'AU' });
    expect(moved.shipping.selected).toBe(moved.shipping.methods[0]?.id);
  });

  it('lowers shipping with FREESHIP and keeps regular_cost', async () => {
    const token = await cartWith(2);
    await commerce.carts.setShippingAddress(token, { country: 'CA', province: 'ON' });
    const cart = await commerce.carts.applyCoupon(token, { code: 'freeship' });
    expect(cart.shipping.methods.map((m) => [m.cost, m.regular_cost])).toEqual([
      [0, 995],
      [0, 2495],
    ]);
    expect(cart).toMatchObject({ shipping_total: 0, shipping_tax_total: 0, tax_total: 650, cart_total: 5650 });
  });

  it('includes tax in prices when the store says so', async () => {
    await commerce.db.query('UPDATE pricing_settings SET prices_include_tax = true');
    try {
      const token = await cartWith(1);
      const cart = await commerce.carts.setShippingAddress(token, { country: 'DE', postcode: '10115' });
      // 2500 + 1195 shipping, 19 % included: 399 + 191
      expect(cart).toMatchObject({ taxes_included: true, tax_total: 590, shipping_tax_total: 191, cart_total: 3695 });
    } finally {
      await commerce.db.query('UPDATE pricing_settings SET prices_include_tax = false');
    }
  });

  it('reports no shipping methods when no zone covers the address', async () => {
    await commerce.db.query("DELETE FROM shipping_zones WHERE '*' = ANY (countries)");
    const token = await cartWith(1);
    const cart = await commerce.carts.setShippingAddress(token, { country: 'JP' });
    expect(cart.shipping).toEqual({ methods: [], selected: null });
    expect(cart.notices).toContainEqual({
      type: 'error',
      code: 'NO_SHIPPING_METHODS',
      message: 'No shipping methods available',
    });
    await expectCommerceError(commerce.carts.selectShipping(token, { method_id: '1' }), {
      status: 422,
      code: 'NO_SHIPPING_METHODS',
      field: 'method_id',
    });
    expect(await commerce.carts.get(token)).toEqual(cart);
    await expectCommerceError(commerce.carts.setShippingAddress(token, { country: 'Japan' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'country',
    });
    expect(await commerce.carts.get(token)).toEqual(cart);
  });

  it('keeps a note up to 500 characters', async () => {
    const token = await cartWith(1);
    expect((await commerce.carts.setNote(token, { note: 'x'.repeat(500) })).note).toHaveLength(500);
    const error = await expectCommerceError(commerce.carts.setNote(token, { note: 'y'.repeat(501) }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'note',
    });
    expect(error.message).toBe('Character limit reached!');
    expect((await commerce.carts.get(token)).note).toBe('x'.repeat(500));
  });

  it('updates and removes lines in batches, all or nothing', async () => {
    const token = await cartWith(1);
    const { cart } = await commerce.carts.add(token, { variant_id: cheap.id, quantity: 1 });
    const [first, second] = Object.keys(cart.cart);
    await expectCommerceError(
      commerce.carts.batchUpdate(token, {
        lines: [
          { key: first, quantity: 3 },
          { key: 'missing', quantity: 1 },
        ],
      }),
      { status: 404, code: 'LINE_NOT_FOUND', field: 'key' },
    );
    expect(await commerce.carts.get(token)).toEqual(cart);
    const updated = await commerce.carts.batchUpdate(token, {
      lines: [
        { key: first, quantity: 3 },
        { key: second, quantity: 2 },
      ],
    });
    expect(Object.values(updated.cart).map((l) => l.quantity)).toEqual([3, 2]);
    const removed = await commerce.carts.batchRemove(token, { keys: [first, second] });
    expect(removed.cart).toEqual({});
  });

  it('reports cart total limits as error notices and refuses checkout outside them', async () => {
    await commerce.db.query('UPDATE pricing_settings SET min_cart_total = 5000, max_cart_total = 10000');
    try {
      const low = await commerce.carts.get(await cartWith(1)); // 2500
      expect(low.notices).toContainEqual({
        type: 'error',
        code: 'CART_TOTAL_TOO_LOW',
        message: 'Must have at least $50.00 in total',
      });
      expect(() => assertCartWithinTotalLimits(low)).toThrow('Must have at least $50.00 in total');
      const exactMin = await commerce.carts.get(await cartWith(2));
      const exactMax = await commerce.carts.get(await cartWith(4));
      for (const ok of [exactMin, exactMax]) {
        expect(ok.notices).toEqual([]);
        expect(() => assertCartWithinTotalLimits(ok)).not.toThrow();
      }
      const high = await commerce.carts.get(await cartWith(5));
      expect(high.notices).toContainEqual({
        type: 'error',
        code: 'CART_TOTAL_TOO_HIGH',
        message: 'Must have at most $100.00 in total',
      });
    } finally {
      await commerce.db.query('UPDATE pricing_settings SET min_cart_total = NULL, max_cart_total = NULL');
    }
  });
});
