import type { Db } from '../db/db.types';
import type { BuiltCatalog } from './build';

/** What every demo item weighs: enough for the weight-based shipping rates to mean something. */
const DEMO_WEIGHT_GRAMS = 350;

/** Inserts many rows with one statement: the rows travel as one JSON array. */
function json(rows: readonly object[]): string {
  return JSON.stringify(rows);
}

async function insertProducts(tx: Db, catalog: BuiltCatalog): Promise<void> {
  const { products } = catalog;
  await tx.query(
    `INSERT INTO products (handle, title, description_html, vendor, product_type, position, created_at)
     SELECT handle, title, description_html, vendor, product_type, position, created_at
     FROM jsonb_to_recordset($1::jsonb) AS x(handle text, title text, description_html text, vendor text,
                                            product_type text, position int, created_at timestamptz)
     ORDER BY position`,
    [
      json(
        products.map((p) => ({
          handle: p.handle,
          title: p.title,
          description_html: p.descriptionHtml,
          vendor: p.vendor,
          product_type: p.type,
          position: p.position,
          created_at: p.createdAt,
        })),
      ),
    ],
  );
  await tx.query(
    `INSERT INTO product_options (product_id, name, position)
     SELECT p.id, x.name, x.position
     FROM jsonb_to_recordset($1::jsonb) AS x(handle text, name text, position int)
     JOIN products p ON p.handle = x.handle`,
    [json(products.flatMap((p) => p.options.map((o) => ({ handle: p.handle, name: o.name, position: o.position }))))],
  );
  await tx.query(
    `INSERT INTO product_option_values (option_id, value, swatch, position)
     SELECT o.id, x.value, x.swatch, x.position
     FROM jsonb_to_recordset($1::jsonb) AS x(handle text, option text, value text, swatch text, position int)
     JOIN products p ON p.handle = x.handle
     JOIN product_options o ON o.product_id = p.id AND o.name = x.option`,
    [
      json(
        products.flatMap((p) =>
          p.options.flatMap((o) =>
            o.values.map((v, i) => ({
              handle: p.handle,
              option: o.name,
              value: v.value,
              swatch: v.swatch,
              position: i + 1,
            })),
          ),
        ),
      ),
    ],
  );
  await tx.query(
    `INSERT INTO product_images (product_id, url, alt, width, height, position)
     SELECT p.id, x.url, x.alt, x.width, x.height, x.position
     FROM jsonb_to_recordset($1::jsonb) AS x(handle text, url text, alt text, width int, height int, position int)
     JOIN products p ON p.handle = x.handle
     ORDER BY p.id, x.position`,
    [
      json(
        products.flatMap((p) =>
          p.images.map((i) => ({
            handle: p.handle,
            url: i.url,
            alt: i.alt,
            width: i.width,
            height: i.height,
            position: i.position,
          })),
        ),
      ),
    ],
  );
}

async function insertVariants(tx: Db, catalog: BuiltCatalog): Promise<void> {
  const variants = catalog.products.flatMap((p) => p.variants.map((v) => ({ ...v, handle: p.handle })));
  await tx.query(
    `INSERT INTO variants (product_id, title, sku, price, compare_at_price, position, image_id, weight_grams)
     SELECT p.id, x.title, x.sku, x.price, x.compare_at_price, x.position, i.id, $2
     FROM jsonb_to_recordset($1::jsonb) AS x(handle text, title text, sku text, price int, compare_at_price int, position int, image_url text)
     JOIN products p ON p.handle = x.handle
     LEFT JOIN product_images i ON i.url = x.image_url
     ORDER BY p.id, x.position`,
    [
      json(
        variants.map((v) => ({
          handle: v.handle,
          title: v.title,
          sku: v.sku,
          price: v.price,
          compare_at_price: v.compareAt,
          position: v.position,
          image_url: `/media/${v.imageFile}`,
        })),
      ),
      DEMO_WEIGHT_GRAMS,
    ],
  );
  await tx.query(
    `INSERT INTO variant_option_values (variant_id, option_value_id)
     SELECT v.id, ov.id
     FROM jsonb_to_recordset($1::jsonb) AS x(sku text, option text, value text)
     JOIN variants v ON v.sku = x.sku
     JOIN product_options o ON o.product_id = v.product_id AND o.name = x.option
     JOIN product_option_values ov ON ov.option_id = o.id AND ov.value = x.value`,
    [json(variants.flatMap((v) => v.options.map((o) => ({ sku: v.sku, option: o.name, value: o.value }))))],
  );
  await tx.query(
    `INSERT INTO inventory_levels (variant_id, on_hand)
     SELECT v.id, x.on_hand
     FROM jsonb_to_recordset($1::jsonb) AS x(sku text, on_hand int)
     JOIN variants v ON v.sku = x.sku`,
    [json(variants.map((v) => ({ sku: v.sku, on_hand: v.onHand })))],
  );
}

async function insertCollections(tx: Db, catalog: BuiltCatalog): Promise<void> {
  const firstImage = new Map(catalog.products.map((p) => [p.handle, p.images[0]?.url ?? null]));
  await tx.query(
    `INSERT INTO collections (handle, title, description, position, image_id)
     SELECT x.handle, x.title, x.description, x.position, i.id
     FROM jsonb_to_recordset($1::jsonb) AS x(handle text, title text, description text, position int, image_url text)
     LEFT JOIN product_images i ON i.url = x.image_url
     ORDER BY x.position`,
    [
      json(
        catalog.collections.map((c) => ({
          handle: c.handle,
          title: c.title,
          description: c.description,
          position: c.position,
          image_url: firstImage.get(c.productHandles[0] ?? '') ?? null,
        })),
      ),
    ],
  );
  await tx.query(
    `INSERT INTO collection_products (collection_id, product_id, position)
     SELECT c.id, p.id, x.position
     FROM jsonb_to_recordset($1::jsonb) AS x(collection text, product text, position int)
     JOIN collections c ON c.handle = x.collection
     JOIN products p ON p.handle = x.product`,
    [
      json(
        catalog.collections.flatMap((c) =>
          c.productHandles.map((handle, i) => ({ collection: c.handle, product: handle, position: i + 1 })),
        ),
      ),
    ],
  );
}

/**
 * Inserts the demo catalog: products with their options, pictures, variants,
 * stock and collections. Only for an empty store, inside the demo seed's
 * transaction (`seedDemoStore`): product handles and SKUs must be free.
 *
 * @example await db.transaction((tx) => insertDemoCatalog(tx, buildCatalog()));
 */
export async function insertDemoCatalog(tx: Db, catalog: BuiltCatalog): Promise<void> {
  await insertProducts(tx, catalog);
  await insertVariants(tx, catalog);
  await insertCollections(tx, catalog);
}
