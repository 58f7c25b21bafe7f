import { apiErrorSchema, type Cart } from '@vitrine/headless/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';

describe('cart errors leave the cart exactly as it was', () => {
  let commerce: Commerce;
  let plenty: { id: number; onHand: number };
  let low: { id: number; onHand: number };
  let soldOut: { id: number; onHand: number };
  /** A cart with two lines, shared by the tests; none of them may change it. */
  let token: string;
  let before: Cart;
  let firstKey: string;

  const expectUnchanged = async () => expect(await commerce.carts.get(token)).toEqual(before);

  beforeAll(async () => {
    commerce = await openTestCommerce();
    plenty = await variantWithStock(commerce.db, { min: 20, max: 1000 });
    low = await variantWithStock(commerce.db, { min: 2, max: 3 });
    soldOut = await variantWithStock(commerce.db, { min: 0, max: 0 });
    ({ token } = await commerce.carts.add(null, { variant_id: plenty.id, quantity: 2 }));
    ({ cart: before } = await commerce.carts.add(token, { variant_id: low.id, quantity: 1 }));
    firstKey = Object.keys(before.cart)[0] ?? '';
  });
  afterAll(() => commerce.close());

  describe('add', () => {
    it.each([
      ['negative', -1],
      ['zero', 0],
      ['not a number', 'abc'],
      ['a boolean', true],
      ['fractional', 1.5],
      ['a fractional string', '2.5'],
      ['over the maximum', 100001],
    ])('rejects a %s quantity with 422 INVALID_QUANTITY', async (_, quantity) => {
      const error = await expectCommerceError(commerce.carts.add(token, { variant_id: plenty.id, quantity }), {
        status: 422,
        code: 'INVALID_QUANTITY',
        field: 'quantity',
      });
      expect(error.errors?.quantity?.length).toBeGreaterThan(0);
      await expectUnchanged();
    });

    it('rejects a missing or malformed variant id with 422 VALIDATION_FAILED', async () => {
      await expectCommerceError(commerce.carts.add(token, { quantity: 1 }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'variant_id',
      });
      await expectCommerceError(commerce.carts.add(token, { variant_id: 'abc' }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'variant_id',
      });
      await expectUnchanged();
    });

    it('rejects a body that is not an object', async () => {
      const error = await expectCommerceError(commerce.carts.add(token, null), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: undefined,
      });
      expect(Object.keys(error.errors ?? {})).toEqual(['body']);
      await expectCommerceError(commerce.carts.add(token, 'variant_id=1'), { status: 422, code: 'VALIDATION_FAILED' });
      await expectUnchanged();
    });

    it('rejects malformed properties, naming the exact field', async () => {
      await expectCommerceError(
        commerce.carts.add(token, { variant_id: plenty.id, properties: [{ name: '', value: 'x' }] }),
        {
          status: 422,
          code: 'VALIDATION_FAILED',
          field: 'properties.0.name',
        },
      );
      await expectUnchanged();
    });

    it('rejects an unknown variant with 422 UNKNOWN_VARIANT', async () => {
      const error = await expectCommerceError(commerce.carts.add(token, { variant_id: 999999, quantity: 1 }), {
        status: 422,
        code: 'UNKNOWN_VARIANT',
        field: 'variant_id',
      });
      expect(error.message).toMatch(/no longer available/);
      await expectUnchanged();
    });

    it('rejects more than the stock with 422 INSUFFICIENT_STOCK', async () => {
      const error = await expectCommerceError(
        commerce.carts.add(token, { variant_id: plenty.id, quantity: plenty.onHand - 1 }),
        {
          status: 422,
          code: 'INSUFFICIENT_STOCK',
          field: 'quantity',
        },
      );
      // Two are already in the cart, so one too many.
      expect(error.message).toBe(`Only ${plenty.onHand} left in stock, and 2 are already in your cart`);
      await expectUnchanged();
    });

    it('counts what is already in the cart, whatever the line properties', async () => {
      await expectCommerceError(
        commerce.carts.add(token, {
          variant_id: low.id,
          quantity: low.onHand,
          properties: [{ name: 'Gift', value: 'yes' }],
        }),
        { status: 422, code: 'INSUFFICIENT_STOCK', field: 'quantity' },
      );
      await expectUnchanged();
    });

    it('says a sold-out variant is sold out', async () => {
      const error = await expectCommerceError(commerce.carts.add(token, { variant_id: soldOut.id }), {
        status: 422,
        code: 'INSUFFICIENT_STOCK',
        field: 'quantity',
      });
      expect(error.message).toMatch(/sold out/);
      await expectUnchanged();
    });

    it('creates no cart when the first add fails', async () => {
      const count = async () => (await commerce.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts'))[0]?.n;
      const carts = await count();
      await expectCommerceError(commerce.carts.add(null, { variant_id: 999999 }), {
        status: 422,
        code: 'UNKNOWN_VARIANT',
        field: 'variant_id',
      });
      await expectCommerceError(
        commerce.carts.addBatch(null, { items: [{ variant_id: plenty.id }, { variant_id: soldOut.id }] }),
        {
          status: 422,
          code: 'INSUFFICIENT_STOCK',
          field: 'items.1.quantity',
        },
      );
      expect(await count()).toBe(carts);
    });
  });

  describe('batch add is all or nothing', () => {
    it('rejects one valid and one malformed item before touching the cart', async () => {
      await expectCommerceError(
        commerce.carts.addBatch(token, { items: [{ variant_id: plenty.id }, { variant_id: plenty.id, quantity: 0 }] }),
        {
          status: 422,
          code: 'INVALID_QUANTITY',
          field: 'items.1.quantity',
        },
      );
      await expectUnchanged();
    });

    it('rolls back the valid item when a later one names an unknown variant', async () => {
      await expectCommerceError(
        commerce.carts.addBatch(token, { items: [{ variant_id: plenty.id }, { variant_id: 999999 }] }),
        {
          status: 422,
          code: 'UNKNOWN_VARIANT',
          field: 'items.1.variant_id',
        },
      );
      await expectUnchanged();
    });

    it('rolls back when the items together exceed the stock', async () => {
      await expectCommerceError(
        commerce.carts.addBatch(token, {
          items: [
            { variant_id: low.id, quantity: 1 },
            { variant_id: low.id, quantity: low.onHand },
          ],
        }),
        { status: 422, code: 'INSUFFICIENT_STOCK', field: 'items.1.quantity' },
      );
      await expectUnchanged();
    });

    it('rejects an empty or missing item list', async () => {
      await expectCommerceError(commerce.carts.addBatch(token, { items: [] }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'items',
      });
      await expectCommerceError(commerce.carts.addBatch(token, {}), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'items',
      });
      await expectUnchanged();
    });
  });

  describe('update and remove', () => {
    it.each([
      ['negative', -1],
      ['not a number', 'x'],
      ['fractional', 2.5],
      ['missing', undefined],
    ])('rejects a %s quantity with 422 INVALID_QUANTITY', async (_, quantity) => {
      await expectCommerceError(commerce.carts.updateLine(token, firstKey, { quantity }), {
        status: 422,
        code: 'INVALID_QUANTITY',
        field: 'quantity',
      });
      await expectUnchanged();
    });

    it('rejects raising a line above the stock', async () => {
      const error = await expectCommerceError(
        commerce.carts.updateLine(token, firstKey, { quantity: plenty.onHand + 1 }),
        {
          status: 422,
          code: 'INSUFFICIENT_STOCK',
          field: 'quantity',
        },
      );
      expect(error.message).toBe(`Only ${plenty.onHand} left in stock`);
      await expectUnchanged();
    });

    it('answers 404 LINE_NOT_FOUND for an unknown key, another cart’s key, or no cart', async () => {
      const { token: otherToken, cart: otherCart } = await commerce.carts.add(null, { variant_id: plenty.id });
      const otherKey = Object.keys(otherCart.cart)[0] ?? '';
      const notFound = { status: 404, code: 'LINE_NOT_FOUND', field: 'key' };
      await expectCommerceError(commerce.carts.updateLine(token, 'nope', { quantity: 1 }), notFound);
      await expectCommerceError(commerce.carts.updateLine(token, otherKey, { quantity: 1 }), notFound);
      await expectCommerceError(commerce.carts.removeLine(token, otherKey), notFound);
      await expectCommerceError(commerce.carts.removeLine(token, 'nope'), notFound);
      await expectCommerceError(commerce.carts.updateLine(null, firstKey, { quantity: 1 }), notFound);
      await expectCommerceError(commerce.carts.removeLine('A'.repeat(43), firstKey), notFound);
      await expectUnchanged();
      expect((await commerce.carts.get(otherToken)).cart).toEqual(otherCart.cart);
    });
  });

  it('serialises to the store API error body', async () => {
    const error = await expectCommerceError(commerce.carts.add(token, { variant_id: plenty.id, quantity: -1 }), {
      status: 422,
      code: 'INVALID_QUANTITY',
      field: 'quantity',
    });
    const body = apiErrorSchema.strict().parse(error.toJSON());
    expect(body).toEqual({
      status: 422,
      code: 'INVALID_QUANTITY',
      message: 'Quantity must be at least 1',
      field: 'quantity',
      errors: { quantity: ['Quantity must be at least 1'] },
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual(body);
  });
});
