/**
 * Product export as a Shopify product CSV: the product's first row carries its
 * columns with its first variant and picture, later rows the handle with the
 * next variant and picture. Tags are the titles of the product's collections.
 * Read in pages of products (keyset on the featured order), so memory stays flat.
 */
import type { Db } from '../../db/db.types';
import type { ProductRow } from '../catalog.rows';
import {
  csvLine,
  DEFAULT_OPTION_NAME,
  DEFAULT_OPTION_VALUE,
  formatPrice,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from './product-csv';

const PAGE = 500;

/** The catalogue's product row with what a CSV row also needs. */
interface ExportProductRow extends ProductRow {
  position: number;
  options: string[];
  tags: string[];
}

interface VariantRow {
  product_id: number;
  sku: string;
  price: number;
  compare_at_price: number | null;
  weight_grams: number;
  on_hand: number;
  image_url: string | null;
  vals: string[];
}

interface ImageRow {
  product_id: number;
  url: string;
  alt: string;
}

/**
 * The store's products as CSV text, chunk by chunk (the header first).
 *
 * @example
 * for await (const chunk of exportProductsCsv(commerce.db)) out.write(chunk);
 */
export async function* exportProductsCsv(
  db: Db,
  options: { onProgress?: (products: number, total: number) => void } = {},
): AsyncGenerator<string> {
  yield csvLine(PRODUCT_CSV_COLUMNS);
  let total = 0;
  if (options.onProgress) {
    const [row] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM products');
    total = row?.total ?? 0;
  }
  let after: { position: number; id: number } = { position: -2_147_483_648, id: 0 };
  let count = 0;
  for (;;) {
    const products = await db.query<ExportProductRow>(
      `SELECT p.id, p.handle, p.title, p.description_html, p.vendor, p.product_type, p.position,
              coalesce((SELECT array_agg(o.name ORDER BY o.position) FROM product_options o WHERE o.product_id = p.id), '{}') AS options,
              coalesce((SELECT array_agg(c.title ORDER BY c.title) FROM collection_products cp JOIN collections c ON c.id = cp.collection_id
                        WHERE cp.product_id = p.id), '{}') AS tags
       FROM products p WHERE (p.position, p.id) > ($1, $2) ORDER BY p.position, p.id LIMIT $3`,
      [after.position, after.id, PAGE],
    );
    if (products.length === 0) return;
    const ids = products.map((p) => p.id);
    const variants = await db.query<VariantRow>(
      `SELECT v.product_id, v.sku, v.price, v.compare_at_price, v.weight_grams, coalesce(s.on_hand, 0) AS on_hand, i.url AS image_url,
              coalesce(array_agg(ov.value ORDER BY o.position) FILTER (WHERE ov.id IS NOT NULL), '{}') AS vals
       FROM variants v
       LEFT JOIN inventory_levels s ON s.variant_id = v.id
       LEFT JOIN product_images i ON i.id = v.image_id
       LEFT JOIN variant_option_values vov ON vov.variant_id = v.id
       LEFT JOIN product_option_values ov ON ov.id = vov.option_value_id
       LEFT JOIN product_options o ON o.id = ov.option_id
       WHERE v.product_id = ANY($1::int[])
       GROUP BY v.id, s.on_hand, i.url
       ORDER BY v.product_id, v.position, v.id`,
      [ids],
    );
    const images = await db.query<ImageRow>(
      'SELECT product_id, url, alt FROM product_images WHERE product_id = ANY($1::int[]) ORDER BY product_id, position, id',
      [ids],
    );
    const variantsOf = groupBy(variants);
    const imagesOf = groupBy(images);
    let chunk = '';
    for (const product of products) {
      chunk += productRows(product, variantsOf.get(product.id) ?? [], imagesOf.get(product.id) ?? []);
    }
    yield chunk;
    count += products.length;
    options.onProgress?.(count, total);
    const last = products.at(-1)!;
    after = { position: last.position, id: last.id };
  }
}

function groupBy<T extends { product_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.product_id);
    if (group) group.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}

function productRows(product: ExportProductRow, variants: VariantRow[], images: ImageRow[]): string {
  let text = '';
  const rows = Math.max(variants.length, images.length, 1);
  for (let i = 0; i < rows; i++) {
    const row: Partial<Record<ProductCsvColumn, string>> = { Handle: product.handle };
    if (i === 0) {
      Object.assign(row, {
        Title: product.title,
        'Body (HTML)': product.description_html,
        Vendor: product.vendor,
        Type: product.product_type,
        Tags: product.tags.join(', '),
        Published: 'TRUE',
        Status: 'active',
      });
    }
    const variant = variants[i];
    if (variant) {
      const names = product.options.length > 0 ? product.options : [DEFAULT_OPTION_NAME];
      const values = product.options.length > 0 ? variant.vals : [DEFAULT_OPTION_VALUE];
      names.forEach((name, n) => {
        if (i === 0) row[`Option${n + 1} Name` as ProductCsvColumn] = name;
        row[`Option${n + 1} Value` as ProductCsvColumn] = values[n] ?? '';
      });
      Object.assign(row, {
        'Variant SKU': variant.sku,
        'Variant Grams': String(variant.weight_grams),
        'Variant Inventory Qty': String(variant.on_hand),
        'Variant Price': formatPrice(variant.price),
        'Variant Compare At Price': variant.compare_at_price === null ? '' : formatPrice(variant.compare_at_price),
        'Variant Image': variant.image_url ?? '',
      });
    }
    const image = images[i];
    if (image)
      Object.assign(row, { 'Image Src': image.url, 'Image Position': String(i + 1), 'Image Alt Text': image.alt });
    text += csvLine(PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? ''));
  }
  return text;
}
