// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartSchema } from '../contract';
import { makeCart, makeLine } from '../test/fixtures';
import { cartLines, cartTotal, isNewerCart, withPendingQuantity } from './cart';

describe('cartLines', () => {
  it('lists lines in the order they were added', () => {
    const cart = makeCart([makeLine({ key: 'b' }), makeLine({ key: 'a' }), makeLine({ key: 'c' })]);
    expect(cartLines(cart).map((line) => line.key)).toEqual(['b', 'a', 'c']);
  });

  it('gives an empty list without a cart', () => {
    expect(cartLines(null)).toEqual([]);
  });
});

describe('cart fixtures', () => {
  it('are carts of the contract, with the grouped count given by the test as the server would send it', () => {
    const cart = makeCart(
      [
        makeLine({ key: 'l', quantity: 2, groupId: 'pair' }),
        makeLine({ key: 'r', quantity: 2, groupId: 'pair', variantId: 2 }),
        makeLine({ key: 'case', quantity: 1, variantId: 3 }),
      ],
      { item_count: 3 },
    );
    expect(cartSchema.strict().parse(cart)).toEqual(cart);
    expect(cart).toMatchObject({ cart_contents_count: 5, item_count: 3 });
  });
});

describe('cartTotal', () => {
  it('is the contents total in minor units, 0 without a cart', () => {
    const cart = makeCart([makeLine({ key: 'a', quantity: 2, unitPrice: 1250 })]);
    expect(cartTotal(cart)).toBe(2500);
    expect(cartTotal(null)).toBe(0);
  });
});

describe('withPendingQuantity', () => {
  const cart = makeCart(
    [
      makeLine({ key: 'left', quantity: 2, groupId: 'lens-1' }),
      makeLine({ key: 'right', quantity: 2, groupId: 'lens-1', variantId: 2 }),
      makeLine({ key: 'case', quantity: 1, unitPrice: 333, variantId: 3 }),
    ],
    // The server's grouped count: the pair counts half of 4, plus the case.
    { item_count: 3 },
  );

  it('shows the line at its new quantity and keeps every count and total the server sent', () => {
    const next = withPendingQuantity(cart, 'case', 3);
    expect(next.cart.case).toMatchObject({ quantity: 3, line_total: 333 });
    expect(next.item_count).toBe(3);
    expect(next.cart_contents_count).toBe(cart.cart_contents_count);
    expect(next.cart_contents_total).toBe(cart.cart_contents_total);
    expect(next.cart_total).toBe(cart.cart_total);
    expect(Object.keys(next.cart)).toEqual(['left', 'right', 'case']);
  });

  it('leaves the line out at quantity 0, totals untouched', () => {
    const next = withPendingQuantity(cart, 'right', 0);
    expect(Object.keys(next.cart)).toEqual(['left', 'case']);
    expect(next.item_count).toBe(3);
    expect(next.cart_total).toBe(cart.cart_total);
  });

  it('leaves the input cart untouched', () => {
    const before = structuredClone(cart);
    withPendingQuantity(cart, 'left', 5);
    withPendingQuantity(cart, 'case', 0);
    expect(cart).toEqual(before);
  });

  it('returns the same cart for an unknown key', () => {
    expect(withPendingQuantity(cart, 'nope', 4)).toBe(cart);
  });

  it('rejects negative and fractional quantities', () => {
    expect(() => withPendingQuantity(cart, 'left', -1)).toThrow(RangeError);
    expect(() => withPendingQuantity(cart, 'left', 1.5)).toThrow(RangeError);
  });
});

describe('isNewerCart', () => {
  const shown = makeCart([makeLine({ key: 'a' })], { hash: 'h1', revision: 200 });

  it('takes the same cart only at a higher revision', () => {
    expect(isNewerCart(shown, { ...shown, revision: 201 })).toBe(true);
    expect(isNewerCart(shown, { ...shown, revision: 200 })).toBe(false);
    expect(isNewerCart(shown, { ...shown, revision: 199, cart: {} })).toBe(false);
  });

  it('never lets a "no cart yet" read (a loader from before the first add) replace a cart', () => {
    expect(isNewerCart(shown, makeCart([], { revision: 0 }))).toBe(false);
    expect(isNewerCart(makeCart([]), shown)).toBe(true);
  });

  it('takes another cart (a new hash) whatever its revision', () => {
    expect(isNewerCart(shown, { ...shown, hash: 'h2', revision: 5 })).toBe(true);
  });

  it('takes any cart when none is shown, and never a missing one', () => {
    expect(isNewerCart(null, shown)).toBe(true);
    expect(isNewerCart(shown, null)).toBe(false);
  });
});
