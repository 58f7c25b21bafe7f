import type { Db } from '../db/db.types';

/** The products whose full-text document matches a query, in the database's order, with their rank. */
export interface TextMatches {
  /** The query held no word the text search indexes (none, or only words like "the" and "and"). */
  empty: boolean;
  ids: number[];
  ranks: number[];
}

/**
 * Products whose full-text document matches `tsquery` (words already cleaned
 * to letters and digits, joined with `&` or `|`): their ids and ranks as two
 * arrays in one row, read through the GIN index.
 */
export async function findTextMatches(db: Db, tsquery: string): Promise<TextMatches> {
  // Two comma-separated texts: much cheaper for the driver than thousands of rows or array values.
  const [row] = await db.query<{ nodes: number; ids: string | null; ranks: string | null }>(
    `WITH q AS (SELECT to_tsquery('english', $1) AS query)
     SELECT numnode(q.query) AS nodes, m.ids, m.ranks
     FROM q, LATERAL (
       SELECT string_agg(p.id::text, ',') AS ids, string_agg(ts_rank(p.search_vector, q.query)::float8::text, ',') AS ranks
       FROM products p WHERE numnode(q.query) > 0 AND p.search_vector @@ q.query
     ) m`,
    [tsquery],
  );
  const numbers = (text: string | null | undefined) => (text ? text.split(',').map(Number) : []);
  return { empty: (row?.nodes ?? 0) === 0, ids: numbers(row?.ids), ranks: numbers(row?.ranks) };
}

/** The `limit` best products for `tsquery`: highest rank first, then catalogue order. */
export async function bestTextMatches(db: Db, tsquery: string, limit: number): Promise<number[]> {
  if (limit <= 0) return [];
  const rows = await db.query<{ id: number }>(
    `WITH q AS (SELECT to_tsquery('english', $1) AS query)
     SELECT p.id FROM products p, q
     WHERE numnode(q.query) > 0 AND p.search_vector @@ q.query
     ORDER BY ts_rank(p.search_vector, q.query)::float8 DESC, p.position, p.id
     LIMIT $2`,
    [tsquery, limit],
  );
  return rows.map((row) => row.id);
}
