import pg from 'pg';
import type { Db } from './db.types';
import { withSavepoint } from './savepoints';

/** int8 (`count(*)`, `bigint` columns) as a JS number, as PGlite returns it, so both engines give the same rows. */
const INT8_OID = 20;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

async function run<T>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<T[]> {
  const result: pg.QueryResult | pg.QueryResult[] =
    params === undefined || params.length === 0 ? await client.query(sql) : await client.query(sql, [...params]);
  // A multi-statement script answers with one result per statement.
  const last = Array.isArray(result) ? result.at(-1) : result;
  return (last?.rows ?? []) as T[];
}

/** A transaction on one pooled connection. */
class PostgresTransactionDb implements Db {
  readonly dialect = 'postgres' as const;
  constructor(private readonly client: pg.PoolClient) {}

  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return run<T>(this.client, sql, params);
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return withSavepoint(this, fn);
  }

  close(): Promise<void> {
    return Promise.reject(new Error('close() can not be called inside a transaction'));
  }
}

/** A real PostgreSQL server behind a `pg` pool. */
class PostgresDb implements Db {
  readonly dialect = 'postgres' as const;
  constructor(private readonly pool: pg.Pool) {}

  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return run<T>(this.pool, sql, params);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let isBroken = false;
    try {
      await client.query('BEGIN');
      const result = await fn(new PostgresTransactionDb(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        // The connection is unusable; drop it from the pool instead of reusing it.
        isBroken = true;
      }
      throw error;
    } finally {
      client.release(isBroken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * Connects to a PostgreSQL server. Every pooled connection gets `schema` as
 * its search path (the schema is created if missing), so the same unqualified
 * SQL works in `public` and in the isolated schemas tests use.
 */
export async function openPostgres(databaseUrl: string, schema: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    options: `-c search_path=${schema}`,
    types,
    max: 10,
  });
  // An idle client that loses its server emits 'error'; without a listener that would crash the process.
  pool.on('error', () => undefined);
  const db = new PostgresDb(pool);
  if (schema !== 'public') {
    // Two processes may create the same schema at once; the lock makes the second wait and then find it.
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`vitrine:schema:${schema}`]);
      await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    });
  }
  return db;
}
