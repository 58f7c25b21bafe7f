import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { openEngine, type Commerce, type CommerceOptions } from '../commerce';
import { connectDatabase } from '../db/connect';
import { assertSchemaName } from '../db/identifiers';
import { runMigrations } from '../migrations/migrate';
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
 * On the embedded database, every store a test file opens is a schema of one PGlite database that the
 * test process shares (starting PGlite and loading a copy of a store into it took 1.2–1.4 s per file, most
 * of the suite's time). A store's schema is made like a real one (the migrations), then filled with the
 * rows of a template store made once per process: the demo shop, or a migrated empty store. Each store
 * keeps its own schema, so no file sees another's writes, as on a PostgreSQL server.
 */
class SharedPglite {
  /** PGlite has one connection and one search path: each turn sets the path for its store, one turn at a time. */
  private turns: Promise<unknown> = Promise.resolve();
  private searchPath: string | undefined;
  private readonly templates = new Map<'demo' | 'empty', Promise<string>>();

  constructor(private readonly db: Db) {}

  /**
   * Runs `work` with `schema` as the search path, after every earlier turn. A transaction is one turn,
   * as PGlite itself runs a plain query only between transactions.
   */
  inSchema<T>(schema: string, work: (db: Db) => Promise<T>): Promise<T> {
    const turn = this.turns.then(async () => {
      if (this.searchPath !== schema) {
        await this.db.query(`SET search_path TO ${schema}`);
        this.searchPath = schema;
      }
      return work(this.db);
    });
    this.turns = turn.catch(() => undefined);
    return turn;
  }

  /** A new store's database: an empty schema, or (`from`) one migrated and filled with a template's rows. */
  async open(from?: 'demo' | 'empty', schema = uniqueSchema()): Promise<SchemaDb> {
    assertSchemaName(schema);
    const template = from === undefined ? undefined : await this.template(from);
    const db = new SchemaDb(this, schema, () =>
      this.inSchema('public', async (shared) => {
        // What a test set for its session (a time zone, a timeout) is not left to the next store.
        await shared.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; RESET ALL`);
        this.searchPath = undefined;
      }),
    );
    await this.inSchema('public', (shared) => shared.query(`CREATE SCHEMA ${schema}`));
    if (template) {
      await runMigrations(db, schema);
      await this.inSchema(schema, (shared) => copyRows(shared, template, schema));
    }
    return db;
  }

  /** The schema of a template store, made on first use by the engine itself (migrations and, for `demo`, the demo seed). */
  private template(kind: 'demo' | 'empty'): Promise<string> {
    let made = this.templates.get(kind);
    if (!made) {
      made = (async () => {
        const schema = `template_${kind}`;
        await this.inSchema('public', (shared) =>
          shared.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`),
        );
        const commerce = await openEngine(
          { schema, seed: kind === 'demo' ? { images: false } : false },
          // Kept open: its close() leaves the template in place.
          new SchemaDb(this, schema, async () => undefined),
        );
        await commerce.close();
        return schema;
      })();
      // A failed attempt is not kept: the next file tries again and reports its own error.
      made.catch(() => this.templates.delete(kind));
      this.templates.set(kind, made);
    }
    return made;
  }
}

/**
 * Copies every row of the schema `from` into the freshly migrated schema `to` (its tables are emptied
 * first: migrations write some rows), and sets each sequence where the template's stands. Foreign keys
 * and triggers are not fired while copying (`session_replication_role`): the rows are already consistent.
 */
async function copyRows(db: Db, from: string, to: string): Promise<void> {
  // Names come quoted from PostgreSQL itself (`quote_ident`).
  const tables = await db.query<{ name: string; columns: string }>(
    `SELECT quote_ident(c.table_name) AS name,
            string_agg(quote_ident(c.column_name), ', ' ORDER BY c.ordinal_position) AS columns
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = $1 AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
     GROUP BY c.table_name`,
    [from],
  );
  const sequences = await db.query<{ name: string; value: string }>(
    `SELECT quote_ident(sequencename) AS name, last_value::text AS value FROM pg_sequences
     WHERE schemaname = $1 AND last_value IS NOT NULL`,
    [from],
  );
  await db.query(
    [
      'SET session_replication_role = replica',
      `TRUNCATE ${tables.map(({ name }) => `${to}.${name}`).join(', ')}`,
      ...tables.map(
        ({ name, columns }) =>
          `INSERT INTO ${to}.${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${from}.${name}`,
      ),
      ...sequences.map(({ name, value }) => `SELECT setval('${to}.${name}', ${Number(value)})`),
      'SET session_replication_role = origin',
    ].join(';\n'),
  );
}

/** One store's schema of the shared embedded database, as the engine's `Db`. Closing it drops the schema. */
class SchemaDb implements Db {
  readonly dialect = 'pglite' as const;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly shared: SharedPglite,
    readonly schema: string,
    private readonly drop: () => Promise<void>,
  ) {}

  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    if (this.closing) return closed();
    return this.shared.inSchema(this.schema, (db) => db.query<T>(sql, params));
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    if (this.closing) return closed();
    return this.shared.inSchema(this.schema, (db) => db.transaction(fn));
  }

  close(): Promise<void> {
    return (this.closing ??= this.drop());
  }
}

/** What a closed PGlite answers. */
function closed(): Promise<never> {
  return Promise.reject(new Error('PGlite is closed'));
}

const holder = globalThis as typeof globalThis & { vitrineSharedPglite?: Promise<SharedPglite> };

/** The test process's embedded database (see {@link SharedPglite}). */
function sharedPglite(): Promise<SharedPglite> {
  const opened = (holder.vitrineSharedPglite ??= connectDatabase({}).then((db) => new SharedPglite(db)));
  opened.catch(() => {
    if (holder.vitrineSharedPglite === opened) holder.vitrineSharedPglite = undefined;
  });
  return opened;
}

/** The template a test store can start from on PGlite: only for the plain demo shop or a plain empty store. */
function templateFor(options: CommerceOptions): 'demo' | 'empty' | undefined {
  if (ON_SERVER || Object.keys(options).some((key) => key !== 'seed')) return undefined;
  if (options.seed === undefined) return 'demo';
  if (options.seed === false) return 'empty';
  return undefined;
}

/** A demo shop for one test file: migrated and seeded, pictures skipped unless asked for. */
export async function openTestCommerce(options: CommerceOptions = {}): Promise<Commerce> {
  const template = templateFor(options);
  if (template) {
    const db = await (await sharedPglite()).open(template);
    return openEngine({ seed: { images: false }, ...options }, db);
  }
  const database = testDatabase();
  const commerce = await openEngine({ seed: { images: false }, ...database, ...options });
  const close = commerce.close;
  return { ...commerce, close: () => dropSchemaAndClose(commerce.db, options.schema ?? database.schema, close) };
}

/** A bare database (no migrations) for the query-layer and migration tests: its own schema. */
export async function openTestDb(schema = uniqueSchema()): Promise<{ db: Db; schema: string; close(): Promise<void> }> {
  if (!ON_SERVER) {
    const db = await (await sharedPglite()).open(undefined, schema);
    return { db, schema, close: () => db.close() };
  }
  const db = await connectDatabase({ databaseUrl: DATABASE_URL, schema });
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
