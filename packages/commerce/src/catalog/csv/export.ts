/**
 * Product export as a Shopify product CSV: the product's first row carries its
 * columns with its first variant and picture, later rows the handle with the
 * next variant and picture. Tags are the titles of the product's collections.
 * Read in pages of products (keyset on the featured order), so memory stays flat.
 */
import type { Db } from '../../db/db.types';
import { kyselyFor, type Query } from '../../db/kysely';
import { readStoreAtStart } from '../../settings/store-settings';
import {
  csvLine,
  DEFAULT_OPTION_NAME,
  DEFAULT_OPTION_VALUE,
  formatPrice,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from './product-csv';
import { NO_TEXTS, variantsWithOptionValues } from './stored-variants';

const PAGE = 500;

/** One page of products after `after` (keyset on the featured order), with their option names and tags. */
const productPage = (q: Query, after: { position: number; id: number }) =>
  q
    .selectFrom('products as p')
    .select((eb) => [
      'p.id',
      'p.handle',
      'p.title',
      'p.description_html',
      'p.vendor',
      'p.product_type',
      'p.position',
      eb.fn
        .coalesce(
          eb
            .selectFrom('product_options as o')
            .select((sub) => sub.fn.agg<string[]>('array_agg', ['o.name']).orderBy('o.position').as('names'))
            .whereRef('o.product_id', '=', 'p.id'),
          NO_TEXTS,
        )
        .as('options'),
      eb.fn
        .coalesce(
          eb
            .selectFrom('collection_products as cp')
            .innerJoin('collections as c', 'c.id', 'cp.collection_id')
            .select((sub) => sub.fn.agg<string[]>('array_agg', ['c.title']).orderBy('c.title').as('titles'))
            .whereRef('cp.product_id', '=', 'p.id'),
          NO_TEXTS,
        )
        .as('tags'),
    ])
    .where((eb) => eb(eb.refTuple('p.position', 'p.id'), '>', eb.tuple(after.position, after.id)))
    .orderBy('p.position')
    .orderBy('p.id')
    .limit(PAGE);

type ExportProductRow = Awaited<ReturnType<ReturnType<typeof productPage>['execute']>>[number];

/** The variants of the products `ids`, with stock, picture and option values (in option order). */
const variantsOf = (q: Query, ids: number[]) =>
  variantsWithOptionValues(q)
    .leftJoin('inventory_levels as s', 's.variant_id', 'v.id')
    .leftJoin('product_images as i', 'i.id', 'v.image_id')
    .select((eb) => [
      'v.product_id',
      'v.sku',
      'v.price',
      'v.compare_at_price',
      'v.weight_grams',
      eb.fn.coalesce('s.on_hand', eb.lit(0)).as('on_hand'),
      'i.url as image_url',
    ])
    .where((eb) => eb('v.product_id', '=', eb.fn.any(eb.val(ids))))
    .groupBy(['s.on_hand', 'i.url'])
    .orderBy('v.product_id')
    .orderBy('v.position')
    .orderBy('v.id');

type VariantRow = Awaited<ReturnType<ReturnType<typeof variantsOf>['execute']>>[number];

/** The pictures of the products `ids`, in their order. */
const imagesOf = (q: Query, ids: number[]) =>
  q
    .selectFrom('product_images')
    .select(['product_id', 'url', 'alt'])
    .where((eb) => eb('product_id', '=', eb.fn.any(eb.val(ids))))
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id');

type ImageRow = Awaited<ReturnType<ReturnType<typeof imagesOf>['execute']>>[number];

export interface ProductExportOptions {
  /**
   * The store currency prices are written in, with its decimals (USD 19.99, JPY
   * 1999, KWD 19.990); default: the store's `store` setting.
   */
  currency?: string;
  /** Called after each page of products, with how many are written and how many there are. */
  onProgress?: (products: number, total: number) => void;
}

/**
 * The store's products as CSV text, chunk by chunk (the header first).
 *
 * @example
 * for await (const chunk of exportProductsCsv(commerce.db)) out.write(chunk);
 */
export async function* exportProductsCsv(db: Db, options: ProductExportOptions = {}): AsyncGenerator<string> {
  const currency = options.currency ?? (await readStoreAtStart(db)).currency;
  yield csvLine(PRODUCT_CSV_COLUMNS);
  const q = kyselyFor(db);
  let total = 0;
  if (options.onProgress) {
    const row = await q
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    total = row.total;
  }
  let after: { position: number; id: number } = { position: -2_147_483_648, id: 0 };
  let count = 0;
  for (;;) {
    const products = await productPage(q, after).execute();
    if (products.length === 0) return;
    const ids = products.map((p) => p.id);
    const variantsByProduct = groupBy(await variantsOf(q, ids).execute());
    const imagesByProduct = groupBy(await imagesOf(q, ids).execute());
    let chunk = '';
    for (const product of products) {
      chunk += productRows(
        product,
        variantsByProduct.get(product.id) ?? [],
        imagesByProduct.get(product.id) ?? [],
        currency,
      );
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

function productRows(product: ExportProductRow, variants: VariantRow[], images: ImageRow[], currency: string): string {
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
        'Variant Price': formatPrice(variant.price, currency),
        'Variant Compare At Price':
          variant.compare_at_price === null ? '' : formatPrice(variant.compare_at_price, currency),
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
