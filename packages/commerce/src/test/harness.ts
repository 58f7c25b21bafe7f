import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { openEngine, type Commerce, type CommerceOptions } from '../commerce';
import { connectDatabase } from '../db/connect';
import type { Db } from '../db/db.types';
import { CommerceError } from '../errors';

/** Set to run the same tests on a real PostgreSQL server instead of PGlite. */
export const DATABASE_URL = process.env.DATABASE_URL || undefined;
export const ON_SERVER = DATABASE_URL !== undefined;

/** A schema no other test file uses (only meaningful on a real server). */
export function uniqueSchema(): string {
  return `test_${randomBytes(6).toString('hex')}`;
}

/** Where a test database lives: in memory, or a fresh schema on the server. */
export function testDatabase(schema = uniqueSchema()): Pick<CommerceOptions, 'databaseUrl' | 'schema'> {
  return DATABASE_URL ? { databaseUrl: DATABASE_URL, schema } : {};
}

/** On a server, drops the test schema before closing, so runs leave nothing behind. */
async function dropSchemaAndClose(db: Db, schema: string | undefined, close: () => Promise<void>): Promise<void> {
  if (db.dialect === 'postgres' && schema && schema !== 'public') {
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
  await close();
}

/**
 * On the embedded database, the stores test files open most (the demo shop, and a migrated empty one) are
 * made once per test process and copied from then on: a copy opens in 1–2 s instead of 7 s. Each copy
 * is its own database, so no file sees another's writes.
 */
type Snapshots = Map<'demo' | 'empty', Promise<Blob>>;
const holder = globalThis as typeof globalThis & { vitrineStoreSnapshots?: Snapshots };
const snapshots: Snapshots = (holder.vitrineStoreSnapshots ??= new Map());

function snapshotOf(kind: 'demo' | 'empty'): Promise<Blob> {
  let snapshot = snapshots.get(kind);
  if (!snapshot) {
    snapshot = openEngine({ seed: kind === 'demo' ? { images: false } : false }).then(async (commerce) => {
      try {
        // Not compressed: each copy opens without unzipping it first (the copy stays in memory only).
        const copy = await commerce.db.dumpDataDir?.('none');
        if (!copy) throw new Error('Only the embedded database is copied');
        return copy;
      } finally {
        await commerce.close();
      }
    });
    // A failed attempt is not kept: the next file tries again and reports its own error.
    snapshot.catch(() => snapshots.delete(kind));
    snapshots.set(kind, snapshot);
  }
  return snapshot;
}

/** The copy a test file can start from: only for the plain demo shop or a plain empty store on PGlite. */
async function restoreFromFor(options: CommerceOptions): Promise<Pick<CommerceOptions, 'restoreFrom'>> {
  if (ON_SERVER || Object.keys(options).some((key) => key !== 'seed')) return {};
  if (options.seed === undefined) return { restoreFrom: await snapshotOf('demo') };
  if (options.seed === false) return { restoreFrom: await snapshotOf('empty') };
  return {};
}

/** A demo shop for one test file: migrated and seeded, pictures skipped unless asked for. */
export async function openTestCommerce(options: CommerceOptions = {}): Promise<Commerce> {
  const database = testDatabase();
  const commerce = await openEngine({
    seed: { images: false },
    ...database,
    ...(await restoreFromFor(options)),
    ...options,
  });
  const close = commerce.close;
  return { ...commerce, close: () => dropSchemaAndClose(commerce.db, options.schema ?? database.schema, close) };
}

/** A bare database (no migrations) for the query-layer and migration tests. */
export async function openTestDb(schema = uniqueSchema()): Promise<{ db: Db; schema: string; close(): Promise<void> }> {
  const db = await connectDatabase(ON_SERVER ? { databaseUrl: DATABASE_URL, schema } : { schema });
  return { db, schema, close: () => dropSchemaAndClose(db, schema, () => db.close()) };
}

/** Awaits a promise that must fail with a CommerceError and checks its status, code and field. */
export async function expectCommerceError(
  promise: Promise<unknown>,
  expected: { status: number; code: string; field?: string },
): Promise<CommerceError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, 'expected the call to fail').toBeInstanceOf(CommerceError);
  const commerceError = error as CommerceError;
  expect({ status: commerceError.status, code: commerceError.code, field: commerceError.field }).toEqual({
    status: expected.status,
    code: expected.code,
    field: expected.field,
  });
  return commerceError;
}

/** A variant picked by its stock, for tests that need plenty, a little or none. */
export async function variantWithStock(
  db: Db,
  range: { min: number; max: number },
  skip = 0,
): Promise<{ id: number; onHand: number; price: number }> {
  const [row] = await db.query<{ id: number; on_hand: number; price: number }>(
    `SELECT v.id, i.on_hand, v.price FROM variants v JOIN inventory_levels i ON i.variant_id = v.id
     WHERE i.on_hand BETWEEN $1 AND $2 ORDER BY v.id OFFSET $3 LIMIT 1`,
    [range.min, range.max, skip],
  );
  if (!row) throw new Error(`No variant with stock between ${range.min} and ${range.max}`);
  return { id: row.id, onHand: row.on_hand, price: row.price };
}
