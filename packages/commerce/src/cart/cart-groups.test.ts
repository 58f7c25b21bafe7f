import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { pricedCartSchema } from '@vitrine/headless/contract';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';
import { itemCountWithGroups } from './cart.groups';

const group = (value: string) => [{ name: 'groupId', value }];

describe('grouped lines', () => {
  let commerce: Commerce;
  let left: { id: number };
  let right: { id: number };
  let third: { id: number };

  beforeAll(async () => {
    commerce = await openTestCommerce();
    left = await variantWithStock(commerce.db, { min: 20, max: 1000 });
    right = await variantWithStock(commerce.db, { min: 20, max: 1000 }, 1);
    third = await variantWithStock(commerce.db, { min: 20, max: 1000 }, 2);
  });
  afterAll(() => commerce.close());

  it('accepts a groupId of 1 and of 64 characters, and refuses 0, 65 or two groups', async () => {
    for (const value of ['g', 'x'.repeat(64), '\u{1F453}'.repeat(64)]) {
      const { cart } = await commerce.carts.add(null, { variant_id: left.id, properties: group(value) });
      expect(Object.values(cart.cart)[0]?.properties).toEqual(group(value));
    }
    for (const properties of [group(''), group('x'.repeat(65)), [...group('a'), ...group('b')]]) {
      await expectCommerceError(commerce.carts.add(null, { variant_id: left.id, properties }), {
        status: 422,
        code: 'INVALID_GROUP_ID',
        field: 'properties.groupId',
      });
    }
  });

  it('holds at most two lines per group: the third is GROUP_FULL and changes nothing', async () => {
    const { token } = await commerce.carts.add(null, { variant_id: left.id, quantity: 2, properties: group('pair-1') });
    const { cart: pair } = await commerce.carts.add(token, {
      variant_id: right.id,
      quantity: 2,
      properties: group('pair-1'),
    });
    expect(pair).toMatchObject({ cart_contents_count: 4, item_count: 2 });
    await expectCommerceError(commerce.carts.add(token, { variant_id: third.id, properties: group('pair-1') }), {
      status: 422,
      code: 'GROUP_FULL',
      field: 'properties.groupId',
    });
    // Same variant, same group: merges into its line, so the pair stays a pair.
    const { cart } = await commerce.carts.add(token, { variant_id: left.id, properties: group('pair-1') });
    expect(Object.values(cart.cart).map((line) => line.quantity)).toEqual([3, 2]);
    expect(cart.item_count).toBe(3); // ceil((3 + 2) / 2)
    // Removing a half makes room again; the other half now counts in full.
    const removed = await commerce.carts.removeLine(token, Object.keys(cart.cart)[1]!);
    expect(removed.item_count).toBe(3);
    const refilled = await commerce.carts.add(token, { variant_id: third.id, properties: group('pair-1') });
    expect(refilled.cart.item_count).toBe(2);
  });

  it('never merges lines of different groups', async () => {
    const { token } = await commerce.carts.add(null, { variant_id: left.id, properties: group('a') });
    await commerce.carts.add(token, { variant_id: left.id, properties: group('b') });
    const { cart } = await commerce.carts.add(token, { variant_id: left.id });
    expect(Object.values(cart.cart).map((line) => line.properties)).toEqual([group('a'), group('b'), []]);
    expect(cart.item_count).toBe(3);
  });

  it('fails a whole batch whose third line joins a pair, naming that item', async () => {
    const { token, cart: before } = await commerce.carts.add(null, { variant_id: left.id });
    await expectCommerceError(
      commerce.carts.addBatch(token, {
        items: [
          { variant_id: left.id, properties: group('p') },
          { variant_id: right.id, properties: group('p') },
          { variant_id: third.id, properties: group('p') },
        ],
      }),
      { status: 422, code: 'GROUP_FULL', field: 'items.2.properties.groupId' },
    );
    expect(await commerce.carts.get(token)).toEqual(before);
    await expectCommerceError(
      commerce.carts.addBatch(token, {
        items: [{ variant_id: left.id }, { variant_id: left.id, properties: group('') }],
      }),
      { status: 422, code: 'INVALID_GROUP_ID', field: 'items.1.properties.groupId' },
    );
    const { cart } = await commerce.carts.addBatch(token, {
      items: [
        { variant_id: left.id, quantity: 1, properties: group('p') },
        { variant_id: right.id, quantity: 2, properties: group('p') },
      ],
    });
    expect(pricedCartSchema.strict().parse(cart)).toEqual(cart);
    expect(cart).toMatchObject({ cart_contents_count: 4, item_count: 1 + 2 });
  });

  it('counts an empty cart as 0', async () => {
    expect((await commerce.carts.get(null)).item_count).toBe(0);
  });
});

describe('itemCountWithGroups', () => {
  const line = (quantity: number, groupId?: string) => ({
    quantity,
    properties: groupId === undefined ? [] : group(groupId),
  });

  it('counts ungrouped lines in full, pairs by half, incomplete pairs in full, odd pairs rounded up', () => {
    expect(itemCountWithGroups([])).toBe(0);
    expect(itemCountWithGroups([line(2), line(3)])).toBe(5);
    expect(itemCountWithGroups([line(2, 'g'), line(2, 'g')])).toBe(2);
    expect(itemCountWithGroups([line(3, 'g')])).toBe(3);
    expect(itemCountWithGroups([line(1, 'g'), line(2, 'g')])).toBe(2);
    expect(itemCountWithGroups([line(1), line(1, 'a'), line(1, 'a'), line(2, 'b'), line(4, 'c'), line(4, 'c')])).toBe(
      8,
    );
    expect(itemCountWithGroups([line(2, ''), line(2, '')])).toBe(4);
  });
});
