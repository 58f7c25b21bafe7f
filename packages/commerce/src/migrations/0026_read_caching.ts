import type { Migration } from './migration.types';

/** Tables whose reads the engine keeps in process (db/read-cache.ts): each change to them is counted. */
const CACHED_TABLES = [
  'store_settings',
  'collections',
  'collection_products',
  'products',
  'variants',
  'product_images',
  'product_options',
  'product_option_values',
  'variant_option_values',
  'exchange_rates',
  'plugin_settings',
];

/**
 * Reads kept in process, and indexes for the product page's reads.
 * `read_cache_generation` counts the changes to the tables whose reads the
 * engine caches: a statement-level trigger on each adds one, in the writer's
 * transaction, so a cache sees a change as soon as it is committed. The
 * indexes give a collection's members in their order (related products,
 * "complete the look", collection pages) and the products of one type in
 * catalogue order: the first few rows of an index instead of a sort.
 */
export const readCaching: Migration = {
  id: '0026_read_caching',
  sql: /* sql */ `
CREATE TABLE read_cache_generation (
  id         boolean PRIMARY KEY DEFAULT true CHECK (id),
  generation bigint NOT NULL
);
INSERT INTO read_cache_generation (id, generation) VALUES (true, 1);

CREATE FUNCTION bump_read_cache_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE read_cache_generation SET generation = generation + 1;
  RETURN NULL;
END $$;

${CACHED_TABLES.map(
  (table) => `CREATE TRIGGER ${table}_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
  FOR EACH STATEMENT EXECUTE FUNCTION bump_read_cache_generation();`,
).join('\n')}

CREATE INDEX IF NOT EXISTS collection_products_order_idx ON collection_products (collection_id, position, product_id);
CREATE INDEX IF NOT EXISTS products_type_position_idx ON products (product_type, position, id);
`,
};
