import pg from 'pg';
import { CommerceError } from '../errors';
import type { Db } from './db.types';
import { counted, forgetRequestReads } from './request-scope';
import { withSavepoint } from './savepoints';

/**
 * SQLSTATE classes and socket errors that mean the connection, not the
 * statement, failed: operator intervention (57P01 terminated, 57P02 crash
 * shutdown, 57P03 cannot connect now) and connection exceptions (08xxx).
 */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || code.startsWith('08') || LOST_SOCKET_CODES.has(code))) {
    return true;
  }
  return LOST_MESSAGES.some((message) => error.message.includes(message));
}

/** How long a request waits for a connection before it is answered 503 (a server that is down never answers). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A lost connection is the store's fault, not the shopper's, and nothing was
 * committed by the failed transaction: a 503 the client may retry (an order
 * submit retried with its idempotency key never doubles).
 */
function unavailable(cause: unknown): CommerceError {
  const error = new CommerceError({
    status: 503,
    code: 'DATABASE_UNAVAILABLE',
    message: 'The store is briefly unavailable, please try again in a moment',
  });
  error.cause = cause;
  return error;
}

/** Runs database work, turning a lost connection into the retryable 503. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionLost(error) ? unavailable(error) : error;
  }
}

/** int8 (`count(*)`, `bigint` columns) as a JS number, as PGlite returns it, so both engines give the same rows. */
const INT8_OID = 20;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

async function run<T>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<T[]> {
  const result: pg.QueryResult | pg.QueryResult[] = await counted(() =>
    params === undefined || params.length === 0 ? client.query(sql) : client.query(sql, [...params]),
  );
  // A multi-statement script answers with one result per statement.
  const last = Array.isArray(result) ? result.at(-1) : result;
  return (last?.rows ?? []) as T[];
}

/** A transaction on one pooled connection. */
class PostgresTransactionDb implements Db {
  readonly dialect = 'postgres' as const;
  constructor(private readonly client: pg.PoolClient) {}

  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return guarded(() => run<T>(this.client, sql, params));
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return withSavepoint(this, fn);
  }

  close(): Promise<void> {
    return Promise.reject(new Error('close() can not be called inside a transaction'));
  }
}

/**
 * A pooled client that is never without an 'error' listener. A server that drops
 * connections (restart, failover, pg_terminate_backend) makes a client emit
 * 'error' at moments the pool does not listen (checked out between two
 * statements, or after it was released as broken); an unheard 'error' ends the
 * process. The failure itself still reaches the caller: the statement in
 * flight rejects, and the next one finds the client not queryable.
 */
class ListenedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/** A real PostgreSQL server behind a `pg` pool. */
class PostgresDb implements Db {
  readonly dialect = 'postgres' as const;
  constructor(private readonly pool: pg.Pool) {}

  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return guarded(() => run<T>(this.pool, sql, params));
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    forgetRequestReads();
    try {
      return await this.transactionOnce(fn);
    } finally {
      forgetRequestReads();
    }
  }

  private async transactionOnce<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const client = await guarded(() => this.pool.connect());
    // Whether the server dropped this connection while we held it: then it goes back broken, not idle.
    let lost: Error | undefined;
    const onError = (error: Error) => {
      lost = error;
    };
    client.on('error', onError);
    let isBroken = false;
    try {
      await guarded(() => client.query('BEGIN'));
      const result = await fn(new PostgresTransactionDb(client));
      await guarded(() => client.query('COMMIT'));
      return result;
    } catch (error) {
      try {
        if (lost === undefined) await client.query('ROLLBACK');
        else isBroken = true;
      } catch {
        // The connection is unusable; drop it from the pool instead of reusing it.
        isBroken = true;
      }
      throw lost !== undefined && !(error instanceof CommerceError && error.status === 503)
        ? unavailable(error)
        : error;
    } finally {
      client.removeListener('error', onError);
      client.release(isBroken || lost !== undefined ? (lost ?? true) : undefined);
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
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    Client: ListenedClient,
    // Operators see which store (and which test schema) holds each connection.
    application_name: schema === 'public' ? 'vitrine' : `vitrine:${schema}`,
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
