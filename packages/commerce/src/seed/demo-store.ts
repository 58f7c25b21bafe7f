import { insertDemoContent } from '../content/content.seed';
import type { Db } from '../db/db.types';
import { insertDemoPricing } from '../pricing/pricing.seed';
import type { BuiltCatalog } from './build';
import { insertDemoCatalog } from './seed';

/**
 * Tables whose rows mean the store is in use: what the demo seed fills, and
 * the shoppers' accounts and orders. A store with a row in any of them is
 * never seeded, marker or not.
 */
const STORE_DATA_TABLES = [
  'products',
  'collections',
  'coupons',
  'shipping_zones',
  'tax_rates',
  'blog_collections',
  'blog_posts',
  'product_reviews',
  'product_comments',
  'customers',
  'orders',
] as const;

/** Why a store was, or was not, given the demo data by `seedDemoStore`. */
export type DemoSeedOutcome =
  /** The store was empty: this call loaded the demo store and recorded it. */
  | 'seeded'
  /** The store has had its demo seed (or held data when the record was introduced): left alone. */
  | 'already-seeded'
  /** No record, but the store holds the merchant's own data: left alone. */
  | 'has-data';

/**
 * Loads the demo store (catalog, coupons, shipping zones, tax rates, blog,
 * reviews and comments) into an empty store, once. The data and the
 * `demo_seed` row that records it are written in one transaction, so a store
 * is either seeded and marked or untouched. A later start finds the row and
 * writes nothing: coupons, zones, rates or posts the merchant deleted stay
 * deleted, and edited rows stay edited. A store without the row that already
 * holds data is left alone too.
 *
 * Two processes starting together take turns on an advisory lock; the second
 * finds the row. The row's single-valued key would refuse a second seed anyway.
 *
 * @example const outcome = await seedDemoStore(db, buildCatalog()); // 'seeded' on a fresh store
 */
export async function seedDemoStore(db: Db, catalog: BuiltCatalog): Promise<DemoSeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('vitrine:demo-seed:' || current_schema()))");
    const [marker] = await tx.query<{ origin: string }>('SELECT origin FROM demo_seed');
    if (marker) return 'already-seeded';
    const inUse = STORE_DATA_TABLES.map((table) => `EXISTS (SELECT 1 FROM ${table})`).join(' OR ');
    const [state] = await tx.query<{ in_use: boolean }>(`SELECT ${inUse} AS in_use`);
    if (state?.in_use) return 'has-data';
    await insertDemoCatalog(tx, catalog);
    await insertDemoPricing(tx);
    await insertDemoContent(tx);
    await tx.query("INSERT INTO demo_seed (id, origin) VALUES (true, 'demo')");
    return 'seeded';
  });
}
