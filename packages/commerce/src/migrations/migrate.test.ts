import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.types';
import { buildCatalog } from '../seed/build';
import { seedDemoStore } from '../seed/demo-store';
import { openTestDb } from '../test/harness';
import { MIGRATIONS } from './index';
import { runMigrations } from './migrate';

const TABLES = [
  'products',
  'product_options',
  'product_option_values',
  'product_images',
  'variants',
  'variant_option_values',
  'inventory_levels',
  'collections',
  'collection_products',
  'customers',
  'sessions',
  'carts',
  'cart_lines',
];

describe('migrations', () => {
  let db: Db;
  let schema: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, schema, close } = await openTestDb());
  });
  afterAll(() => close());

  it('applies every migration once, in order, and records it', async () => {
    expect(await runMigrations(db, schema)).toEqual(MIGRATIONS.map((m) => m.id));
    const recorded = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(recorded.map((row) => row.id)).toEqual(MIGRATIONS.map((m) => m.id));
  });

  it('creates the tables in the chosen schema', async () => {
    const rows = await db.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1',
      [schema],
    );
    expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining([...TABLES, 'schema_migrations']));
  });

  it('is idempotent: a second run applies nothing', async () => {
    expect(await runMigrations(db, schema)).toEqual([]);
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations');
    expect(row?.count).toBe(MIGRATIONS.length);
  });

  it('seeds once, even when two seeds race', async () => {
    const catalog = buildCatalog();
    const results = await Promise.all([seedDemoStore(db, catalog), seedDemoStore(db, catalog)]);
    expect(results.sort()).toEqual(['already-seeded', 'seeded']);
    const [row] = await db.query<{ products: number; coupons: number; seeds: number }>(
      `SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM coupons) AS coupons,
              (SELECT count(*)::int FROM demo_seed) AS seeds`,
    );
    expect(row).toEqual({ products: catalog.products.length, coupons: 7, seeds: 1 });
    expect(await seedDemoStore(db, catalog)).toBe('already-seeded');
  });
});
