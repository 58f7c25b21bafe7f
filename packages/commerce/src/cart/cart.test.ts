import { pricedCartSchema as cartSchema } from '@vitrine/headless/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { openTestCommerce, variantWithStock } from '../test/harness';
import { hashCartToken } from './cart.tokens';

const countCarts = async (commerce: Commerce) =>
  (await commerce.db.query<{ count: number }>('SELECT count(*)::int AS count FROM carts'))[0]?.count;

describe('cart', () => {
  let commerce: Commerce;
  let plenty: { id: number; price: number };
  let other: { id: number; price: number };

  beforeAll(async () => {
    commerce = await openTestCommerce();
    plenty = await variantWithStock(commerce.db, { min: 20, max: 1000 });
    other = await variantWithStock(commerce.db, { min: 20, max: 1000 }, 5);
  });
  afterAll(() => commerce.close());

  it('is empty, without a hash and without writing anything, when there is no cart yet', async () => {
    const before = await countCarts(commerce);
    for (const token of [null, undefined, '', 'not-a-token', 'x'.repeat(43)]) {
      const cart = await commerce.carts.get(token);
      expect(cartSchema.parse(cart)).toEqual(cart);
      expect(cart).toMatchObject({ hash: null, currency: 'USD', cart: {}, cart_contents_count: 0, cart_total: 0 });
    }
    expect(await countCarts(commerce)).toBe(before);
  });

  it('creates the cart on the first add and returns a secret token and a public hash', async () => {
    const { token, cart } = await commerce.carts.add(null, { variant_id: plenty.id, quantity: 2 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cart.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(cart.hash).not.toBe(token);
    expect(cartSchema.strict().parse(cart)).toEqual(cart);
    const [line] = Object.values(cart.cart);
    expect(line).toMatchObject({ quantity: 2, properties: [], line_total: plenty.price * 2 });
    expect(line?.variant.ID).toBe(plenty.id);
    expect(line?.image?.url).toMatch(/^\/media\//);
    expect(cart).toMatchObject({
      cart_contents_count: 2,
      cart_contents_total: plenty.price * 2,
      cart_total: plenty.price * 2,
      coupon_record: null,
      shipping: { methods: [], selected: null },
      shipping_total: 0,
      shipping_tax_total: 0,
      shipping_insurance: 0,
      address: null,
      notices: [],
    });
    expect(await commerce.carts.get(token)).toEqual(cart);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await commerce.carts.add(null, { variant_id: plenty.id });
    const stored = await commerce.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM carts WHERE token_hash IN ($1, $2)',
      [token, hashCartToken(token)],
    );
    expect(stored).toEqual([{ token_hash: hashCartToken(token) }]);
  });

  it('starts a new cart when the token is unknown', async () => {
    const { token, cart } = await commerce.carts.add('A'.repeat(43), { variant_id: plenty.id });
    expect(token).not.toBe('A'.repeat(43));
    expect(cart.cart_contents_count).toBe(1);
  });

  it('merges the same variant with the same properties, and keeps lines in the order they were added', async () => {
    const engraved = [{ name: 'Engraving', value: 'A.B.' }];
    const { token } = await commerce.carts.add(null, { variant_id: plenty.id, quantity: 1 });
    await commerce.carts.add(token, { variant_id: other.id, quantity: 1 });
    await commerce.carts.add(token, { variant_id: plenty.id, quantity: 1, properties: engraved });
    const { token: same, cart } = await commerce.carts.add(token, { variant_id: plenty.id, quantity: '3' });
    expect(same).toBe(token);
    const lines = Object.values(cart.cart);
    expect(lines.map((line) => [line.variant.ID, line.quantity, line.properties])).toEqual([
      [plenty.id, 4, []],
      [other.id, 1, []],
      [plenty.id, 1, engraved],
    ]);
    expect(Object.keys(cart.cart)).toEqual(lines.map((line) => line.key));
    expect(cart.cart_contents_count).toBe(6);
    expect(cart.cart_contents_total).toBe(plenty.price * 5 + other.price);
  });

  it('adds a batch of items at once', async () => {
    const { token: existing } = await commerce.carts.add(null, { variant_id: other.id });
    const { token, cart } = await commerce.carts.addBatch(existing, {
      items: [
        { variant_id: plenty.id, quantity: 2, properties: [{ name: 'groupId', value: 'g1' }] },
        { variant_id: other.id, quantity: 1 },
      ],
    });
    expect(token).toBe(existing);
    expect(Object.values(cart.cart).map((line) => [line.variant.ID, line.quantity])).toEqual([
      [other.id, 2],
      [plenty.id, 2],
    ]);
    const fresh = await commerce.carts.addBatch(null, { items: [{ variant_id: plenty.id }] });
    expect(fresh.cart.cart_contents_count).toBe(1);
  });

  it('changes a quantity, and removes the line at 0', async () => {
    const { token } = await commerce.carts.add(null, { variant_id: plenty.id });
    const { cart } = await commerce.carts.add(token, { variant_id: other.id });
    const [first, second] = Object.keys(cart.cart);
    const updated = await commerce.carts.updateLine(token, first ?? '', { quantity: 5 });
    expect(updated.cart[first ?? '']?.quantity).toBe(5);
    expect(updated.cart_contents_total).toBe(plenty.price * 5 + other.price);
    const removed = await commerce.carts.updateLine(token, first ?? '', { quantity: '0' });
    expect(Object.keys(removed.cart)).toEqual([second]);
    expect(removed.hash).toBe(cart.hash);
  });

  it('removes a line and keeps the order of the others', async () => {
    const { token } = await commerce.carts.addBatch(null, {
      items: [
        { variant_id: plenty.id },
        { variant_id: other.id },
        { variant_id: plenty.id, properties: [{ name: 'Gift', value: 'yes' }] },
      ],
    });
    const keys = Object.keys((await commerce.carts.get(token)).cart);
    const cart = await commerce.carts.removeLine(token, keys[1] ?? '');
    expect(Object.keys(cart.cart)).toEqual([keys[0], keys[2]]);
    const empty = await commerce.carts.removeLine(token, keys[0] ?? '');
    const emptier = await commerce.carts.removeLine(token, keys[2] ?? '');
    expect(Object.keys(empty.cart)).toHaveLength(1);
    expect(emptier).toMatchObject({ cart: {}, cart_contents_count: 0, cart_total: 0 });
    expect(emptier.hash).not.toBeNull();
  });

  it('prices every line from the database, never from the request', async () => {
    const { token, cart } = await commerce.carts.add(null, {
      variant_id: plenty.id,
      quantity: 2,
      price: 1,
      line_total: 2,
    } as unknown);
    expect(cart.cart_contents_total).toBe(plenty.price * 2);
    await commerce.db.query('UPDATE variants SET price = price + 100 WHERE id = $1', [plenty.id]);
    try {
      const repriced = await commerce.carts.get(token);
      expect(repriced.cart_contents_total).toBe((plenty.price + 100) * 2);
      expect(Object.values(repriced.cart)[0]?.line_total).toBe((plenty.price + 100) * 2);
    } finally {
      await commerce.db.query('UPDATE variants SET price = price - 100 WHERE id = $1', [plenty.id]);
    }
  });
});
