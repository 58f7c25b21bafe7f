/**
 * Typed queries over the engine's own connection. `kyselyFor(db)` gives a
 * Kysely query builder whose statements run through `db.query`, so they share
 * everything the engine's SQL has: the embedded PGlite or the `pg` pool, the
 * store's schema (search path), the request's statement counts, the 503 on a
 * lost server connection, and the transaction `db` belongs to.
 *
 * @example
 * await db.transaction(async (tx) => {
 *   const q = kyselyFor(tx); // runs on the transaction
 *   await q.updateTable('coupons').set({ active: false }).where('code', '=', code).execute();
 * });
 */
import {
  CompiledQuery,
  DeleteQueryNode,
  InsertQueryNode,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  ReturningNode,
  SelectionNode,
  UpdateQueryNode,
  sql,
  type AliasedRawBuilder,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type TransactionSettings,
} from 'kysely';
import type { Db } from './db.types';
import type { Database } from './schema';

/** `RETURNING 1`, added to a write that returns nothing so its row count can be told (see `executeQuery`). */
const RETURNING_ONE = ReturningNode.create([SelectionNode.create(sql`1`.as('affected').toOperationNode())]);

/** Thrown into an open `Db.transaction` to roll it back when Kysely asks for a rollback. */
class RollbackRequested extends Error {}

/**
 * One Kysely connection: the root `Db` until Kysely begins a transaction on
 * it, then the `tx` of a `db.transaction()` that stays open until Kysely
 * commits or rolls back.
 */
class DbConnection implements DatabaseConnection {
  private runner: Db;
  private open: { done: Promise<unknown>; commit: () => void; rollback: () => void } | undefined;

  constructor(
    private readonly db: Db,
    private readonly compiler: QueryCompiler,
  ) {
    this.runner = db;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const node = compiled.query;
    if (isWrite(node) && node.returning === undefined) {
      // `Db.query` answers rows only: a write returns one row per row it touched,
      // so `numUpdatedRows`, `numDeletedRows` and `numInsertedOrUpdatedRows` are right.
      const counting = this.compiler.compileQuery({ ...node, returning: RETURNING_ONE }, compiled.queryId);
      const rows = await this.runner.query(counting.sql, counting.parameters);
      return { rows: [], numAffectedRows: BigInt(rows.length) };
    }
    const rows = await this.runner.query<R>(compiled.sql, compiled.parameters);
    return { rows };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported: read in pages (keyset on an ordered key) instead');
  }

  /** Opens `db.transaction()` and keeps it open: its `tx` runs the statements until `finish`. */
  async begin(settings: TransactionSettings): Promise<void> {
    if (this.open) throw new Error('A transaction is already open on this connection');
    let commit: () => void = () => undefined;
    let rollback: () => void = () => undefined;
    let done: Promise<unknown> | undefined;
    const tx = await new Promise<Db>((started, failed) => {
      done = this.db.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            commit = resolve;
            rollback = () => reject(new RollbackRequested());
            started(tx);
          }),
      );
      // A transaction that could not start (no connection) fails the begin.
      done.catch(failed);
    });
    this.open = { done: done!, commit: () => commit(), rollback: () => rollback() };
    this.runner = tx;
    if (settings.isolationLevel || settings.accessMode) {
      const level = settings.isolationLevel ? ` ISOLATION LEVEL ${settings.isolationLevel.toUpperCase()}` : '';
      const mode = settings.accessMode ? ` ${settings.accessMode.toUpperCase()}` : '';
      await tx.query(`SET TRANSACTION${level}${mode}`);
    }
  }

  /** Whether Kysely began a transaction here that it has not finished. */
  get inTransaction(): boolean {
    return this.open !== undefined;
  }

  /** Commits or rolls back the open transaction; a failed commit rejects. */
  async finish(outcome: 'commit' | 'rollback'): Promise<void> {
    const open = this.open;
    if (!open) throw new Error('No transaction is open on this connection');
    this.open = undefined;
    this.runner = this.db;
    if (outcome === 'commit') {
      open.commit();
      await open.done;
      return;
    }
    open.rollback();
    await open.done.catch((error: unknown) => {
      if (!(error instanceof RollbackRequested)) throw error;
    });
  }
}

function isWrite(node: RootOperationNode): node is InsertQueryNode | UpdateQueryNode | DeleteQueryNode {
  return InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node);
}

/** A Kysely driver over one `Db`: each acquired connection is a fresh view of it. */
class DbDriver implements Driver {
  constructor(
    private readonly db: Db,
    private readonly compiler: QueryCompiler,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new DbConnection(this.db, this.compiler);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return (connection as DbConnection).begin(settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as DbConnection).finish('commit');
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as DbConnection).finish('rollback');
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`SAVEPOINT ${quoteName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`ROLLBACK TO SAVEPOINT ${quoteName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`RELEASE SAVEPOINT ${quoteName(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A connection given back with its transaction still open (Kysely failed mid-way) rolls it back.
    if ((connection as DbConnection).inTransaction) await (connection as DbConnection).finish('rollback');
  }

  /** The `Db` belongs to the engine, which closes it: destroying the Kysely instance leaves it open. */
  async destroy(): Promise<void> {}
}

function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Kysely's PostgreSQL dialect (adapter, compiler, introspector) over a `Db`.
 * Our own thin driver rather than `kysely-pglite` or `kysely-pglite-dialect`:
 * those open PGlite themselves and know nothing of `pg`, so the engine would
 * have two connections to one embedded database (PGlite is single-connection)
 * and two code paths; over `Db` one path serves both engines and joins the
 * engine's transactions.
 */
export class DbDialect implements Dialect {
  private readonly compiler = new PostgresQueryCompiler();
  constructor(private readonly db: Db) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new DbDriver(this.db, this.compiler);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return this.compiler;
  }
}

/** The engine's query builder type: the store's tables as `Database` describes them. */
export type Query = Kysely<Database>;

const builders = new WeakMap<Db, Query>();

/**
 * The typed query builder over `db` (the same one for the same `db`). Given a
 * transaction's `tx`, its statements run in that transaction; its own
 * `.transaction()` opens one with `db.transaction()` (a savepoint inside one).
 */
export function kyselyFor(db: Db): Query {
  let builder = builders.get(db);
  if (!builder) {
    builder = new Kysely<Database>({ dialect: new DbDialect(db) });
    builders.set(db, builder);
  }
  return builder;
}

/** The PostgreSQL type a `jsonRecordset` column is read as, from its TypeScript type. */
type RecordsetColumnType<V> = [NonNullable<V>] extends [string]
  ? 'text'
  : [NonNullable<V>] extends [number]
    ? 'int' | 'bigint'
    : [NonNullable<V>] extends [boolean]
      ? 'boolean'
      : never;

/** A `jsonRecordset` row as the database reads it: a field left out of the JSON (undefined) is null. */
type RecordsetRow<R> = { [K in keyof R]-?: Exclude<R[K], undefined> | (undefined extends R[K] ? null : never) };

/**
 * Many rows as one statement parameter: a from-item (`alias`) reading `rows`
 * from JSON with `jsonb_to_recordset`, each field as its column's type. Bulk
 * writes join or insert from it, so a batch of any size is a handful of
 * statements with one parameter each.
 *
 * @example
 * await q
 *   .insertInto('product_options')
 *   .columns(['product_id', 'name', 'position'])
 *   .expression((eb) =>
 *     eb.selectFrom(jsonRecordset('x', options, { product_id: 'int', name: 'text', position: 'int' }))
 *       .select(['x.product_id', 'x.name', 'x.position']),
 *   )
 *   .execute();
 */
export function jsonRecordset<R extends object, A extends string>(
  alias: A,
  rows: readonly R[],
  columns: { [K in keyof R]-?: RecordsetColumnType<R[K]> },
): AliasedRawBuilder<RecordsetRow<R>, A> {
  const list = Object.entries(columns as Record<string, string>)
    .map(([name, type]) => `${quoteName(name)} ${type}`)
    .join(', ');
  return sql<
    RecordsetRow<R>
  >`(SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${sql.raw(list)}))`.as(alias);
}
