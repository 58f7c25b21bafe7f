/**
 * The small query layer every engine module talks to. It is raw SQL in the
 * PostgreSQL dialect, so the same statements run on the embedded PGlite
 * database and on a real PostgreSQL server.
 */
export interface Db {
  /** Which engine answers: tests use it to skip server-only checks. */
  readonly dialect: 'pglite' | 'postgres';
  /**
   * Runs one statement and returns its rows. Parameters are `$1`, `$2` ...
   * Without parameters `sql` may hold several statements (a migration script);
   * the rows of the last one are returned.
   *
   * @example
   * const rows = await db.query<{ id: number }>('SELECT id FROM products WHERE handle = $1', [handle]);
   */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Runs `fn` inside a transaction: committed when it resolves, rolled back
   * when it throws. Calling `transaction` on a transaction's `tx` opens a
   * savepoint, so helpers can require atomicity without knowing their caller.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Releases the connection(s). Calling it on a transaction's `tx` is an error. */
  close(): Promise<void>;
  /**
   * The embedded database only: a consistent copy of its folder as a gzipped
   * tarball (`'none'`: not compressed, faster to take and to open, about
   * eight times larger), taken while the store runs (restore it with
   * `restoreFrom`, which reads either). A PostgreSQL server is backed up with `pg_dump`.
   */
  dumpDataDir?(compression?: 'gzip' | 'none'): Promise<Blob>;
}

/** Where the database lives; see `connectDatabase`. */
export interface DatabaseOptions {
  /** `postgres://...`: use a real server through a `pg` pool. */
  databaseUrl?: string;
  /** Folder for the embedded database files; in memory when absent. */
  pgliteDataDir?: string;
  /** PostgreSQL schema holding every table (default `public`). */
  schema?: string;
  /** The embedded database only: start a new folder from a `dumpDataDir()` copy. */
  restoreFrom?: Blob;
}
