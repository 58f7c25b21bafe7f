import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Commerce } from '../commerce';
import type { Db } from '../db/db.types';
import { openTestCommerce } from './harness';

/** Every table's row count and every sequence's position: what a store holds, table by table. */
async function contents(db: Db) {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
    counts[name] = row!.n;
  }
  const sequences = await db.query<{ name: string; value: string | null }>(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
     WHERE schemaname = current_schema() ORDER BY sequencename`,
  );
  return { counts, sequences };
}

describe('test stores on the shared embedded database', () => {
  let own: Commerce;
  let shared: Commerce;
  let other: Commerce;

  beforeAll(async () => {
    // A demo shop opened the way the store opens one: its own PGlite, migrated and seeded.
    own = await openEngine({ seed: { images: false } });
    shared = await openTestCommerce();
    other = await openTestCommerce();
  });

  afterAll(async () => {
    await Promise.all([own?.close(), shared?.close(), other?.close()]);
  });

  it('hold what a freshly opened demo shop holds, table by table, with each sequence where it stands', async () => {
    const expected = await contents(own.db);
    expect(Object.keys(expected.counts).length).toBeGreaterThan(50);
    expect(expected.counts.products).toBeGreaterThan(0);
    expect(await contents(shared.db)).toEqual(expected);
  });

  it("each is its own store: one's writes are not seen by another, and new rows take fresh ids", async () => {
    const [before] = await other.db.query<{ n: number; max: number }>(
      'SELECT count(*)::int AS n, max(id)::int AS max FROM products',
    );
    const [made] = await shared.db.query<{ id: number }>(
      `INSERT INTO products (handle, title, description_html) VALUES ('harness-check', 'Harness check', '') RETURNING id`,
    );
    expect(made!.id).toBeGreaterThan(before!.max);
    const [after] = await other.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(after!.n).toBe(before!.n);
    expect(await shared.catalog.getProduct('harness-check')).toMatchObject({ title: 'Harness check' });
  });

  it('a closed store answers no more queries and leaves nothing behind', async () => {
    const store = await openTestCommerce({ seed: false });
    const [{ schema }] = (await store.db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [
      { schema: string },
    ];
    await store.close();
    await expect(store.db.query('SELECT 1')).rejects.toThrow(/closed/);
    const left = await shared.db.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [schema]);
    expect(left).toEqual([]);
  });
});
