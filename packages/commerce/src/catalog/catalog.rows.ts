import type { Db } from '../db/db.types';

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

/** Loads products with their variants, stock, images and option values: four queries whatever the count. */
export async function loadProductRows(db: Db, ids: readonly number[]): Promise<ProductRows> {
  const [products, variants, images, options] = await Promise.all([
    db.query<ProductRow>(
      `SELECT id, handle, title, description_html, vendor, product_type FROM products WHERE id = ANY($1::int[])`,
      [ids],
    ),
    db.query<VariantRow>(
      `SELECT v.id, v.product_id, v.title, v.sku, v.price, v.compare_at_price, v.image_id,
              COALESCE(i.on_hand, 0) AS on_hand
       FROM variants v LEFT JOIN inventory_levels i ON i.variant_id = v.id
       WHERE v.product_id = ANY($1::int[])
       ORDER BY v.product_id, v.position, v.id`,
      [ids],
    ),
    db.query<ImageRow>(
      `SELECT id, product_id, url, alt, width, height FROM product_images
       WHERE product_id = ANY($1::int[]) ORDER BY product_id, position, id`,
      [ids],
    ),
    db.query<OptionValueRow>(
      `SELECT o.product_id, o.name, ov.value, ov.swatch
       FROM product_options o JOIN product_option_values ov ON ov.option_id = o.id
       WHERE o.product_id = ANY($1::int[])
       ORDER BY o.product_id, o.position, ov.position, ov.id`,
      [ids],
    ),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  return {
    // Keep the caller's order (the listing's sort).
    products: ids.flatMap((id) => byId.get(id) ?? []),
    variants: groupBy(variants, (row) => row.product_id),
    images: groupBy(images, (row) => row.product_id),
    options: groupBy(options, (row) => row.product_id),
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
