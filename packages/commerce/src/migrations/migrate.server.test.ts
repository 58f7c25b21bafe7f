// Runs only against a real PostgreSQL server (DATABASE_URL); see vitest.config.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { openEngine } from '../commerce';
import { connectDatabase } from '../db/connect';
import { buildCatalog } from '../seed/build';
import { DATABASE_URL } from '../test/harness';
import { MIGRATIONS } from './index';

describe('two processes starting at once on a server', () => {
  const schema = `test_race_${process.pid}_${Date.now().toString(36)}`;
  afterAll(async () => {
    const db = await connectDatabase({ databaseUrl: DATABASE_URL, schema });
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  });

  it('migrates and seeds exactly once', async () => {
    const start = () => openEngine({ databaseUrl: DATABASE_URL, schema, seed: { images: false } });
    const [a, b] = await Promise.all([start(), start()]);
    const [products] = await a.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
    const [migrations] = await a.db.query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations');
    expect(products?.count).toBe(buildCatalog().products.length);
    expect(migrations?.count).toBe(MIGRATIONS.length);
    const [demo] = await a.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM coupons) AS coupons, (SELECT count(*)::int FROM shipping_zones) AS zones,
              (SELECT count(*)::int FROM tax_rates) AS tax_rates, (SELECT count(*)::int FROM blog_posts) AS posts,
              (SELECT count(*)::int FROM product_reviews) AS reviews, (SELECT count(*)::int FROM demo_seed) AS seeds`,
    );
    expect(demo).toEqual({ coupons: 7, zones: 6, tax_rates: 12, posts: 8, reviews: 7, seeds: 1 });
    await Promise.all([a.close(), b.close()]);
  });
});
