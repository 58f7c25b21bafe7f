import type { Db } from '../db/db.types';
import { cachedRead } from '../db/read-cache';

/** A plug-in's stored config (migration 0008 seeds one per plug-in); empty when it has none. */
export async function pluginConfig(db: Db, name: string): Promise<Record<string, unknown>> {
  const rows = await cachedRead(db, 'plugin-settings', () =>
    db.query<{ name: string; config: Record<string, unknown> }>('SELECT name, config FROM plugin_settings'),
  );
  // A copy: callers may add to the config they get.
  return structuredClone(rows.find((row) => row.name === name)?.config ?? {});
}

/** A number from a config, or the fallback when it is missing or not a number. */
export function configNumber(config: Record<string, unknown>, key: string, fallback: number): number {
  const value = config[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
