/**
 * Product import from the Shopify product CSV: streamed, checked row by row,
 * written in batches (one transaction and a handful of set-based statements
 * per batch of products). Idempotent by handle: a product found by its handle
 * is updated in place, its variants matched by SKU or else by option values,
 * its pictures by address. Tags name the collections a product belongs to
 * (found by title or handle, made when missing).
 *
 * The catalogue tables' triggers tell the read cache and the search index
 * about every change, so a running storefront sees the products at once.
 */
import { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import type { Db } from '../../db/db.types';
import { addRow, rowReader, RowRefusal, startProduct, type ParsedProduct, type RefusedRow } from './import.rows';
import { handleFromText } from './product-csv';

export type { RefusedRow } from './import.rows';

/** Width and height stored for an imported picture (its file is not read). */
const IMPORTED_IMAGE_SIZE = 1000;
/** The tables an import writes. */
const CATALOGUE_TABLES = [
  'products',
  'product_options',
  'product_option_values',
  'product_images',
  'variants',
  'variant_option_values',
  'inventory_levels',
  'collections',
  'collection_products',
];
/** The longest row the reader accepts (a product description can be long). */
const MAX_ROW_BYTES = 8 * 1024 * 1024;

export interface ProductImportProgress {
  /** Rows read so far (header excluded). */
  rows: number;
  /** Bytes of the file read so far. */
  bytes: number;
  /** Products written so far. */
  products: number;
}

export interface ProductImportOptions {
  /** Products per transaction (default 500). */
  batchSize?: number;
  /** Called after each batch is written. */
  onProgress?: (progress: ProductImportProgress) => void;
}

export interface ProductImportReport {
  rows: number;
  productsCreated: number;
  productsUpdated: number;
  variantsCreated: number;
  variantsUpdated: number;
  collectionsCreated: number;
  /** Rows left out, with their line and reason; the rest of the file is imported. */
  refused: RefusedRow[];
  /** Rows imported with a change: descriptions the HTML sanitizer cleaned. */
  warnings: RefusedRow[];
  /** Set when the file could not be read to its end (no Handle column, an unreadable byte stream). */
  fatal?: string;
  ms: number;
}

type Source = Readable | AsyncIterable<string | Uint8Array> | string;

/**
 * Imports a product CSV into the store. Refused rows are listed in the report
 * and the rest is imported; the report's `fatal` says when reading stopped early.
 *
 * @example
 * const report = await importProductsCsv(commerce.db, createReadStream('products.csv'));
 */
export async function importProductsCsv(
  db: Db,
  source: Source,
  options: ProductImportOptions = {},
): Promise<ProductImportReport> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 500;
  const report: ProductImportReport = {
    rows: 0,
    productsCreated: 0,
    productsUpdated: 0,
    variantsCreated: 0,
    variantsUpdated: 0,
    collectionsCreated: 0,
    refused: [],
    warnings: [],
    ms: 0,
  };
  const parser = parse({
    bom: true,
    relax_column_count: true,
    raw: true,
    info: true,
    skip_records_with_error: true,
    max_record_size: MAX_ROW_BYTES,
  });
  parser.on('skip', (error: CsvError) => {
    report.refused.push({ line: Number(error.lines) || line, handle: '', reason: `unreadable CSV: ${error.message}` });
  });
  const input =
    typeof source === 'string' ? Readable.from([source]) : source instanceof Readable ? source : Readable.from(source);
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);

  let header: string[] | undefined;
  let line = 1;
  let bytes = 0;
  let current: ParsedProduct | undefined;
  let refusedProduct: { handle: string; line: number } | undefined;
  const firstLine = new Map<string, number>();
  let batch: ParsedProduct[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await writeBatch(db, batch, report);
    batch = [];
    options.onProgress?.({ rows: report.rows, bytes, products: report.productsCreated + report.productsUpdated });
  };

  try {
    for await (const entry of parser as AsyncIterable<{ record: string[]; raw: string; info: { bytes: number } }>) {
      const at = line;
      line += (entry.raw.match(/\r\n|\r|\n/g) ?? []).length;
      bytes = entry.info.bytes;
      const record = entry.record;
      if (!header) {
        header = record.map((name) => name.trim());
        if (!header.some((name) => name.toLowerCase() === 'handle')) {
          report.fatal = 'the file has no Handle column: it is not a product CSV';
          break;
        }
        continue;
      }
      if (record.every((field) => field.trim() === '')) continue;
      report.rows++;
      const refuseRow = (handle: string, reason: string) => report.refused.push({ line: at, handle, reason });
      if (record.length !== header.length) {
        refuseRow(
          record[0]?.trim().slice(0, 255) ?? '',
          `the row has ${record.length} fields; the header has ${header.length}`,
        );
        continue;
      }
      if (record.some((field) => field.includes('\u0000'))) {
        refuseRow('', 'the row holds a NUL character');
        continue;
      }
      const row = rowReader(header, record);
      const handle = row.get('Handle');
      if (!handle) {
        refuseRow('', 'no Handle');
        continue;
      }
      if (handle.length > 255) {
        refuseRow(handle.slice(0, 40), 'the Handle is longer than 255 characters');
        continue;
      }
      if (refusedProduct?.handle === handle) {
        refuseRow(handle, `its product was refused on line ${refusedProduct.line}`);
        continue;
      }
      try {
        if (current?.handle !== handle) {
          const seenAt = firstLine.get(handle);
          if (seenAt !== undefined) {
            refuseRow(handle, `the rows of a product must follow one another; this product starts on line ${seenAt}`);
            continue;
          }
          firstLine.set(handle, at);
          if (batch.length >= batchSize) await flush();
          refusedProduct = undefined;
          current = undefined;
          try {
            const started = startProduct(row, at);
            current = started.product;
            if (started.sanitized)
              report.warnings.push({ line: at, handle, reason: 'the description was cleaned by the HTML sanitizer' });
          } catch (error) {
            refusedProduct = { handle, line: at };
            throw error;
          }
          batch.push(current);
        }
        addRow(current, row, at);
      } catch (error) {
        if (!(error instanceof RowRefusal)) throw error;
        refuseRow(handle, error.message);
      }
    }
  } catch (error) {
    report.fatal = `the file could not be read past line ${line}: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!header && !report.fatal) report.fatal = 'the file is empty';
  await flush();
  if (report.productsCreated + report.productsUpdated > 0) {
    // Fresh statistics, so the storefront's (and export's) plans fit the catalogue's new size.
    await db.query(`ANALYZE ${CATALOGUE_TABLES.join(', ')}`);
  }
  report.refused.sort((a, b) => a.line - b.line);
  report.ms = Math.round(performance.now() - started);
  return report;
}

interface StoredVariant {
  id: number;
  product_id: number;
  sku: string;
  vals: string[];
}

/** Writes one batch of products in one transaction; a product that cannot be written is refused whole. */
async function writeBatch(db: Db, batch: ParsedProduct[], report: ProductImportReport): Promise<void> {
  const refuseProduct = (product: ParsedProduct, reason: string) => {
    report.refused.push({ line: product.line, handle: product.handle, reason });
    for (const line of product.lines.filter((l) => l !== product.line)) {
      report.refused.push({ line, handle: product.handle, reason: `its product was refused on line ${product.line}` });
    }
  };
  try {
    await db.transaction(async (tx) => {
      const stored = await tx.query<{ id: number; handle: string }>(
        'SELECT id, handle FROM products WHERE handle = ANY($1::text[])',
        [batch.map((p) => p.handle)],
      );
      const idOf = new Map(stored.map((row) => [row.handle, row.id]));
      const storedOptions = await tx.query<{ product_id: number; names: string[] }>(
        `SELECT product_id, array_agg(name ORDER BY position) AS names FROM product_options
         WHERE product_id = ANY($1::int[]) GROUP BY product_id`,
        [stored.map((row) => row.id)],
      );
      const optionsOf = new Map(storedOptions.map((row) => [row.product_id, row.names]));

      let products: ParsedProduct[] = [];
      for (const product of batch) {
        const id = idOf.get(product.handle);
        if (id === undefined && !product.title) refuseProduct(product, 'a new product needs a Title');
        else if (id === undefined && product.variants.length === 0)
          refuseProduct(product, 'a new product needs at least one variant');
        else if (
          id !== undefined &&
          (optionsOf.get(id) ?? []).join('\u0000') !== product.optionNames.join('\u0000') &&
          product.variants.length > 0
        ) {
          refuseProduct(
            product,
            `its options (${product.optionNames.join(', ') || 'none'}) differ from the store's (${(optionsOf.get(id) ?? []).join(', ') || 'none'})`,
          );
        } else products.push(product);
      }

      // Pictures are unique by address across the store.
      const urls = products.flatMap((p) => p.images.map((i) => i.src));
      const owners = await tx.query<{ url: string; handle: string }>(
        'SELECT i.url, p.handle FROM product_images i JOIN products p ON p.id = i.product_id WHERE i.url = ANY($1::text[])',
        [urls],
      );
      const ownerOf = new Map(owners.map((row) => [row.url, row.handle]));
      for (const product of products) {
        product.images = product.images.filter((image) => {
          const owner = ownerOf.get(image.src);
          if (owner !== undefined && owner !== product.handle) {
            report.refused.push({
              line: image.line,
              handle: product.handle,
              reason: `the picture ${image.src} belongs to the product ${owner}`,
            });
            return false;
          }
          ownerOf.set(image.src, product.handle);
          return true;
        });
      }

      // Variants: matched by SKU, else by option values; SKUs are unique across the store.
      const skuFor = (product: ParsedProduct, values: string[]) =>
        [product.handle, ...values].map((part) => handleFromText(part) || part).join('-');
      const wanted = products.flatMap((p) => p.variants.map((v) => v.sku || skuFor(p, v.optionValues)));
      const variants = await tx.query<StoredVariant>(
        `SELECT v.id, v.product_id, v.sku,
                coalesce(array_agg(ov.value ORDER BY o.position) FILTER (WHERE ov.id IS NOT NULL), '{}') AS vals
         FROM variants v
         LEFT JOIN variant_option_values vov ON vov.variant_id = v.id
         LEFT JOIN product_option_values ov ON ov.id = vov.option_value_id
         LEFT JOIN product_options o ON o.id = ov.option_id
         WHERE v.product_id = ANY($1::int[]) OR v.sku = ANY($2::text[])
         GROUP BY v.id`,
        [stored.map((row) => row.id), wanted],
      );
      const bySku = new Map(variants.map((v) => [v.sku, v]));
      const skuOwner = new Map<string, string>();
      const plans = new Map<
        ParsedProduct,
        { variant: ParsedProduct['variants'][number]; sku: string; id?: number }[]
      >();
      for (const product of products) {
        const id = idOf.get(product.handle);
        const own = variants.filter((v) => id !== undefined && v.product_id === id);
        const plan: { variant: ParsedProduct['variants'][number]; sku: string; id?: number }[] = [];
        for (const variant of product.variants) {
          const key = variant.optionValues.join('\u0000');
          const bySkuMatch = variant.sku ? bySku.get(variant.sku) : undefined;
          if (bySkuMatch && bySkuMatch.product_id !== id) {
            report.refused.push({
              line: variant.line,
              handle: product.handle,
              reason: `the SKU ${variant.sku} belongs to another product`,
            });
            continue;
          }
          const match = bySkuMatch ?? own.find((v) => v.vals.join('\u0000') === key);
          const sku = variant.sku || match?.sku || skuFor(product, variant.optionValues);
          const generatedClash = !match && !variant.sku && bySku.has(sku);
          if (skuOwner.has(sku) || generatedClash) {
            report.refused.push({
              line: variant.line,
              handle: product.handle,
              reason: `the SKU ${sku} is taken by another variant`,
            });
            continue;
          }
          skuOwner.set(sku, product.handle);
          plan.push({ variant, sku, ...(match ? { id: match.id } : {}) });
        }
        plans.set(product, plan);
      }
      products = products.filter((p) => idOf.has(p.handle) || (plans.get(p)?.length ?? 0) > 0);

      // Products.
      const created = products.filter((p) => !idOf.has(p.handle));
      const updated = products.filter((p) => idOf.has(p.handle));
      if (created.length > 0) {
        const rows = await tx.query<{ id: number; handle: string }>(
          `INSERT INTO products (handle, title, description_html, vendor, product_type, position)
           SELECT x.handle, x.title, coalesce(x.body, ''), coalesce(x.vendor, ''), coalesce(x.type, ''),
                  (SELECT coalesce(max(position), 0) FROM products) + x.ord
           FROM jsonb_to_recordset($1::jsonb) AS x(handle text, title text, body text, vendor text, type text, ord int)
           ORDER BY x.ord
           RETURNING id, handle`,
          [
            JSON.stringify(
              created.map((p, i) => ({
                handle: p.handle,
                title: p.title,
                body: p.bodyHtml,
                vendor: p.vendor,
                type: p.type,
                ord: i + 1,
              })),
            ),
          ],
        );
        for (const row of rows) idOf.set(row.handle, row.id);
      }
      if (updated.length > 0) {
        await tx.query(
          `UPDATE products p SET title = coalesce(nullif(x.title, ''), p.title),
             description_html = coalesce(x.body, p.description_html),
             vendor = coalesce(x.vendor, p.vendor), product_type = coalesce(x.type, p.product_type)
           FROM jsonb_to_recordset($1::jsonb) AS x(id int, title text, body text, vendor text, type text)
           WHERE p.id = x.id AND (p.title, p.description_html, p.vendor, p.product_type)
             IS DISTINCT FROM (coalesce(nullif(x.title, ''), p.title), coalesce(x.body, p.description_html),
                               coalesce(x.vendor, p.vendor), coalesce(x.type, p.product_type))`,
          [
            JSON.stringify(
              updated.map((p) => ({
                id: idOf.get(p.handle),
                title: p.title,
                body: p.bodyHtml,
                vendor: p.vendor,
                type: p.type,
              })),
            ),
          ],
        );
      }
      const id = (product: ParsedProduct) => idOf.get(product.handle)!;

      // Options and their values.
      await tx.query(
        `INSERT INTO product_options (product_id, name, position)
         SELECT x.product_id, x.name, x.position FROM jsonb_to_recordset($1::jsonb) AS x(product_id int, name text, position int)
         ON CONFLICT (product_id, name) DO NOTHING`,
        [
          JSON.stringify(
            created.flatMap((p) => p.optionNames.map((name, i) => ({ product_id: id(p), name, position: i + 1 }))),
          ),
        ],
      );
      const options = await tx.query<{ id: number; product_id: number; position: number }>(
        'SELECT id, product_id, position FROM product_options WHERE product_id = ANY($1::int[])',
        [products.map(id)],
      );
      const optionId = new Map(options.map((o) => [`${o.product_id}:${o.position}`, o.id]));
      const values = new Map<string, { option_id: number; value: string; position: number }>();
      for (const product of products) {
        for (const { variant } of plans.get(product) ?? []) {
          variant.optionValues.forEach((value, i) => {
            const option = optionId.get(`${id(product)}:${i + 1}`);
            if (option !== undefined && !values.has(`${option}:${value}`)) {
              values.set(`${option}:${value}`, { option_id: option, value, position: values.size + 1 });
            }
          });
        }
      }
      await tx.query(
        `INSERT INTO product_option_values (option_id, value, position)
         SELECT x.option_id, x.value, coalesce((SELECT max(position) FROM product_option_values v WHERE v.option_id = x.option_id), 0) + x.position
         FROM jsonb_to_recordset($1::jsonb) AS x(option_id int, value text, position int)
         ORDER BY x.position
         ON CONFLICT (option_id, value) DO NOTHING`,
        [JSON.stringify([...values.values()])],
      );
      const storedValues = await tx.query<{ id: number; option_id: number; value: string }>(
        'SELECT id, option_id, value FROM product_option_values WHERE option_id = ANY($1::int[])',
        [options.map((o) => o.id)],
      );
      const valueId = new Map(storedValues.map((v) => [`${v.option_id}:${v.value}`, v.id]));

      // Pictures, in the file's order of positions.
      const images = products.flatMap((p) =>
        [...p.images]
          .sort((a, b) => a.position - b.position)
          .map((image, i) => ({ product_id: id(p), url: image.src, alt: image.alt, position: i + 1 })),
      );
      await tx.query(
        `INSERT INTO product_images (product_id, url, alt, width, height, position)
         SELECT x.product_id, x.url, x.alt, $2, $2, x.position
         FROM jsonb_to_recordset($1::jsonb) AS x(product_id int, url text, alt text, position int)
         ORDER BY x.product_id, x.position
         ON CONFLICT (url) DO UPDATE SET alt = excluded.alt, position = excluded.position
         WHERE product_images.product_id = excluded.product_id
           AND (product_images.alt, product_images.position) IS DISTINCT FROM (excluded.alt, excluded.position)`,
        [JSON.stringify(images), IMPORTED_IMAGE_SIZE],
      );

      // Variants.
      const variantRows = products.flatMap((p) =>
        (plans.get(p) ?? []).map(({ variant, sku, id: variantId }, i) => ({
          id: variantId ?? null,
          product_id: id(p),
          title: variant.optionValues.length > 0 ? variant.optionValues.join(' / ') : 'Default Title',
          sku,
          price: variant.price,
          compare_at_price: variant.compareAt,
          weight_grams: variant.grams,
          position: i + 1,
          image_url: variant.image || null,
          inventory: variant.inventory ?? null,
          values: variant.optionValues
            .map((value, n) => valueId.get(`${optionId.get(`${id(p)}:${n + 1}`)}:${value}`))
            .filter((v): v is number => v !== undefined),
        })),
      );
      const toUpdate = variantRows.filter((v) => v.id !== null);
      const toInsert = variantRows.filter((v) => v.id === null);
      if (toUpdate.length > 0) {
        await tx.query(
          `UPDATE variants v SET title = x.title, sku = x.sku, price = x.price, compare_at_price = x.compare_at_price,
             weight_grams = x.weight_grams, position = x.position, image_id = i.id
           FROM jsonb_to_recordset($1::jsonb) AS x(id int, product_id int, title text, sku text, price int, compare_at_price int,
                                                  weight_grams int, position int, image_url text)
           LEFT JOIN product_images i ON i.url = x.image_url
           WHERE v.id = x.id AND (v.title, v.sku, v.price, v.compare_at_price, v.weight_grams, v.position, v.image_id)
             IS DISTINCT FROM (x.title, x.sku, x.price, x.compare_at_price, x.weight_grams, x.position, i.id)`,
          [JSON.stringify(toUpdate)],
        );
      }
      if (toInsert.length > 0) {
        const inserted = await tx.query<{ id: number; sku: string }>(
          `INSERT INTO variants (product_id, title, sku, price, compare_at_price, weight_grams, position, image_id)
           SELECT x.product_id, x.title, x.sku, x.price, x.compare_at_price, x.weight_grams, x.position, i.id
           FROM jsonb_to_recordset($1::jsonb) AS x(product_id int, title text, sku text, price int, compare_at_price int,
                                                  weight_grams int, position int, image_url text)
           LEFT JOIN product_images i ON i.url = x.image_url
           ORDER BY x.product_id, x.position
           RETURNING id, sku`,
          [JSON.stringify(toInsert)],
        );
        const insertedId = new Map(inserted.map((row) => [row.sku, row.id]));
        for (const row of toInsert) row.id = insertedId.get(row.sku) ?? null;
      }
      const links = variantRows.flatMap((v) => v.values.map((value) => ({ variant_id: v.id, option_value_id: value })));
      await tx.query(
        `DELETE FROM variant_option_values vov WHERE vov.variant_id = ANY($1::int[])
           AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS x(variant_id int, option_value_id int)
                           WHERE x.variant_id = vov.variant_id AND x.option_value_id = vov.option_value_id)`,
        [toUpdate.map((v) => v.id), JSON.stringify(links)],
      );
      await tx.query(
        `INSERT INTO variant_option_values (variant_id, option_value_id)
         SELECT x.variant_id, x.option_value_id FROM jsonb_to_recordset($1::jsonb) AS x(variant_id int, option_value_id int)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(links)],
      );
      const stock = variantRows
        .filter((v) => v.inventory !== null || toInsert.includes(v))
        .map((v) => ({ variant_id: v.id, on_hand: v.inventory ?? 0 }));
      await tx.query(
        `INSERT INTO inventory_levels (variant_id, on_hand)
         SELECT x.variant_id, x.on_hand FROM jsonb_to_recordset($1::jsonb) AS x(variant_id int, on_hand int)
         ON CONFLICT (variant_id) DO UPDATE SET on_hand = excluded.on_hand, updated_at = now()
         WHERE inventory_levels.on_hand <> excluded.on_hand`,
        [JSON.stringify(stock)],
      );

      // Collections named by the tags.
      const tagged = products.filter((p) => p.tags !== undefined);
      if (tagged.length > 0) report.collectionsCreated += await writeMemberships(tx, tagged, id);

      report.productsCreated += created.length;
      report.productsUpdated += updated.length;
      report.variantsCreated += toInsert.length;
      report.variantsUpdated += toUpdate.length;
    });
  } catch (error) {
    const reason = `not saved: ${error instanceof Error ? error.message : String(error)}`;
    for (const product of batch) report.refused.push({ line: product.line, handle: product.handle, reason });
  }
}

/** Makes the tagged products members of exactly the collections their tags name; returns how many collections were made. */
async function writeMemberships(
  tx: Db,
  products: ParsedProduct[],
  id: (product: ParsedProduct) => number,
): Promise<number> {
  const tags = [...new Map(products.flatMap((p) => p.tags ?? []).map((tag) => [tag.toLowerCase(), tag])).values()];
  const made = await tx.query<{ handle: string }>(
    `INSERT INTO collections (handle, title, position)
     SELECT x.handle, x.title, (SELECT coalesce(max(position), 0) FROM collections) + x.ord
     FROM jsonb_to_recordset($1::jsonb) AS x(handle text, title text, ord int)
     WHERE NOT EXISTS (SELECT 1 FROM collections c WHERE lower(c.title) = lower(x.title) OR c.handle = x.handle)
     ORDER BY x.ord
     ON CONFLICT (handle) DO NOTHING
     RETURNING handle`,
    [JSON.stringify(tags.map((title, i) => ({ handle: handleFromText(title) || `tag-${i + 1}`, title, ord: i + 1 })))],
  );
  const collections = await tx.query<{ id: number; handle: string; title: string }>(
    'SELECT id, handle, title FROM collections WHERE lower(title) = ANY($1::text[]) OR handle = ANY($2::text[]) ORDER BY id',
    [tags.map((tag) => tag.toLowerCase()), tags.map(handleFromText)],
  );
  const collectionFor = (tag: string) =>
    collections.find((c) => c.title.toLowerCase() === tag.toLowerCase()) ??
    collections.find((c) => c.handle === handleFromText(tag));
  const members = products.flatMap((p) =>
    (p.tags ?? []).flatMap((tag) => {
      const collection = collectionFor(tag);
      return collection ? [{ collection_id: collection.id, product_id: id(p) }] : [];
    }),
  );
  await tx.query(
    `DELETE FROM collection_products cp WHERE cp.product_id = ANY($1::int[])
       AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS x(collection_id int, product_id int)
                       WHERE x.collection_id = cp.collection_id AND x.product_id = cp.product_id)`,
    [products.map(id), JSON.stringify(members)],
  );
  await tx.query(
    `WITH wanted AS (
       SELECT x.collection_id, x.product_id, x.ord FROM jsonb_to_recordset($1::jsonb) AS x(collection_id int, product_id int, ord int)
       WHERE NOT EXISTS (SELECT 1 FROM collection_products cp WHERE cp.collection_id = x.collection_id AND cp.product_id = x.product_id))
     INSERT INTO collection_products (collection_id, product_id, position)
     SELECT w.collection_id, w.product_id,
            coalesce((SELECT max(position) FROM collection_products cp WHERE cp.collection_id = w.collection_id), 0)
              + row_number() OVER (PARTITION BY w.collection_id ORDER BY w.ord)
     FROM wanted w`,
    [JSON.stringify(members.map((m, ord) => ({ ...m, ord })))],
  );
  return made.length;
}
