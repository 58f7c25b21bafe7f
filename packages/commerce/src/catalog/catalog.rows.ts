import type { Db } from '../db/db.types';
import { readCacheGeneration } from '../db/read-cache';

/** Raw rows the catalog reads; `catalog.mappers.ts` turns them into contract objects. */
export interface ProductRow {
  id: number;
  handle: string;
  title: string;
  description_html: string;
  vendor: string;
  product_type: string;
}
export interface VariantRow {
  id: number;
  product_id: number;
  title: string;
  sku: string;
  price: number;
  compare_at_price: number | null;
  image_id: number | null;
  on_hand: number;
}
export interface ImageRow {
  id: number;
  product_id: number;
  url: string;
  alt: string;
  width: number;
  height: number;
}
export interface OptionValueRow {
  product_id: number;
  name: string;
  value: string;
  swatch: string | null;
}
export interface VariantOptionRow {
  variant_id: number;
  name: string;
  value: string;
}

/** Everything needed to show a set of products, grouped by product id. */
export interface ProductRows {
  products: ProductRow[];
  variants: Map<number, VariantRow[]>;
  images: Map<number, ImageRow[]>;
  options: Map<number, OptionValueRow[]>;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** A product's rows that change only when the merchant edits the catalogue (stock is read apart). */
interface CatalogueRows {
  product: ProductRow;
  variants: Array<Omit<VariantRow, 'on_hand'>>;
  images: ImageRow[];
  options: OptionValueRow[];
}

/** Products kept per database, while the catalogue is unchanged; the least recently read go first. */
const PRODUCTS_KEPT = 5_000;
const catalogueCache = new WeakMap<Db, { generation: number; products: Map<number, CatalogueRows> }>();

/** The catalogue rows of these products: from the process while the catalogue is unchanged, else four queries. */
async function catalogueRows(db: Db, ids: readonly number[]): Promise<Map<number, CatalogueRows>> {
  const generation = await readCacheGeneration(db);
  let cache = catalogueCache.get(db);
  if (!cache || cache.generation !== generation) {
    cache = { generation, products: new Map() };
    catalogueCache.set(db, cache);
  }
  const found = new Map<number, CatalogueRows>();
  for (const id of ids) {
    const kept = cache.products.get(id);
    if (!kept) continue;
    // Read again: to the back of the queue.
    cache.products.delete(id);
    cache.products.set(id, kept);
    found.set(id, kept);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length === 0) return found;
  const [products, variants, images, options] = await Promise.all([
    db.query<ProductRow>(
      `SELECT id, handle, title, description_html, vendor, product_type FROM products WHERE id = ANY($1::int[])`,
      [missing],
    ),
    db.query<Omit<VariantRow, 'on_hand'>>(
      `SELECT v.id, v.product_id, v.title, v.sku, v.price, v.compare_at_price, v.image_id
       FROM variants v WHERE v.product_id = ANY($1::int[])
       ORDER BY v.product_id, v.position, v.id`,
      [missing],
    ),
    db.query<ImageRow>(
      `SELECT id, product_id, url, alt, width, height FROM product_images
       WHERE product_id = ANY($1::int[]) ORDER BY product_id, position, id`,
      [missing],
    ),
    db.query<OptionValueRow>(
      `SELECT o.product_id, o.name, ov.value, ov.swatch
       FROM product_options o JOIN product_option_values ov ON ov.option_id = o.id
       WHERE o.product_id = ANY($1::int[])
       ORDER BY o.product_id, o.position, ov.position, ov.id`,
      [missing],
    ),
  ]);
  const variantsOf = groupBy(variants, (row) => row.product_id);
  const imagesOf = groupBy(images, (row) => row.product_id);
  const optionsOf = groupBy(options, (row) => row.product_id);
  // Kept only if the catalogue did not change meanwhile (another request may have started a newer cache).
  const keep = catalogueCache.get(db) === cache;
  for (const product of products) {
    const rows: CatalogueRows = {
      product,
      variants: variantsOf.get(product.id) ?? [],
      images: imagesOf.get(product.id) ?? [],
      options: optionsOf.get(product.id) ?? [],
    };
    found.set(product.id, rows);
    if (keep) cache.products.set(product.id, rows);
  }
  while (cache.products.size > PRODUCTS_KEPT) cache.products.delete(cache.products.keys().next().value as number);
  return found;
}

/**
 * Loads products with their variants, stock, images and option values. The
 * catalogue's part is kept in process while the catalogue is unchanged (a
 * change count kept by triggers, `read_cache_generation`), so a page of
 * products costs one read of their stock once its products were seen.
 */
export async function loadProductRows(db: Db, ids: readonly number[]): Promise<ProductRows> {
  const catalogue = await catalogueRows(db, ids);
  const variantIds = [...catalogue.values()].flatMap((rows) => rows.variants.map((variant) => variant.id));
  const stock =
    variantIds.length === 0
      ? []
      : await db.query<{ variant_id: number; on_hand: number }>(
          'SELECT variant_id, on_hand FROM inventory_levels WHERE variant_id = ANY($1::int[])',
          [variantIds],
        );
  const onHand = new Map(stock.map((row) => [row.variant_id, row.on_hand]));
  const shown = ids.flatMap((id) => catalogue.get(id) ?? []);
  return {
    // Keep the caller's order (the listing's sort).
    products: shown.map((rows) => rows.product),
    variants: new Map(
      shown.map((rows) => [
        rows.product.id,
        rows.variants.map((variant) => ({ ...variant, on_hand: onHand.get(variant.id) ?? 0 })),
      ]),
    ),
    images: new Map(shown.filter((rows) => rows.images.length > 0).map((rows) => [rows.product.id, rows.images])),
    options: new Map(shown.filter((rows) => rows.options.length > 0).map((rows) => [rows.product.id, rows.options])),
  };
}

/**
 * Option values of each variant (e.g. Colour: Sand, Size: M), in option order:
 * of the variants `ids`, or of every variant of the products `ids`.
 */
export async function loadVariantOptions(
  db: Db,
  ids: readonly number[],
  of: 'variants' | 'products' = 'variants',
): Promise<Map<number, VariantOptionRow[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<VariantOptionRow>(
    `SELECT vov.variant_id, o.name, ov.value
     FROM variant_option_values vov
     JOIN product_option_values ov ON ov.id = vov.option_value_id
     JOIN product_options o ON o.id = ov.option_id
     WHERE ${of === 'variants' ? 'vov.variant_id' : 'o.product_id'} = ANY($1::int[])
     ORDER BY vov.variant_id, o.position`,
    [ids],
  );
  return groupBy(rows, (row) => row.variant_id);
}
