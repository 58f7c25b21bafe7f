// Runs only on the embedded database (no DATABASE_URL); see vitest.config.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine } from '../commerce';
import { buildCatalog } from '../seed/build';
import { runMigrations } from './migrate';

describe('embedded database in a data folder', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps its data across restarts and does not migrate or seed twice', async () => {
    const first = await openEngine({ dataDir, seed: { images: false } });
    const { token } = await first.carts.add(null, { variant_id: 1, quantity: 1 });
    await first.close();

    const second = await openEngine({ dataDir, seed: { images: false } });
    expect(await runMigrations(second.db, 'public')).toEqual([]);
    const [row] = await second.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
    expect(row?.count).toBe(buildCatalog().products.length);
    expect((await second.carts.get(token)).cart_contents_count).toBe(1);
    expect(second.mediaDir).toBe(join(dataDir, 'media'));
    await second.close();
  });
});
