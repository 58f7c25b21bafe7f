import type { Db } from './db.types';
import { oncePerRequest } from './request-scope';

/**
 * Reads that rarely change (store settings, collections, exchange rates,
 * plugin settings) kept in the process. Database triggers count every change
 * to their tables in `read_cache_generation` (migration 0026), whoever makes
 * it: this process, another server of the store, or SQL by hand. A cached
 * value is used while the count is the one it was read at, so a change shows
 * from the next request on, on every server. The count itself is read once
 * per request (outside a request, on every call).
 */
const caches = new WeakMap<Db, Map<string, { generation: number; value: Promise<unknown> }>>();

/** The count of changes to the cached tables, read once per request (see above). */
export function readCacheGeneration(db: Db): Promise<number> {
  return oncePerRequest('read-cache-generation', async () => {
    const [row] = await db.query<{ generation: number }>('SELECT generation FROM read_cache_generation');
    return Number(row?.generation ?? 0);
  });
}

/**
 * `load()`'s value while the tables it reads are unchanged. The value is
 * shared: callers copy before changing it.
 *
 * @example
 * const rows = await cachedRead(db, 'store-settings', () => db.query('SELECT name, value FROM store_settings'));
 */
export async function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const generation = await readCacheGeneration(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const entry = cache.get(key);
  if (entry && entry.generation === generation) return entry.value as Promise<T>;
  const value = load();
  const kept = cache;
  kept.set(key, { generation, value });
  value.catch(() => {
    if (kept.get(key)?.value === value) kept.delete(key);
  });
  return value;
}
