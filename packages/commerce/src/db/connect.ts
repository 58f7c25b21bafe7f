import type { DatabaseOptions, Db } from './db.types';
import { assertSchemaName } from './identifiers';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/**
 * Opens the store database: a PostgreSQL server when `databaseUrl` is set,
 * otherwise the embedded PGlite (in `pgliteDataDir`, or in memory).
 *
 * @example
 * const db = await connectDatabase({ databaseUrl: process.env.DATABASE_URL });
 */
export function connectDatabase(options: DatabaseOptions = {}): Promise<Db> {
  const schema = assertSchemaName(options.schema ?? 'public');
  if (options.databaseUrl) return openPostgres(options.databaseUrl, schema);
  return openPglite(options.pgliteDataDir, schema, options.restoreFrom);
}
