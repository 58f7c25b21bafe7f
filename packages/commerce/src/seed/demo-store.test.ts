import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type CommerceOptions } from '../commerce';
import { connectDatabase } from '../db/connect';
import type { Db } from '../db/db.types';
import { MIGRATIONS } from '../migrations';
import { runMigrations } from '../migrations/migrate';
import { DATABASE_URL, expectCommerceError, ON_SERVER, uniqueSchema, variantWithStock } from '../test/harness';
import { buildCatalog } from './build';
import { insertDemoCatalog } from './seed';

/**
 * One store that outlives its processes: a data folder for the embedded
 * database, or a schema on the server. Each `start()` is a fresh boot of the
 * engine on it (close it before the next, as a restarted server would).
 */
interface Place {
  schema: string;
  start(): ReturnType<typeof openEngine>;
  connect(): Promise<Db>;
  remove(): Promise<void>;
}

async function newPlace(): Promise<Place> {
  if (ON_SERVER) {
    const schema = uniqueSchema();
    const connect = () => connectDatabase({ databaseUrl: DATABASE_URL, schema });
    return {
      schema,
      start: () => openEngine({ databaseUrl: DATABASE_URL, schema, seed: { images: false } }),
      connect,
      remove: async () => {
        const db = await connect();
        await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await db.close();
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-seed-'));
  const options: CommerceOptions = { dataDir, seed: { images: false } };
  return {
    schema: 'public',
    start: () => openEngine(options),
    connect: () => connectDatabase({ pgliteDataDir: join(dataDir, 'pgdata') }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Everything a start could write into: the demo seed's tables and the rows a merchant edits. */
async function storeState(db: Db) {
  const [counts] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM products) AS products,
            (SELECT count(*)::int FROM collections) AS collections,
            (SELECT count(*)::int FROM variants) AS variants,
            (SELECT count(*)::int FROM variants WHERE weight_grams = 0) AS weightless_variants,
            (SELECT count(*)::int FROM shipping_zones) AS zones,
            (SELECT count(*)::int FROM shipping_methods) AS methods,
            (SELECT count(*)::int FROM tax_rates) AS tax_rates,
            (SELECT count(*)::int FROM blog_collections) AS blog_collections,
            (SELECT count(*)::int FROM product_reviews) AS reviews,
            (SELECT count(*)::int FROM product_comments) AS comments`,
  );
  const coupons = await db.query<{ code: string }>('SELECT code FROM coupons ORDER BY code');
  const posts = await db.query<{ handle: string; title: string }>(
    'SELECT handle, title FROM blog_posts ORDER BY handle',
  );
  const prices = await db.query<{ id: number; price: number; weight_grams: number }>(
    'SELECT id, price::int AS price, weight_grams FROM variants ORDER BY id LIMIT 3',
  );
  const [settings] = await db.query<{ prices_include_tax: boolean }>('SELECT prices_include_tax FROM pricing_settings');
  const seeds = await db.query<{ origin: string }>('SELECT origin FROM demo_seed');
  return {
    ...counts,
    coupons: coupons.map((row) => row.code),
    posts,
    prices,
    pricesIncludeTax: settings?.prices_include_tax,
    seeds: seeds.map((row) => row.origin),
  };
}

const catalog = buildCatalog();
const variantCount = catalog.products.reduce((sum, product) => sum + product.variants.length, 0);
const DEMO_COUPONS = ['BULKBUY', 'FREESHIP', 'LAUNCH', 'SHIP5', 'SPEND100', 'THIRDFREE', 'WELCOME10'];

describe('the demo store is loaded once, into an empty store only', () => {
  let place: Place;
  beforeAll(async () => {
    place = await newPlace();
  });
  afterAll(() => place.remove());

  it('an empty store gets the whole demo store and records it', async () => {
    const commerce = await place.start();
    try {
      const state = await storeState(commerce.db);
      expect(state).toMatchObject({
        products: catalog.products.length,
        collections: catalog.collections.length,
        variants: variantCount,
        weightless_variants: 0,
        zones: 6,
        methods: 12,
        tax_rates: 12,
        blog_collections: 2,
        reviews: 7,
        comments: 3,
        coupons: DEMO_COUPONS,
        pricesIncludeTax: false,
        seeds: ['demo'],
      });
      expect(state.posts).toHaveLength(8);
      expect((await commerce.content.blogs.collections()).map((c) => c.handle)).toEqual(['journal', 'care-guides']);
    } finally {
      await commerce.close();
    }
  });

  it("a restart leaves the merchant's deletions and edits as they are", async () => {
    const first = await place.start();
    let before: Awaited<ReturnType<typeof storeState>>;
    try {
      const db = first.db;
      await db.query("DELETE FROM coupons WHERE code = 'WELCOME10'");
      await db.query('DELETE FROM shipping_zones');
      await db.query('DELETE FROM tax_rates');
      await db.query('DELETE FROM product_reviews');
      await db.query('DELETE FROM product_comments');
      const [variant] = await db.query<{ id: number }>('SELECT id FROM variants ORDER BY id LIMIT 1');
      await db.query('UPDATE variants SET weight_grams = 0, price = 1234 WHERE id = $1', [variant!.id]);
      await db.query("UPDATE blog_posts SET title = 'Our own story' WHERE handle = 'how-to-wash-linen'");
      await db.query('UPDATE pricing_settings SET prices_include_tax = true');
      before = await storeState(db);
      expect(before).toMatchObject({
        zones: 0,
        methods: 0,
        tax_rates: 0,
        reviews: 0,
        comments: 0,
        weightless_variants: 1,
      });
      expect(before.coupons).not.toContain('WELCOME10');
      expect(before.prices[0]).toMatchObject({ price: 1234, weight_grams: 0 });
      expect(before.posts).toContainEqual({ handle: 'how-to-wash-linen', title: 'Our own story' });
    } finally {
      await first.close();
    }

    const second = await place.start();
    try {
      expect(await storeState(second.db)).toEqual(before);
      // A shopper finds the deleted code gone for good.
      const inStock = await variantWithStock(second.db, { min: 1, max: 1_000_000 });
      const { token } = await second.carts.add(null, { variant_id: inStock.id, quantity: 1 });
      await expectCommerceError(second.carts.applyCoupon(token, { code: 'WELCOME10' }), {
        status: 422,
        code: 'COUPON_NOT_MATCHED',
        field: 'code',
      });
    } finally {
      await second.close();
    }
  });

  it('a store the merchant emptied stays empty', async () => {
    const first = await place.start();
    try {
      for (const table of ['carts', 'products', 'collections', 'coupons', 'blog_collections']) {
        await first.db.query(`DELETE FROM ${table}`);
      }
    } finally {
      await first.close();
    }

    const second = await place.start();
    try {
      expect(await storeState(second.db)).toMatchObject({
        products: 0,
        collections: 0,
        zones: 0,
        tax_rates: 0,
        blog_collections: 0,
        reviews: 0,
        coupons: [],
        posts: [],
        seeds: ['demo'],
      });
    } finally {
      await second.close();
    }
  });
});

describe('a store seeded before the record of the demo seed existed', () => {
  let place: Place;
  beforeAll(async () => {
    place = await newPlace();
    // The store as an earlier version left it: every migration before the record, the demo catalogue,
    // and a merchant who removed the demo coupons, zones and rates and made one item weigh nothing.
    const db = await place.connect();
    try {
      const earlier = MIGRATIONS.filter((migration) => migration.id !== '0029_demo_seed');
      await runMigrations(db, place.schema, earlier);
      await db.transaction((tx) => insertDemoCatalog(tx, catalog));
      await db.query('UPDATE variants SET weight_grams = 0 WHERE id = (SELECT min(id) FROM variants)');
    } finally {
      await db.close();
    }
  });
  afterAll(() => place.remove());

  const untouched = {
    products: catalog.products.length,
    variants: variantCount,
    weightless_variants: 1,
    zones: 0,
    methods: 0,
    tax_rates: 0,
    blog_collections: 0,
    reviews: 0,
    comments: 0,
    coupons: [],
    posts: [],
  };

  it('is recorded as seeded by the migration and left alone', async () => {
    const commerce = await place.start();
    try {
      expect(await storeState(commerce.db)).toMatchObject({ ...untouched, seeds: ['existing'] });
    } finally {
      await commerce.close();
    }
  });

  it('is left alone without the record too, because it holds a catalogue', async () => {
    const first = await place.start();
    await first.db.query('DELETE FROM demo_seed');
    await first.close();

    const second = await place.start();
    try {
      expect(await storeState(second.db)).toMatchObject({ ...untouched, seeds: [] });
    } finally {
      await second.close();
    }
  });
});
