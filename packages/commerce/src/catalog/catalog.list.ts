import type { ProductListQuery, ProductSort } from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';

/** ORDER BY of each sort; ties fall back to id so pages never overlap. */
const ORDER_BY: Record<ProductSort, string> = {
  featured: 'featured_position, p.id',
  'price-asc': 'pr.min_price ASC, p.position, p.id',
  'price-desc': 'pr.min_price DESC, p.position, p.id',
  newest: 'p.created_at DESC, p.id DESC',
  // Byte order, so the embedded database and a server with another locale agree.
  'title-asc': 'lower(p.title) COLLATE "C", p.id',
};

/** Turns a search text into ILIKE patterns: every word must appear in the title. */
function searchPatterns(q: string | undefined): string[] {
  return (q ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/**
 * Finds the ids of one page of products and the total that match. The
 * product data itself is loaded afterwards for just that page.
 */
export async function findProductPage(db: Db, query: ProductListQuery): Promise<{ ids: number[]; total: number }> {
  const patterns = searchPatterns(query.q);
  const params: unknown[] = [patterns];
  let from = 'products p';
  let featured = 'p.position';
  if (query.collection !== undefined) {
    params.push(query.collection);
    from += ` JOIN collection_products cp ON cp.product_id = p.id
              JOIN collections c ON c.id = cp.collection_id AND c.handle = $${params.length}`;
    // Inside a collection "featured" is the collection's own order.
    featured = 'cp.position';
  }
  const where = `cardinality($1::text[]) = 0 OR p.title ILIKE ALL ($1::text[])`;
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
    params,
  );
  params.push(query.page_size, (query.page - 1) * query.page_size);
  const rows = await db.query<{ id: number }>(
    `SELECT p.id, ${featured} AS featured_position
     FROM ${from}
     LEFT JOIN (SELECT product_id, min(price) AS min_price FROM variants GROUP BY product_id) pr ON pr.product_id = p.id
     WHERE ${where}
     ORDER BY ${ORDER_BY[query.sort]}
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { ids: rows.map((row) => row.id), total: count?.total ?? 0 };
}
