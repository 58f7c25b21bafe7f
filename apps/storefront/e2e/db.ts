import pg from 'pg';
import { inject } from 'vitest';

let pool: pg.Pool | undefined;

/**
 * Reads the storefront's database directly: every journey ends by checking the
 * rows the store wrote, not only what the page shows.
 */
export async function dbQuery<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  pool ??= new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
  const result = await pool.query<Row>(sql, params);
  return result.rows;
}

/** Closes the pool (call from afterAll in files that query). */
export async function closeDb(): Promise<void> {
  await pool?.end();
  pool = undefined;
}
