import type { Db } from '../db/db.types';
import type { ProductFacts, VariantFacts } from './search.facets';
import { wordsOf, type Vocabulary } from './typos';

/** A product the text matched, with what sorting needs. */
export interface TextMatch {
  id: number;
  rank: number;
  position: number;
  created_at: string;
  title: string;
}

/**
 * Products whose full-text document matches `tsquery` (words already cleaned
 * to letters and digits, joined with `&` or `|`); every product when it is empty
 * or holds only words too common to index ("the", "and") — unless `emptyMatchesAll` is false.
 */
export async function findTextMatches(db: Db, tsquery: string, emptyMatchesAll = true): Promise<TextMatch[]> {
  return db.query<TextMatch>(
    `WITH q AS (SELECT to_tsquery('english', $1) AS query)
     SELECT p.id, p.position, p.created_at::text AS created_at, p.title,
            CASE WHEN numnode(q.query) = 0 THEN 0 ELSE ts_rank(p.search_vector, q.query) END::float8 AS rank
     FROM products p, q
     WHERE (numnode(q.query) = 0 AND $2) OR p.search_vector @@ q.query`,
    [tsquery, emptyMatchesAll],
  );
}

/** Prices, stock, option values and collections of the given products, for filters and facets. */
export async function loadProductFacts(db: Db, ids: readonly number[]): Promise<ProductFacts[]> {
  if (ids.length === 0) return [];
  const [variants, options, collections] = await Promise.all([
    db.query<{ id: number; product_id: number; price: number; on_hand: number }>(
      `SELECT v.id, v.product_id, v.price, COALESCE(i.on_hand, 0) AS on_hand
       FROM variants v LEFT JOIN inventory_levels i ON i.variant_id = v.id
       WHERE v.product_id = ANY($1::int[]) ORDER BY v.product_id, v.position, v.id`,
      [ids],
    ),
    db.query<{ variant_id: number; name: string; value: string }>(
      `SELECT vov.variant_id, o.name, ov.value
       FROM variants v
       JOIN variant_option_values vov ON vov.variant_id = v.id
       JOIN product_option_values ov ON ov.id = vov.option_value_id
       JOIN product_options o ON o.id = ov.option_id
       WHERE v.product_id = ANY($1::int[])
       ORDER BY o.position, ov.position, ov.id`,
      [ids],
    ),
    db.query<{ product_id: number; handle: string; title: string; position: number }>(
      `SELECT cp.product_id, c.handle, c.title, c.position
       FROM collection_products cp JOIN collections c ON c.id = cp.collection_id
       WHERE cp.product_id = ANY($1::int[]) ORDER BY c.position, c.id`,
      [ids],
    ),
  ]);
  const optionsByVariant = new Map<number, Map<string, string>>();
  for (const row of options) {
    const map = optionsByVariant.get(row.variant_id) ?? new Map<string, string>();
    map.set(row.name, row.value);
    optionsByVariant.set(row.variant_id, map);
  }
  const facts = new Map<number, ProductFacts & { variants: VariantFacts[]; collections: ProductFacts['collections'][number][] }>(
    ids.map((id) => [id, { id, price: Number.POSITIVE_INFINITY, collections: [], variants: [] }]),
  );
  for (const variant of variants) {
    const product = facts.get(variant.product_id);
    if (!product) continue;
    product.price = Math.min(product.price, variant.price);
    product.variants.push({ onHand: variant.on_hand, options: optionsByVariant.get(variant.id) ?? new Map() });
  }
  for (const row of collections) {
    facts.get(row.product_id)?.collections.push({ handle: row.handle, title: row.title, position: row.position });
  }
  // A product without variants can not be bought or priced: it is left out of search results.
  return [...facts.values()].filter((product) => product.variants.length > 0);
}

/** The shop's words (titles, vendors, types, descriptions, collection titles) with how many products use each. */
export async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const rows = await db.query<{ text: string }>(
    `SELECT title || ' ' || vendor || ' ' || product_type || ' ' || regexp_replace(description_html, '<[^>]*>', ' ', 'g') AS text
     FROM products
     UNION ALL
     SELECT title FROM collections`,
  );
  const uses = new Map<string, number>();
  for (const row of rows) {
    for (const word of new Set(wordsOf(row.text))) uses.set(word, (uses.get(word) ?? 0) + 1);
  }
  return uses;
}
