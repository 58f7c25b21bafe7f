import type { Db } from '../db/db.types';
import { MIGRATIONS, type Migration } from './index';

/** Advisory lock key that makes concurrent starts take turns migrating one schema. */
const migrationLockKey = (schema: string) => `vitrine:migrate:${schema}`;

/**
 * Applies the migrations that are not yet recorded in `schema_migrations`, in
 * order, all in one transaction. Safe when several processes start at once:
 * they queue on an advisory lock, and the later ones find nothing left to do.
 *
 * @returns the ids applied by this call (empty when the schema was up to date)
 * @example const applied = await runMigrations(db, 'public');
 */
export async function runMigrations(
  db: Db,
  schema: string,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [migrationLockKey(schema)]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id         text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ id: string }>('SELECT id FROM schema_migrations');
    const done = new Set(rows.map((row) => row.id));
    const applied: string[] = [];
    for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
      if (done.has(migration.id)) continue;
      await tx.query(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
