import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { createStoreSettings } from '../settings/store-settings';
import { openTestCommerce } from '../test/harness';
import { cachedRead } from './read-cache';
import { withQueryStats, type QueryStats } from './request-scope';

/**
 * Reads kept in process (settings, collections, rates) and the request scope:
 * a kept read costs one statement (the change count) instead of its own, a
 * change by plain SQL shows on the next read, and a read-only request reads
 * the cart once however many loaders ask for it.
 */
let commerce: Commerce;

beforeAll(async () => {
  commerce = await openTestCommerce();
});
afterAll(() => commerce?.close());

async function counting<T>(work: () => Promise<T>, readOnly = false): Promise<{ value: T; stats: QueryStats }> {
  const stats: QueryStats = { count: 0, durationMs: 0 };
  const value = await withQueryStats(stats, work, { readOnly });
  return { value, stats };
}

describe('reads kept in process', () => {
  it('answers a second read from the process and sees a change made by SQL at once', async () => {
    const first = await counting(() => commerce.catalog.listCollections());
    const again = await counting(() => commerce.catalog.listCollections());
    expect(again.value).toEqual(first.value);
    expect(again.stats.count).toBe(1);

    const [collection] = first.value;
    await commerce.db.query('UPDATE collections SET title = $2 WHERE id = $1', [collection!.ID, 'Linen Edit']);
    const changed = await counting(() => commerce.catalog.listCollections());
    expect(changed.value.find((c) => c.ID === collection!.ID)?.title).toBe('Linen Edit');
    expect(changed.stats.count).toBe(2);
    await commerce.db.query('UPDATE collections SET title = $2 WHERE id = $1', [collection!.ID, collection!.title]);
  });

  it('shows a setting written by hand, and rates replaced in a transaction, on the next read', async () => {
    const settings = createStoreSettings(commerce.db, {});
    expect((await settings.read()).checkout.is_closed).toBe(false);
    await commerce.db.query(
      `INSERT INTO store_settings (name, value) VALUES ('checkout', '{"is_closed": true}')
       ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
    );
    expect((await settings.read()).checkout.is_closed).toBe(true);
    await commerce.db.query(`DELETE FROM store_settings WHERE name = 'checkout'`);
    expect((await settings.read()).checkout.is_closed).toBe(false);

    const before = await commerce.money.exchangeRates();
    await commerce.money.updateExchangeRates({ base: 'USD', rates: { ...before.rates, EUR: 0.5 } });
    expect((await commerce.money.exchangeRates()).rates.EUR).toBe(0.5);
  });

  it('does not keep a failed read', async () => {
    await expect(cachedRead(commerce.db, 'failing', () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(await cachedRead(commerce.db, 'failing', () => Promise.resolve('read'))).toBe('read');
    expect(await cachedRead(commerce.db, 'failing', () => Promise.resolve('not asked'))).toBe('read');
  });
});

describe('products kept in process', () => {
  it('reads a product seen before with its stock only, and shows a changed price or stock at once', async () => {
    const [summary] = (await commerce.catalog.listProducts({ page_size: 1 })).products;
    // Any change to the catalogue starts the kept products afresh.
    await commerce.db.query('UPDATE products SET title = title WHERE id = $1', [summary!.ID]);
    const cold = await counting(() => commerce.catalog.getProduct(summary!.handle));
    const warm = await counting(() => commerce.catalog.getProduct(summary!.handle));
    expect(warm.value).toEqual(cold.value);
    // The handle, the change count, the stock, the variants' options and collections.
    expect(warm.stats.count).toBeLessThan(cold.stats.count);
    expect(warm.stats.count).toBeLessThanOrEqual(5);

    const variant = warm.value!.variants[0]!;
    await commerce.db.query('UPDATE inventory_levels SET on_hand = on_hand + 7 WHERE variant_id = $1', [variant.ID]);
    await commerce.db.query('UPDATE variants SET price = price + 100 WHERE id = $1', [variant.ID]);
    const changed = (await commerce.catalog.getProduct(summary!.handle))!.variants[0]!;
    expect(changed.available).toBe(variant.available + 7);
    expect(changed.price).toBe(variant.price + 100);
    await commerce.db.query('UPDATE inventory_levels SET on_hand = on_hand - 7 WHERE variant_id = $1', [variant.ID]);
    await commerce.db.query('UPDATE variants SET price = price - 100 WHERE id = $1', [variant.ID]);
  });
});

describe('a read-only request', () => {
  it('reads the cart once for every loader that asks, and again after a change', async () => {
    const [product] = (await commerce.catalog.listProducts({ page_size: 1 })).products;
    const variant = (await commerce.catalog.getProduct(product!.handle))!.variants.find((v) => v.available > 0)!;
    const { token } = await commerce.carts.add(null, { variant_id: variant.ID, quantity: 1 });

    const once = await counting(() => commerce.carts.get(token), true);
    const twice = await counting(async () => {
      const [a, b] = await Promise.all([commerce.carts.get(token), commerce.carts.get(token)]);
      expect(b).toBe(a);
      return commerce.carts.get(token);
    }, true);
    expect(twice.stats.count).toBe(once.stats.count);

    // A change inside the request (a transaction) is seen by the next read.
    await counting(async () => {
      expect((await commerce.carts.get(token)).cart_contents_count).toBe(1);
      await commerce.carts.add(token, { variant_id: variant.ID, quantity: 1 });
      expect((await commerce.carts.get(token)).cart_contents_count).toBe(2);
    }, true);
  });

  it('counts every statement of the work, and none outside it', async () => {
    const { stats } = await counting(() => commerce.catalog.getProduct('no-such-product'));
    expect(stats.count).toBe(1);
    expect(stats.durationMs).toBeGreaterThan(0);
  });
});
