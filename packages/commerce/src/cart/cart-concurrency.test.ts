import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { CommerceError } from '../errors';
import { openTestCommerce, variantWithStock } from '../test/harness';

describe('concurrent changes to one cart', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce();
  });
  afterAll(() => commerce.close());

  it('never sells more than the stock: parallel adds take turns', async () => {
    const low = await variantWithStock(commerce.db, { min: 2, max: 3 });
    const filler = await variantWithStock(commerce.db, { min: 20, max: 1000 });
    const { token } = await commerce.carts.add(null, { variant_id: filler.id });

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => commerce.carts.add(token, { variant_id: low.id, quantity: 1 })),
    );

    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(fulfilled).toHaveLength(low.onHand);
    expect(rejected).toHaveLength(10 - low.onHand);
    for (const reason of rejected) {
      expect(reason).toBeInstanceOf(CommerceError);
      expect((reason as CommerceError).code).toBe('INSUFFICIENT_STOCK');
    }
    const cart = await commerce.carts.get(token);
    const lowLines = Object.values(cart.cart).filter((line) => line.variant.ID === low.id);
    expect(lowLines).toHaveLength(1);
    expect(lowLines[0]?.quantity).toBe(low.onHand);
  });

  it('keeps every parallel add to different variants, each line once', async () => {
    const { token } = await commerce.carts.add(null, {
      variant_id: (await variantWithStock(commerce.db, { min: 20, max: 1000 })).id,
    });
    const variants = await Promise.all(
      [1, 2, 3, 4, 5].map((skip) => variantWithStock(commerce.db, { min: 20, max: 1000 }, skip)),
    );
    await Promise.all(variants.map((variant) => commerce.carts.add(token, { variant_id: variant.id, quantity: 2 })));
    const cart = await commerce.carts.get(token);
    expect(Object.keys(cart.cart)).toHaveLength(6);
    expect(cart.cart_contents_count).toBe(11);
  });

  it('gives every change a strictly newer revision, in the order the changes took turns', async () => {
    expect((await commerce.carts.get(null)).revision).toBe(0);
    const variant = await variantWithStock(commerce.db, { min: 20, max: 1000 });
    const { token, cart: created } = await commerce.carts.add(null, { variant_id: variant.id });
    expect(created.revision).toBeGreaterThan(0);
    // A read changes nothing, so it carries the same revision.
    expect((await commerce.carts.get(token)).revision).toBe(created.revision);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => commerce.carts.add(token, { variant_id: variant.id, quantity: 1 })),
    );
    const revisions = answers.map((answer) => answer.cart.revision);
    expect(new Set(revisions).size).toBe(8);
    // The answer that saw the most units was the last change: it has the highest revision.
    const byQuantity = [...answers].sort(
      (a, b) => (Object.values(a.cart.cart)[0]?.quantity ?? 0) - (Object.values(b.cart.cart)[0]?.quantity ?? 0),
    );
    expect(byQuantity.map((answer) => answer.cart.revision)).toEqual([...revisions].sort((a, b) => a - b));
    expect(Math.min(...revisions)).toBeGreaterThan(created.revision);
    expect((await commerce.carts.get(token)).revision).toBe(Math.max(...revisions));
  });
});
