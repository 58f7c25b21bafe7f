import type { Db } from '../db/db.types';

/** A plug-in's stored config (migration 0008 seeds one per plug-in); empty when it has none. */
export async function pluginConfig(db: Db, name: string): Promise<Record<string, unknown>> {
  const [row] = await db.query<{ config: Record<string, unknown> }>('SELECT config FROM plugin_settings WHERE name = $1', [name]);
  return row?.config ?? {};
}

/** A number from a config, or the fallback when it is missing or not a number. */
export function configNumber(config: Record<string, unknown>, key: string, fallback: number): number {
  const value = config[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
