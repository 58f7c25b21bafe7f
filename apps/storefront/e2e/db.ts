import pg from 'pg';
import { inject } from 'vitest';

let pool: pg.Pool | undefined;

/** int8 columns (money in minor units, counts) as numbers, the way the engine reads them. */
const INT8_OID = 20;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** A small pool on another storefront's database (one a test started itself), reading int8 as the engine does. */
export function databaseAt(connectionString: string): pg.Pool {
  return new pg.Pool({ connectionString, max: 2, types });
}

/**
 * Reads the storefront's database directly: every journey ends by checking the
 * rows the store wrote, not only what the page shows.
 */
export async function dbQuery<Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  pool ??= databaseAt(inject('databaseUrl'));
  const result = await pool.query<Row>(sql, params);
  return result.rows;
}

/** Closes the pool (call from afterAll in files that query). */
export async function closeDb(): Promise<void> {
  await pool?.end();
  pool = undefined;
}
