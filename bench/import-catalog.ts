/**
 * How long the product CSV import takes: writes a Shopify product CSV of
 * generated products (the catalogue generator's products, each with its colour
 * and size variants, stock, pictures and tags), imports it into an empty store,
 * imports it again (every product found and left as it is), and exports it.
 *
 * Usage (a fresh temporary data folder unless a store is named):
 *   tsx bench/import-catalog.ts                         # 10k products, embedded database
 *   tsx bench/import-catalog.ts --products 1000 --database-url postgres://…   # a fresh schema there, dropped after
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, statSync, createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { csvLine, formatPrice, PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@vitrine/commerce';
// The run drops its scratch schema afterwards, which no service does: it opens the store with its query layer.
import { openCommerceWithDb } from '@vitrine/commerce/testing';
import { generatedProduct } from './generate-catalog';

/** Writes `count` generated products as a product CSV; returns how many variant rows it holds. */
export async function writeCsv(file: string, count: number): Promise<number> {
  const out = createWriteStream(file);
  let variants = 0;
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(csvLine(PRODUCT_CSV_COLUMNS));
  for (let n = 1; n <= count; n++) {
    const p = generatedProduct(n);
    const sizes = p.sizes.length > 0 ? p.sizes : [undefined];
    const rows: Partial<Record<ProductCsvColumn, string>>[] = [];
    p.colours.forEach((colour, c) => {
      sizes.forEach((size, s) => {
        rows.push({
          'Option1 Value': colour,
          ...(size ? { 'Option2 Value': size } : {}),
          'Variant SKU': `IMP${n}-${c + 1}-${s + 1}`,
          'Variant Grams': '350',
          'Variant Inventory Qty': String((n + c + s) % 37),
          'Variant Price': formatPrice(p.price),
          'Variant Compare At Price': p.compare_at === null ? '' : formatPrice(p.compare_at),
          'Variant Image': `https://cdn.example.com/${p.handle}-${c + 1}.jpg`,
        });
      });
    });
    p.colours.forEach((colour, c) => {
      const row = rows[c] ?? (rows[c] = {});
      Object.assign(row, {
        'Image Src': `https://cdn.example.com/${p.handle}-${c + 1}.jpg`,
        'Image Position': String(c + 1),
        'Image Alt Text': `${p.title} in ${colour}`,
      });
    });
    Object.assign(rows[0]!, {
      Title: p.title,
      'Body (HTML)': p.description_html,
      Vendor: p.vendor,
      Type: p.product_type,
      Tags: p.collections.join(', '),
      Published: 'TRUE',
      'Option1 Name': 'Colour',
      ...(p.sizes.length > 0 ? { 'Option2 Name': 'Size' } : {}),
      Status: 'active',
    });
    variants += p.colours.length * sizes.length;
    for (const row of rows)
      await write(csvLine(PRODUCT_CSV_COLUMNS.map((column) => (column === 'Handle' ? p.handle : (row[column] ?? '')))));
  }
  out.end();
  await once(out, 'finish');
  return variants;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } },
  });
  const products = Number(values.products ?? 10_000);
  if (!Number.isInteger(products) || products <= 0)
    throw new Error('Usage: import-catalog.ts [--products N] [--data-dir DIR | --database-url URL]');
  const scratch = mkdtempSync(path.join(tmpdir(), 'vitrine-import-bench-'));
  const file = path.join(scratch, 'products.csv');
  const schema = values['database-url'] ? `bench_import_${randomBytes(4).toString('hex')}` : undefined;
  try {
    let started = performance.now();
    const variants = await writeCsv(file, products);
    const writeMs = Math.round(performance.now() - started);
    const commerce = await openCommerceWithDb({
      ...(values['database-url']
        ? { databaseUrl: values['database-url'], schema }
        : { dataDir: values['data-dir'] ?? path.join(scratch, 'store') }),
      seed: false,
    });
    try {
      const first = await commerce.admin.importProductsCsv(createReadStream(file));
      const again = await commerce.admin.importProductsCsv(createReadStream(file));
      started = performance.now();
      let bytes = 0;
      for await (const chunk of commerce.admin.exportProductsCsv()) bytes += chunk.length;
      const exportMs = Math.round(performance.now() - started);
      console.log(
        JSON.stringify(
          {
            database: values['database-url'] ? 'postgres' : 'pglite',
            products,
            variants,
            csvBytes: statSync(file).size,
            writeCsvMs: writeMs,
            importMs: first.ms,
            importCreated: {
              products: first.productsCreated,
              variants: first.variantsCreated,
              refused: first.refused.length,
            },
            reimportMs: again.ms,
            reimportCreated: {
              products: again.productsCreated,
              variants: again.variantsCreated,
              refused: again.refused.length,
            },
            exportMs,
            exportChars: bytes,
          },
          null,
          2,
        ),
      );
    } finally {
      if (schema) await commerce.db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await commerce.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
