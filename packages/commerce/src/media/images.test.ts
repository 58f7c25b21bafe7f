import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { openTestCommerce } from '../test/harness';

describe('demo pictures', () => {
  let commerce: Commerce;
  let mediaDir: string;
  let firstRunMs: number;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'vitrine-media-'));
    const started = performance.now();
    commerce = await openTestCommerce({ seed: true, mediaDir });
    firstRunMs = performance.now() - started;
  }, 120_000);
  afterAll(async () => {
    await commerce.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('writes a file for every stored picture', async () => {
    expect(commerce.mediaDir).toBe(mediaDir);
    const rows = await commerce.db.query<{ url: string }>('SELECT url FROM product_images ORDER BY url');
    const files = (await readdir(mediaDir)).sort();
    expect(files).toEqual(rows.map((row) => row.url.replace('/media/', '')));
    console.info(`createCommerce with ${files.length} pictures drawn: ${Math.round(firstRunMs)} ms`);
  });

  it('writes real 1200 × 1500 JPEGs of the size the database states', async () => {
    const rows = await commerce.db.query<{ url: string; width: number; height: number }>(
      `SELECT url, width, height FROM product_images WHERE url IN ($1, $2, $3)`,
      [
        '/media/alder-linen-shirt-sand-1.jpg',
        '/media/speckled-ceramic-mug-celadon-2.jpg',
        '/media/canvas-tote-black-1.jpg',
      ],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const path = join(mediaDir, row.url.replace('/media/', ''));
      const metadata = await sharp(path).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: row.width, height: row.height });
      expect([row.width, row.height]).toEqual([1200, 1500]);
      const { size } = await stat(path);
      expect(size).toBeGreaterThan(5_000);
      expect(size).toBeLessThan(300_000);
    }
  });

  it('draws only missing pictures on the next start', async () => {
    const probe = join(mediaDir, 'alder-linen-shirt-sand-1.jpg');
    const removed = join(mediaDir, 'canvas-tote-black-1.jpg');
    const before = (await stat(probe)).mtimeMs;
    await rm(removed);
    const again = await openTestCommerce({ seed: true, mediaDir });
    await again.close();
    expect((await stat(probe)).mtimeMs).toBe(before);
    expect((await stat(removed)).size).toBeGreaterThan(0);
  });
});
