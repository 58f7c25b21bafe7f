import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './db.types';
import { lockFolder, type FolderLock } from './folder-lock';
import { counted, forgetRequestReads } from './request-scope';
import { withSavepoint } from './savepoints';

/** The part of PGlite and of its transactions that we use. */
interface PgliteRunner {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<Array<{ rows: unknown[] }>>;
}

function run<T>(runner: PgliteRunner, sql: string, params?: readonly unknown[]): Promise<T[]> {
  return counted(() => send<T>(runner, sql, params));
}

async function send<T>(runner: PgliteRunner, sql: string, params?: readonly unknown[]): Promise<T[]> {
  if (params === undefined || params.length === 0) {
    // exec speaks the simple protocol, which allows multi-statement scripts.
    const results = await runner.exec(sql);
    return (results.at(-1)?.rows ?? []) as T[];
  }
  const result = await runner.query<T>(sql, [...params]);
  return result.rows;
}

/** A transaction on the embedded database. */
class PgliteTransactionDb implements Db {
  readonly dialect = 'pglite' as const;
  constructor(private readonly tx: Transaction) {}

  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return run<T>(this.tx, sql, params);
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return withSavepoint(this, fn);
  }

  close(): Promise<void> {
    return Promise.reject(new Error('close() can not be called inside a transaction'));
  }
}

/**
 * The embedded database. PGlite is one connection, and it runs one
 * transaction at a time, so concurrent `transaction()` calls queue up: that
 * gives the same serialisation a row lock gives on a real server.
 */
class PgliteDb implements Db {
  readonly dialect = 'pglite' as const;
  constructor(
    private readonly pg: PGlite,
    private readonly lock: FolderLock | undefined,
  ) {}

  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return run<T>(this.pg, sql, params);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    forgetRequestReads();
    try {
      return await this.pg.transaction((tx) => fn(new PgliteTransactionDb(tx)));
    } finally {
      forgetRequestReads();
    }
  }

  async close(): Promise<void> {
    try {
      await this.pg.close();
    } finally {
      this.lock?.release();
    }
  }

  /**
   * A copy of the whole database folder (a tarball, gzipped unless asked not to be). It is taken
   * between two statements, when the files are what a crash would leave:
   * opening the copy replays the log, keeping committed work and dropping a
   * transaction that was still open.
   */
  dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    return this.pg.dumpDataDir(compression);
  }
}

/**
 * Opens the embedded database: in memory when `dataDir` is absent, else in
 * that folder (created on first use). `schema` becomes the search path of
 * the single connection.
 */
export async function openPglite(dataDir: string | undefined, schema: string, restoreFrom?: Blob): Promise<Db> {
  // One process per folder: a second opener would run a second PostgreSQL on the same files.
  const lock = dataDir === undefined ? undefined : lockFolder(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      ...(dataDir === undefined ? {} : { dataDir }),
      ...(restoreFrom === undefined ? {} : { loadDataDir: restoreFrom }),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = new PgliteDb(pg, lock);
  if (schema !== 'public') {
    await db.query(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema}`);
  }
  return db;
}
