import type { Db } from '../db/db.types';
import { generateImages, type ImageGenerationResult } from '../media/generate';
import type { BuiltCatalog } from './build';

/**
 * Draws the demo catalog's pictures that are missing from `mediaDir`. Only
 * pictures the database still lists are drawn, so a shop that replaced the
 * demo products does not get demo files.
 */
export async function ensureDemoImages(
  db: Db,
  catalog: BuiltCatalog,
  mediaDir: string,
): Promise<ImageGenerationResult> {
  const rows = await db.query<{ url: string }>('SELECT url FROM product_images');
  const listed = new Set(rows.map((row) => row.url));
  const jobs = catalog.products
    .flatMap((product) => product.images)
    .filter((image) => listed.has(image.url))
    .map((image) => ({
      file: image.file,
      shape: image.shape,
      colour: image.colour.hex,
      view: image.view,
      width: image.width,
      height: image.height,
    }));
  return generateImages(jobs, mediaDir);
}
