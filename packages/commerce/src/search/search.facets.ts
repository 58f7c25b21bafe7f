import type { SearchFacets } from '@vitrine/headless/contract';

/** Price buckets of the price facet, inclusive minor-unit bounds; the last one is open. */
export const PRICE_BUCKETS: ReadonlyArray<{ min: number; max: number | null }> = [
  { min: 0, max: 2499 },
  { min: 2500, max: 4999 },
  { min: 5000, max: 9999 },
  { min: 10000, max: 19999 },
  { min: 20000, max: null },
];

/** Active filters; option values of one name are alternatives, different names must all hold. */
export interface SearchFilters {
  collection?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  available?: boolean | undefined;
  options: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * SQL over the matched products (`matched`: id, position, created_at, title,
 * rank) and the statement's filter parameters, ending in `product_flags`
 * (one row per product that has variants: its lowest price, what sorting
 * needs, and which filters it passes) and `option_flags` (one row per
 * product and option value it offers). Options and availability are judged on
 * one variant: "Size M, in stock" means a variant that is size M and in
 * stock, not an M that is sold out next to an L that is not. Each step reads
 * the one before it, never joins two of them, so the plan stays linear.
 *
 * Parameters: `$collection` handle, `$priceMin`, `$priceMax`, `$available`,
 * `$optionNames` and `$optionValues` (the option filter as pairs), `$optionKeys` (each pair as name, U+001F, value).
 */
export function filterCtes(p: {
  collection: string;
  priceMin: string;
  priceMax: string;
  available: string;
  optionNames: string;
  optionValues: string;
  optionKeys: string;
}): string {
  // A variant misses a filtered option name when its value for it is not one of those chosen.
  const missing = `CASE WHEN cardinality(${p.optionNames}::text[]) = 0 THEN 0 ELSE
      (SELECT count(DISTINCT name) FROM option_filter) -
      (SELECT count(DISTINCT x.name) FROM unnest(r.names, r.vals) AS x(name, value) WHERE x.name || chr(31) || x.value = ANY (${p.optionKeys}::text[]))
    END`;
  return /* sql */ `
  option_filter AS (
    SELECT DISTINCT name, value FROM unnest(${p.optionNames}::text[], ${p.optionValues}::text[]) AS f(name, value)
  ),
  variant_rows AS MATERIALIZED (
    SELECT m.id AS product_id, m.position, m.created_at, m.title, m.rank, v.id AS variant_id, v.price,
           COALESCE(i.on_hand, 0) > 0 AS in_stock,
           COALESCE(array_agg(o.name) FILTER (WHERE o.id IS NOT NULL), '{}') AS names,
           COALESCE(array_agg(ov.value) FILTER (WHERE o.id IS NOT NULL), '{}') AS vals,
           COALESCE(array_agg(o.position) FILTER (WHERE o.id IS NOT NULL), '{}') AS name_positions,
           COALESCE(array_agg(ov.position) FILTER (WHERE o.id IS NOT NULL), '{}') AS value_positions
    FROM matched m
    JOIN variants v ON v.product_id = m.id
    LEFT JOIN inventory_levels i ON i.variant_id = v.id
    LEFT JOIN variant_option_values vov ON vov.variant_id = v.id
    LEFT JOIN product_option_values ov ON ov.id = vov.option_value_id
    LEFT JOIN product_options o ON o.id = ov.option_id
    GROUP BY m.id, m.position, m.created_at, m.title, m.rank, v.id, v.price, i.on_hand
  ),
  variant_fit AS MATERIALIZED (
    SELECT r.*, (${missing}) AS missing,
           min(r.price) OVER (PARTITION BY r.product_id) AS product_price,
           (${p.collection}::text IS NULL OR r.product_id IN (
             SELECT cp.product_id FROM collection_products cp JOIN collections c ON c.id = cp.collection_id WHERE c.handle = ${p.collection}::text
           )) AS in_collection
    FROM variant_rows r
  ),
  product_flags AS MATERIALIZED (
    SELECT f.*, ((${p.priceMin}::bigint IS NULL OR f.price >= ${p.priceMin}::bigint) AND (${p.priceMax}::bigint IS NULL OR f.price <= ${p.priceMax}::bigint)) AS in_price,
           (${p.available}::boolean IS NULL OR f.fits_in_stock = ${p.available}::boolean) AS in_availability
    FROM (
      SELECT product_id AS id, min(position) AS position, min(created_at) AS created_at, min(title) AS title, min(rank) AS rank,
             min(price) AS price, bool_or(missing = 0) AS fits, bool_or(missing = 0 AND in_stock) AS fits_in_stock,
             bool_and(in_collection) AS in_collection
      FROM variant_fit GROUP BY product_id
    ) AS f
  ),
  -- per product and option value: whether a variant with that value fits the other option filters (and is in stock)
  option_flags AS (
    SELECT f.product_id, x.name, x.value, min(x.name_position) AS name_position, min(x.value_position) AS value_position,
           bool_and(f.in_collection AND (${p.priceMin}::bigint IS NULL OR f.product_price >= ${p.priceMin}::bigint)
                    AND (${p.priceMax}::bigint IS NULL OR f.product_price <= ${p.priceMax}::bigint)) AS in_collection_and_price,
           bool_or(f.missing = m.own_miss) AS fits,
           bool_or(f.missing = m.own_miss AND f.in_stock) AS fits_in_stock
    FROM variant_fit f,
         unnest(f.names, f.vals, f.name_positions, f.value_positions) AS x(name, value, name_position, value_position),
         LATERAL (SELECT CASE WHEN x.name = ANY (${p.optionNames}::text[]) AND NOT (x.name || chr(31) || x.value = ANY (${p.optionKeys}::text[]))
                              THEN 1 ELSE 0 END AS own_miss) AS m
    GROUP BY f.product_id, x.name, x.value
  )`;
}

/**
 * The facet counts as JSON columns over `product_flags` and `option_flags`.
 * Each facet counts with every other active filter applied but its own left
 * out, so a shopper sees how many products each choice would give.
 */
export function facetColumns(available: string): string {
  const buckets = PRICE_BUCKETS.map(
    (bucket) =>
      `json_build_object('min', ${bucket.min}, 'max', ${bucket.max ?? 'NULL'}, 'count', count(*) FILTER (WHERE price >= ${bucket.min}${
        bucket.max === null ? '' : ` AND price <= ${bucket.max}`
      }))`,
  ).join(', ');
  return /* sql */ `
    (SELECT COALESCE(json_agg(json_build_object('handle', handle, 'title', title, 'count', n) ORDER BY position, handle), '[]')
     FROM (
       SELECT c.handle, c.title, c.position, count(*)::int AS n
       FROM product_flags f JOIN collection_products cp ON cp.product_id = f.id JOIN collections c ON c.id = cp.collection_id
       WHERE f.fits AND f.in_price AND f.in_availability
       GROUP BY c.id
     ) counted) AS collection_facet,
    (SELECT json_build_array(${buckets}) FROM product_flags WHERE fits AND in_collection AND in_availability) AS price_facet,
    (SELECT COALESCE(json_agg(json_build_array(name, value, n) ORDER BY name_position, name, value_position, value), '[]')
     FROM (
       SELECT o.name, o.value, min(min(o.name_position)) OVER (PARTITION BY o.name) AS name_position, min(o.value_position) AS value_position,
              (count(*) FILTER (
                WHERE o.fits AND o.in_collection_and_price AND (${available}::boolean IS NULL OR o.fits_in_stock = ${available}::boolean)
              ))::int AS n
       FROM option_flags o
       GROUP BY o.name, o.value
     ) counted) AS option_facet,
    (SELECT json_build_object(
       'in_stock', count(*) FILTER (WHERE fits_in_stock),
       'sold_out', count(*) FILTER (WHERE NOT fits_in_stock))
     FROM product_flags WHERE fits AND in_collection AND in_price) AS availability_facet`;
}

/** The facet columns of a row, as the API answers them. */
export function facetsOf(row: {
  collection_facet: SearchFacets['collections'];
  price_facet: SearchFacets['price'];
  option_facet: Array<[string, string, number]>;
  availability_facet: SearchFacets['availability'];
}): SearchFacets {
  const options: Record<string, Record<string, number>> = {};
  for (const [name, value, count] of row.option_facet) (options[name] ??= {})[value] = count;
  return { collections: row.collection_facet, price: row.price_facet, options, availability: row.availability_facet };
}
