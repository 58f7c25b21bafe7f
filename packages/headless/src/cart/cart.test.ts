// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartSchema } from '../contract';
import { makeCart, makeLine } from '../test/fixtures';
import { applyOptimisticQuantity, cartCountWithGroups, cartLines, cartTotal, lineGroupId } from './cart';

describe('cartLines', () => {
  it('lists lines in the order they were added', () => {
    const cart = makeCart([makeLine({ key: 'b' }), makeLine({ key: 'a' }), makeLine({ key: 'c' })]);
    expect(cartLines(cart).map((line) => line.key)).toEqual(['b', 'a', 'c']);
  });

  it('gives an empty list without a cart', () => {
    expect(cartLines(null)).toEqual([]);
  });
});

describe('cartCountWithGroups', () => {
  it('counts 0 for no lines', () => {
    expect(cartCountWithGroups([])).toBe(0);
  });

  it('counts ungrouped lines by their full quantity', () => {
    expect(cartCountWithGroups([makeLine({ key: 'a', quantity: 2 }), makeLine({ key: 'b', quantity: 3 })])).toBe(5);
  });

  it('counts a complete pair as half of each line', () => {
    const lines = [
      makeLine({ key: 'left', quantity: 2, groupId: 'lens-1' }),
      makeLine({ key: 'right', quantity: 2, groupId: 'lens-1' }),
    ];
    expect(cartCountWithGroups(lines)).toBe(2);
  });

  it('counts an incomplete pair (one line with its groupId) by its full quantity', () => {
    expect(cartCountWithGroups([makeLine({ key: 'left', quantity: 3, groupId: 'lens-1' })])).toBe(3);
  });

  it('mixes ungrouped lines, complete pairs and incomplete pairs', () => {
    const lines = [
      makeLine({ key: 'case', quantity: 1 }),
      makeLine({ key: 'l1', quantity: 1, groupId: 'pair-1' }),
      makeLine({ key: 'r1', quantity: 1, groupId: 'pair-1' }),
      makeLine({ key: 'l2', quantity: 2, groupId: 'pair-2' }),
      makeLine({ key: 'l3', quantity: 4, groupId: 'pair-3' }),
      makeLine({ key: 'r3', quantity: 4, groupId: 'pair-3' }),
    ];
    // 1 + (1+1)/2 + 2 (incomplete) + (4+4)/2
    expect(cartCountWithGroups(lines)).toBe(1 + 1 + 2 + 4);
  });

  it('rounds a group whose halves add up to a fraction up', () => {
    const lines = [
      makeLine({ key: 'l', quantity: 1, groupId: 'g' }),
      makeLine({ key: 'r', quantity: 2, groupId: 'g' }),
    ];
    expect(cartCountWithGroups(lines)).toBe(2);
  });

  it('treats an empty groupId value as no group', () => {
    const lines = [makeLine({ key: 'a', quantity: 2, groupId: '' }), makeLine({ key: 'b', quantity: 2, groupId: '' })];
    expect(lineGroupId(lines[0]!)).toBeNull();
    expect(cartCountWithGroups(lines)).toBe(4);
  });
});

describe('cart fixtures', () => {
  it('carry the displayed item_count beside the raw contents count, as the server does', () => {
    const cart = makeCart([
      makeLine({ key: 'l', quantity: 2, groupId: 'pair' }),
      makeLine({ key: 'r', quantity: 2, groupId: 'pair', variantId: 2 }),
      makeLine({ key: 'case', quantity: 1, variantId: 3 }),
    ]);
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

describe('applyOptimisticQuantity', () => {
  it('recounts item_count by the grouped-line rule', () => {
    const paired = makeCart([
      makeLine({ key: 'left', quantity: 2, groupId: 'lens-1' }),
      makeLine({ key: 'right', quantity: 2, groupId: 'lens-1', variantId: 2 }),
      makeLine({ key: 'case', quantity: 1, variantId: 3 }),
    ]);
    // Pair counts half of 4, plus the case.
    expect(applyOptimisticQuantity(paired, 'case', 3).item_count).toBe(5);
    // Removing one side leaves an incomplete pair, which counts in full.
    expect(applyOptimisticQuantity(paired, 'right', 0).item_count).toBe(3);
  });

  const cart = makeCart([
    makeLine({ key: 'a', quantity: 2, unitPrice: 1000 }),
    makeLine({ key: 'b', quantity: 1, unitPrice: 333, variantId: 2 }),
    makeLine({ key: 'c', quantity: 1, unitPrice: 500, variantId: 3 }),
  ]);

  it('changes the line quantity and total, and recomputes count and totals', () => {
    const next = applyOptimisticQuantity(cart, 'b', 3);
    expect(next.cart.b).toMatchObject({ quantity: 3, line_total: 999 });
    expect(next.cart_contents_count).toBe(2 + 3 + 1);
    expect(next.cart_contents_total).toBe(2000 + 999 + 500);
    expect(next.cart_total).toBe(cart.cart_total + 666);
    expect(Object.keys(next.cart)).toEqual(['a', 'b', 'c']);
  });

  it('removes the line at quantity 0', () => {
    const next = applyOptimisticQuantity(cart, 'a', 0);
    expect(Object.keys(next.cart)).toEqual(['b', 'c']);
    expect(next.cart_contents_count).toBe(2);
    expect(next.cart_contents_total).toBe(833);
    expect(next.cart_total).toBe(cart.cart_total - 2000);
  });

  it('leaves the input cart untouched', () => {
    const before = structuredClone(cart);
    applyOptimisticQuantity(cart, 'a', 5);
    applyOptimisticQuantity(cart, 'b', 0);
    expect(cart).toEqual(before);
  });

  it('returns the same cart for an unknown key', () => {
    expect(applyOptimisticQuantity(cart, 'nope', 4)).toBe(cart);
  });

  it('rejects negative and fractional quantities', () => {
    expect(() => applyOptimisticQuantity(cart, 'a', -1)).toThrow(RangeError);
    expect(() => applyOptimisticQuantity(cart, 'a', 1.5)).toThrow(RangeError);
  });
});
