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
import { sql } from 'kysely';
import type { Db } from '../../db/db.types';
import { jsonRecordset, kyselyFor, type Query } from '../../db/kysely';
import { readStoreAtStart } from '../../settings/store-settings';
import { addRow, rowReader, RowRefusal, startProduct, type ParsedProduct, type RefusedRow } from './import.rows';
import { handleFromText } from './product-csv';
import { variantsWithOptionValues } from './stored-variants';

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
  /**
   * The store currency the file's prices are in, which says how many decimals
   * they have (USD 2, JPY none, KWD 3); default: the store's `store` setting.
   */
  currency?: string;
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
  const currency = options.currency ?? (await readStoreAtStart(db)).currency;
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
        addRow(current, row, at, currency);
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
    // Raw SQL: ANALYZE is maintenance, not a query Kysely builds.
    await db.query(`ANALYZE ${CATALOGUE_TABLES.join(', ')}`);
  }
  report.refused.sort((a, b) => a.line - b.line);
  report.ms = Math.round(performance.now() - started);
  return report;
}

/**
 * A product row's values after an update from the file's row `x`: an empty
 * title or a column the file does not have keeps the stored value. SQL
 * fragments, as they appear both in the SET list and in the row-value
 * comparison that skips unchanged rows (which Kysely does not build).
 */
const PRODUCT_CHANGE = {
  title: sql<string>`coalesce(nullif(x.title, ''), p.title)`,
  description_html: sql<string>`coalesce(x.body, p.description_html)`,
  vendor: sql<string>`coalesce(x.vendor, p.vendor)`,
  product_type: sql<string>`coalesce(x.type, p.product_type)`,
};

/** Writes one batch of products in one transaction; a product that cannot be written is refused whole. */
async function writeBatch(db: Db, batch: ParsedProduct[], report: ProductImportReport): Promise<void> {
  const refuseProduct = (product: ParsedProduct, reason: string) => {
    report.refused.push({ line: product.line, handle: product.handle, reason });
    for (const line of product.lines.filter((l) => l !== product.line)) {
      report.refused.push({ line, handle: product.handle, reason: `its product was refused on line ${product.line}` });
    }
  };
  try {
    await kyselyFor(db)
      .transaction()
      .execute(async (tx) => {
        const stored = await tx
          .selectFrom('products')
          .select(['id', 'handle'])
          .where((eb) => eb('handle', '=', eb.fn.any(eb.val(batch.map((p) => p.handle)))))
          .execute();
        const idOf = new Map(stored.map((row) => [row.handle, row.id]));
        const storedOptions = await tx
          .selectFrom('product_options')
          .select((eb) => ['product_id', eb.fn.agg<string[]>('array_agg', ['name']).orderBy('position').as('names')])
          .where((eb) => eb('product_id', '=', eb.fn.any(eb.val(stored.map((row) => row.id)))))
          .groupBy('product_id')
          .execute();
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
        const owners = await tx
          .selectFrom('product_images as i')
          .innerJoin('products as p', 'p.id', 'i.product_id')
          .select(['i.url', 'p.handle'])
          .where((eb) => eb('i.url', '=', eb.fn.any(eb.val(urls))))
          .execute();
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
        const variants = await variantsWithOptionValues(tx)
          .select(['v.id', 'v.product_id', 'v.sku'])
          .where((eb) =>
            eb.or([
              eb('v.product_id', '=', eb.fn.any(eb.val(stored.map((row) => row.id)))),
              eb('v.sku', '=', eb.fn.any(eb.val(wanted))),
            ]),
          )
          .execute();
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
          const newProducts = created.map((p, i) => ({
            handle: p.handle,
            title: p.title,
            body: p.bodyHtml,
            vendor: p.vendor,
            type: p.type,
            ord: i + 1,
          }));
          const rows = await tx
            .insertInto('products')
            .columns(['handle', 'title', 'description_html', 'vendor', 'product_type', 'position'])
            .expression((eb) =>
              eb
                .selectFrom(
                  jsonRecordset('x', newProducts, {
                    handle: 'text',
                    title: 'text',
                    body: 'text',
                    vendor: 'text',
                    type: 'text',
                    ord: 'int',
                  }),
                )
                .select((x) => [
                  'x.handle',
                  'x.title',
                  x.fn.coalesce('x.body', x.val('')).as('description_html'),
                  x.fn.coalesce('x.vendor', x.val('')).as('vendor'),
                  x.fn.coalesce('x.type', x.val('')).as('product_type'),
                  x(
                    x.fn.coalesce(
                      x.selectFrom('products').select((m) => m.fn.max('position').as('top')),
                      x.lit(0),
                    ),
                    '+',
                    x.ref('x.ord'),
                  ).as('position'),
                ])
                .orderBy('x.ord'),
            )
            .returning(['id', 'handle'])
            .execute();
          for (const row of rows) idOf.set(row.handle, row.id);
        }
        if (updated.length > 0) {
          const changes = updated.map((p) => ({
            id: idOf.get(p.handle)!,
            title: p.title,
            body: p.bodyHtml,
            vendor: p.vendor,
            type: p.type,
          }));
          await tx
            .updateTable('products as p')
            .from(jsonRecordset('x', changes, { id: 'int', title: 'text', body: 'text', vendor: 'text', type: 'text' }))
            .set(PRODUCT_CHANGE)
            .whereRef('p.id', '=', 'x.id')
            // Row values compared as a whole: Kysely has no IS DISTINCT FROM over row constructors.
            .where(
              sql<boolean>`(p.title, p.description_html, p.vendor, p.product_type) IS DISTINCT FROM
                (${PRODUCT_CHANGE.title}, ${PRODUCT_CHANGE.description_html}, ${PRODUCT_CHANGE.vendor}, ${PRODUCT_CHANGE.product_type})`,
            )
            .execute();
        }
        const id = (product: ParsedProduct) => idOf.get(product.handle)!;

        // Options and their values.
        const newOptions = created.flatMap((p) =>
          p.optionNames.map((name, i) => ({ product_id: id(p), name, position: i + 1 })),
        );
        if (newOptions.length > 0) {
          await tx
            .insertInto('product_options')
            .columns(['product_id', 'name', 'position'])
            .expression((eb) =>
              eb
                .selectFrom(jsonRecordset('x', newOptions, { product_id: 'int', name: 'text', position: 'int' }))
                .select(['x.product_id', 'x.name', 'x.position']),
            )
            .onConflict((oc) => oc.columns(['product_id', 'name']).doNothing())
            .execute();
        }
        const options = await tx
          .selectFrom('product_options')
          .select(['id', 'product_id', 'position'])
          .where((eb) => eb('product_id', '=', eb.fn.any(eb.val(products.map(id)))))
          .execute();
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
        if (values.size > 0) {
          await tx
            .insertInto('product_option_values')
            .columns(['option_id', 'value', 'position'])
            .expression((eb) =>
              eb
                .selectFrom(
                  jsonRecordset('x', [...values.values()], { option_id: 'int', value: 'text', position: 'int' }),
                )
                .select((x) => [
                  'x.option_id',
                  'x.value',
                  x(
                    x.fn.coalesce(
                      x
                        .selectFrom('product_option_values as v')
                        .select((m) => m.fn.max('v.position').as('top'))
                        .whereRef('v.option_id', '=', 'x.option_id'),
                      x.lit(0),
                    ),
                    '+',
                    x.ref('x.position'),
                  ).as('position'),
                ])
                .orderBy('x.position'),
            )
            .onConflict((oc) => oc.columns(['option_id', 'value']).doNothing())
            .execute();
        }
        const storedValues = await tx
          .selectFrom('product_option_values')
          .select(['id', 'option_id', 'value'])
          .where((eb) => eb('option_id', '=', eb.fn.any(eb.val(options.map((o) => o.id)))))
          .execute();
        const valueId = new Map(storedValues.map((v) => [`${v.option_id}:${v.value}`, v.id]));

        // Pictures, in the file's order of positions.
        const images = products.flatMap((p) =>
          [...p.images]
            .sort((a, b) => a.position - b.position)
            .map((image, i) => ({ product_id: id(p), url: image.src, alt: image.alt, position: i + 1 })),
        );
        if (images.length > 0) {
          await tx
            .insertInto('product_images')
            .columns(['product_id', 'url', 'alt', 'width', 'height', 'position'])
            .expression((eb) =>
              eb
                .selectFrom(
                  jsonRecordset('x', images, { product_id: 'int', url: 'text', alt: 'text', position: 'int' }),
                )
                .select((x) => [
                  'x.product_id',
                  'x.url',
                  'x.alt',
                  x.val(IMPORTED_IMAGE_SIZE).as('width'),
                  x.val(IMPORTED_IMAGE_SIZE).as('height'),
                  'x.position',
                ])
                .orderBy('x.product_id')
                .orderBy('x.position'),
            )
            .onConflict((oc) =>
              oc
                .column('url')
                .doUpdateSet((eb) => ({ alt: eb.ref('excluded.alt'), position: eb.ref('excluded.position') }))
                .whereRef('product_images.product_id', '=', 'excluded.product_id')
                // Row values compared as a whole, as for products.
                .where(
                  sql<boolean>`(product_images.alt, product_images.position) IS DISTINCT FROM (excluded.alt, excluded.position)`,
                ),
            )
            .execute();
        }

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
        const variantColumns = {
          id: 'int',
          product_id: 'int',
          title: 'text',
          sku: 'text',
          price: 'int',
          compare_at_price: 'int',
          weight_grams: 'int',
          position: 'int',
          image_url: 'text',
        } as const;
        const written = (rows: typeof variantRows) =>
          rows.map(({ inventory: _inventory, values: _values, ...row }) => row);
        const toUpdate = variantRows.filter((v) => v.id !== null);
        const toInsert = variantRows.filter((v) => v.id === null);
        if (toUpdate.length > 0) {
          await tx
            .updateTable('variants as v')
            .from(jsonRecordset('x', written(toUpdate), variantColumns))
            .leftJoin('product_images as i', 'i.url', 'x.image_url')
            .set((eb) => ({
              title: eb.ref('x.title'),
              sku: eb.ref('x.sku'),
              price: eb.ref('x.price'),
              compare_at_price: eb.ref('x.compare_at_price'),
              weight_grams: eb.ref('x.weight_grams'),
              position: eb.ref('x.position'),
              image_id: eb.ref('i.id'),
            }))
            .whereRef('v.id', '=', 'x.id')
            // Row values compared as a whole, as for products.
            .where(
              sql<boolean>`(v.title, v.sku, v.price, v.compare_at_price, v.weight_grams, v.position, v.image_id)
                IS DISTINCT FROM (x.title, x.sku, x.price, x.compare_at_price, x.weight_grams, x.position, i.id)`,
            )
            .execute();
        }
        if (toInsert.length > 0) {
          const inserted = await tx
            .insertInto('variants')
            .columns([
              'product_id',
              'title',
              'sku',
              'price',
              'compare_at_price',
              'weight_grams',
              'position',
              'image_id',
            ])
            .expression((eb) =>
              eb
                .selectFrom(jsonRecordset('x', written(toInsert), variantColumns))
                .leftJoin('product_images as i', 'i.url', 'x.image_url')
                .select([
                  'x.product_id',
                  'x.title',
                  'x.sku',
                  'x.price',
                  'x.compare_at_price',
                  'x.weight_grams',
                  'x.position',
                  'i.id',
                ])
                .orderBy('x.product_id')
                .orderBy('x.position'),
            )
            .returning(['id', 'sku'])
            .execute();
          const insertedId = new Map(inserted.map((row) => [row.sku, row.id]));
          for (const row of toInsert) row.id = insertedId.get(row.sku) ?? null;
        }
        const links = variantRows.flatMap((v) =>
          v.values.map((value) => ({ variant_id: v.id!, option_value_id: value })),
        );
        const linkColumns = { variant_id: 'int', option_value_id: 'int' } as const;
        if (toUpdate.length > 0) {
          await tx
            .deleteFrom('variant_option_values as vov')
            .where((eb) => eb('vov.variant_id', '=', eb.fn.any(eb.val(toUpdate.map((v) => v.id!)))))
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom(jsonRecordset('x', links, linkColumns))
                    .select((one) => one.lit(1).as('one'))
                    .whereRef('x.variant_id', '=', 'vov.variant_id')
                    .whereRef('x.option_value_id', '=', 'vov.option_value_id'),
                ),
              ),
            )
            .execute();
        }
        if (links.length > 0) {
          await tx
            .insertInto('variant_option_values')
            .columns(['variant_id', 'option_value_id'])
            .expression((eb) =>
              eb.selectFrom(jsonRecordset('x', links, linkColumns)).select(['x.variant_id', 'x.option_value_id']),
            )
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        const stock = variantRows
          .filter((v) => v.inventory !== null || toInsert.includes(v))
          .map((v) => ({ variant_id: v.id!, on_hand: v.inventory ?? 0 }));
        if (stock.length > 0) {
          await tx
            .insertInto('inventory_levels')
            .columns(['variant_id', 'on_hand'])
            .expression((eb) =>
              eb
                .selectFrom(jsonRecordset('x', stock, { variant_id: 'int', on_hand: 'int' }))
                .select(['x.variant_id', 'x.on_hand']),
            )
            .onConflict((oc) =>
              oc
                .column('variant_id')
                .doUpdateSet((eb) => ({ on_hand: eb.ref('excluded.on_hand'), updated_at: eb.fn('now') }))
                .whereRef('inventory_levels.on_hand', '<>', 'excluded.on_hand'),
            )
            .execute();
        }

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
  tx: Query,
  products: ParsedProduct[],
  id: (product: ParsedProduct) => number,
): Promise<number> {
  const tags = [...new Map(products.flatMap((p) => p.tags ?? []).map((tag) => [tag.toLowerCase(), tag])).values()];
  const named = tags.map((title, i) => ({ handle: handleFromText(title) || `tag-${i + 1}`, title, ord: i + 1 }));
  const made = await tx
    .insertInto('collections')
    .columns(['handle', 'title', 'position'])
    .expression((eb) =>
      eb
        .selectFrom(jsonRecordset('x', named, { handle: 'text', title: 'text', ord: 'int' }))
        .select((x) => [
          'x.handle',
          'x.title',
          x(
            x.fn.coalesce(
              x.selectFrom('collections').select((m) => m.fn.max('position').as('top')),
              x.lit(0),
            ),
            '+',
            x.ref('x.ord'),
          ).as('position'),
        ])
        .where((x) =>
          x.not(
            x.exists(
              x
                .selectFrom('collections as c')
                .select((one) => one.lit(1).as('one'))
                .where((c) =>
                  c.or([
                    c(c.fn('lower', ['c.title']), '=', c.fn('lower', ['x.title'])),
                    c('c.handle', '=', c.ref('x.handle')),
                  ]),
                ),
            ),
          ),
        )
        .orderBy('x.ord'),
    )
    .onConflict((oc) => oc.column('handle').doNothing())
    .returning('handle')
    .execute();
  const collections = await tx
    .selectFrom('collections')
    .select(['id', 'handle', 'title'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['title']), '=', eb.fn.any(eb.val(tags.map((tag) => tag.toLowerCase())))),
        eb('handle', '=', eb.fn.any(eb.val(tags.map(handleFromText)))),
      ]),
    )
    .orderBy('id')
    .execute();
  const collectionFor = (tag: string) =>
    collections.find((c) => c.title.toLowerCase() === tag.toLowerCase()) ??
    collections.find((c) => c.handle === handleFromText(tag));
  const members = products.flatMap((p) =>
    (p.tags ?? []).flatMap((tag) => {
      const collection = collectionFor(tag);
      return collection ? [{ collection_id: collection.id, product_id: id(p) }] : [];
    }),
  );
  const memberColumns = { collection_id: 'int', product_id: 'int' } as const;
  await tx
    .deleteFrom('collection_products as cp')
    .where((eb) => eb('cp.product_id', '=', eb.fn.any(eb.val(products.map(id)))))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom(jsonRecordset('x', members, memberColumns))
            .select((one) => one.lit(1).as('one'))
            .whereRef('x.collection_id', '=', 'cp.collection_id')
            .whereRef('x.product_id', '=', 'cp.product_id'),
        ),
      ),
    )
    .execute();
  if (members.length > 0) {
    await tx
      .with('wanted', (w) =>
        w
          .selectFrom(
            jsonRecordset(
              'x',
              members.map((m, ord) => ({ ...m, ord })),
              { ...memberColumns, ord: 'int' },
            ),
          )
          .select(['x.collection_id', 'x.product_id', 'x.ord'])
          .where((x) =>
            x.not(
              x.exists(
                x
                  .selectFrom('collection_products as cp')
                  .select((one) => one.lit(1).as('one'))
                  .whereRef('cp.collection_id', '=', 'x.collection_id')
                  .whereRef('cp.product_id', '=', 'x.product_id'),
              ),
            ),
          ),
      )
      .insertInto('collection_products')
      .columns(['collection_id', 'product_id', 'position'])
      .expression((eb) =>
        eb.selectFrom('wanted as w').select((w) => [
          'w.collection_id',
          'w.product_id',
          w(
            w.fn.coalesce(
              w
                .selectFrom('collection_products as cp')
                .select((m) => m.fn.max('cp.position').as('top'))
                .whereRef('cp.collection_id', '=', 'w.collection_id'),
              w.lit(0),
            ),
            '+',
            w.fn.agg<number>('row_number').over((over) => over.partitionBy('w.collection_id').orderBy('w.ord')),
          ).as('position'),
        ]),
      )
      .execute();
  }
  return made.length;
}
