import type { SearchFacets, SearchQuery } from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { facetColumns, facetsOf, filterCtes, type SearchFilters } from './search.facets';

/** One page of a search, with what the whole matched set counts. */
export interface SearchPage {
  /** Product ids of the page, in the requested order. */
  ids: number[];
  /** Products the text matched (before filters, with or without variants). */
  matched: number;
  /** Products that pass the filters (products without variants never do: they can not be bought or priced). */
  total: number;
  facets: SearchFacets;
}

/** How each sort orders the passing products; featured order breaks ties. */
const ORDER_BY: Record<SearchQuery['sort'], string> = {
  // Without a text every product ranks the same: featured order.
  'relevance': 'm.rank DESC, m.position, m.id',
  'featured': 'm.position, m.id',
  'price-asc': 'm.price, m.position, m.id',
  'price-desc': 'm.price DESC, m.position, m.id',
  'newest': 'm.created_at DESC, m.id DESC',
  // Code-point order, so the answer does not depend on the server's locale.
  'title-asc': 'lower(m.title) COLLATE "C", m.id',
};

/**
 * Products whose full-text document matches `tsquery` (words already cleaned
 * to letters and digits, joined with `&` or `|`); every product when it is
 * empty or holds only words too common to index ("the", "and").
 */
const MATCHED_CTE = /* sql */ `
  q AS (SELECT to_tsquery('english', $1) AS query),
  matched AS MATERIALIZED (
    -- Two branches rather than an OR, so a text uses the full-text index.
    SELECT p.id, p.position, p.created_at, p.title, 0::float8 AS rank
    FROM products p WHERE (SELECT numnode(query) FROM q) = 0
    UNION ALL
    SELECT p.id, p.position, p.created_at, p.title, ts_rank(p.search_vector, q.query)::float8
    FROM products p, q WHERE p.search_vector @@ q.query
  )`;

/**
 * One statement: the page of products that match the text and pass the
 * filters (sorted, `LIMIT`ed), how many pass, how many the text matched, and
 * the facet counts over the whole matched set. Only the page's ids leave the
 * database.
 */
export async function searchPage(
  db: Db,
  request: { tsquery: string; filters: SearchFilters; sort: SearchQuery['sort']; hasText: boolean; limit: number; offset: number },
): Promise<SearchPage> {
  const { filters } = request;
  const optionNames: string[] = [];
  const optionValues: string[] = [];
  for (const [name, values] of filters.options) {
    for (const value of values) {
      optionNames.push(name);
      optionValues.push(value);
    }
  }
  const order = ORDER_BY[request.sort === 'relevance' && !request.hasText ? 'featured' : request.sort];
  const [row] = await db.query<Parameters<typeof facetsOf>[0] & { ids: number[] | null; matched: number; total: number }>(
    `WITH ${MATCHED_CTE},
     ${filterCtes({ collection: '$2', priceMin: '$3', priceMax: '$4', available: '$5', optionNames: '$6', optionValues: '$7', optionKeys: '$10' })}
     SELECT
       (SELECT count(*) FROM matched)::int AS matched,
       (SELECT count(*) FROM product_flags WHERE fits AND in_collection AND in_price AND in_availability)::int AS total,
       ARRAY(
         SELECT m.id FROM product_flags m
         WHERE m.fits AND m.in_collection AND m.in_price AND m.in_availability
         ORDER BY ${order}
         LIMIT $8 OFFSET $9
       ) AS ids,
       ${facetColumns('$5')}`,
    [
      request.tsquery,
      filters.collection ?? null,
      filters.priceMin ?? null,
      filters.priceMax ?? null,
      filters.available ?? null,
      optionNames,
      optionValues,
      request.limit,
      request.offset,
      optionNames.map((name, index) => `${name}\u001f${optionValues[index]}`),
    ],
  );
  if (!row) throw new Error('the search statement returned no row');
  return { ids: row.ids ?? [], matched: row.matched, total: row.total, facets: facetsOf(row) };
}

/** The best `limit` products for a search-as-you-type text (`tsquery` may end in a `:*` prefix), most relevant first. */
export async function findTopMatches(db: Db, tsquery: string, limit: number): Promise<number[]> {
  if (limit <= 0) return [];
  const rows = await db.query<{ id: number }>(
    `WITH ${MATCHED_CTE}
     SELECT id FROM matched WHERE (SELECT numnode(query) FROM q) > 0 ORDER BY rank DESC, position, id LIMIT $2`,
    [tsquery, limit],
  );
  return rows.map((row) => row.id);
}
