/**
 * Search on a generated catalogue of 600 products proves that a search reads
 * one page of products (not every match), that facet counts are those of the
 * whole matched set across pages, that spelling correction ("jaket" → "jacket")
 * runs on the trigram index of a vocabulary the database keeps current on
 * every product and collection change, and that the first-letter fallback
 * corrects without `pg_trgm`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@vitrine/headless/contract';
import type { Commerce } from '../commerce';
import type { Db } from '../db/db.types';
import { addGeneratedCollections, addGeneratedProducts } from '../test/catalogue';
import { openTestCommerce } from '../test/harness';
import { createSearch, type SearchService } from './search';
import { PRICE_BUCKETS } from './search.facets';
import { candidatesSql } from './vocabulary';

const PRODUCTS = 600;
let commerce: Commerce;
/** One search service for the file, as the store keeps one. */
let service: SearchService;

beforeAll(async () => {
  commerce = await openTestCommerce({ seed: false });
  await addGeneratedCollections(commerce.db);
  await addGeneratedProducts(commerce.db, 1, PRODUCTS);
  service = createSearch(commerce.db);
});
afterAll(() => commerce.close());

const search = (query: string, over: SearchService = service): Promise<SearchResult> => over.search(new URLSearchParams(query));

/** A database that records how many rows each statement returned. */
function countingDb(db: Db): { db: Db; statements: Array<{ sql: string; rows: number }> } {
  const statements: Array<{ sql: string; rows: number }> = [];
  return {
    statements,
    db: {
      dialect: db.dialect,
      async query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
        const rows = await db.query<T>(sql, params);
        statements.push({ sql, rows: rows.length });
        return rows;
      },
      transaction: (fn) => db.transaction(fn),
      close: () => db.close(),
    },
  };
}

/** Every page of a search, one after the other. */
async function allPages(query: string, pageSize: number): Promise<SearchResult['products']> {
  const products: SearchResult['products'] = [];
  for (let page = 1; ; page += 1) {
    const result = await search(`${query}&page_size=${pageSize}&page=${page}`);
    if (result.products.length === 0) return products;
    products.push(...result.products);
  }
}

describe('paging in the database', () => {
  it('reads one page of products however many match: two searches of 600 matches in under 120 rows', async () => {
    const { db, statements } = countingDb(commerce.db);
    const counted = createSearch(db);
    // Every generated description says "easy to care for"; without a text every product matches too.
    for (const query of ['q=care&page_size=5', 'page_size=5']) {
      const result = await search(query, counted);
      expect(result.total).toBe(PRODUCTS);
      expect(result.products).toHaveLength(5);
    }
    const rows = statements.reduce((sum, statement) => sum + statement.rows, 0);
    // Two searches: each one row for page, total and facets, then 5 products, their 20 variants and 20 option values.
    expect(rows).toBeLessThan(120);
    expect(Math.max(...statements.map((s) => s.rows))).toBeLessThanOrEqual(5 * 4);
    expect(statements.length).toBeLessThanOrEqual(12);
  });

  it('counts facets over the whole matched set: the pages together give every count', async () => {
    const open = await search('q=merino');
    const walked = await allPages('q=merino', 7);
    expect(walked.length).toBe(open.total);
    expect(new Set(walked.map((p) => p.ID)).size).toBe(open.total);
    expect(open.total).toBeGreaterThan(40);

    expect(open.facets.availability).toEqual({
      in_stock: walked.filter((p) => p.available).length,
      sold_out: walked.filter((p) => !p.available).length,
    });
    expect(open.facets.price).toEqual(
      PRICE_BUCKETS.map((b) => ({ ...b, count: walked.filter((p) => p.price >= b.min && (b.max === null || p.price <= b.max)).length })),
    );
    const handles = walked.map((p) => p.handle);
    const collections = await commerce.db.query<{ handle: string; title: string; count: number }>(
      `SELECT c.handle, c.title, count(*)::int AS count FROM collection_products cp
       JOIN collections c ON c.id = cp.collection_id JOIN products p ON p.id = cp.product_id
       WHERE p.handle = ANY($1::text[]) GROUP BY c.id ORDER BY c.position`,
      [handles],
    );
    expect(open.facets.collections).toEqual(collections);
    const options = await commerce.db.query<{ name: string; value: string; count: number }>(
      `SELECT o.name, ov.value, count(DISTINCT p.id)::int AS count FROM products p
       JOIN variants v ON v.product_id = p.id JOIN variant_option_values vov ON vov.variant_id = v.id
       JOIN product_option_values ov ON ov.id = vov.option_value_id JOIN product_options o ON o.id = ov.option_id
       WHERE p.handle = ANY($1::text[]) GROUP BY o.name, ov.value`,
      [handles],
    );
    const expected: Record<string, Record<string, number>> = {};
    for (const row of options) (expected[row.name] ??= {})[row.value] = row.count;
    expect(open.facets.options).toEqual(expected);
  });

  it('with filters, each facet count is the total that choice gives', async () => {
    const base = 'q=wool&option.Size=M&available=1';
    const result = await search(base);
    expect(result.total).toBeGreaterThan(0);
    expect((await allPages(base, 9)).length).toBe(result.total);
    for (const [value, count] of Object.entries(result.facets.options.Colour ?? {})) {
      expect((await search(`${base}&option.Colour=${value}`)).total).toBe(count);
    }
    // The Size facet leaves the Size filter out.
    for (const [value, count] of Object.entries(result.facets.options.Size ?? {})) {
      expect((await search(`q=wool&available=1&option.Size=${value}`)).total).toBe(count);
    }
    for (const { handle, count } of result.facets.collections) {
      expect((await search(`${base}&collection=${handle}`)).total).toBe(count);
    }
    for (const bucket of result.facets.price) {
      const range = `price_min=${bucket.min}${bucket.max === null ? '' : `&price_max=${bucket.max}`}`;
      expect((await search(`${base}&${range}`)).total).toBe(bucket.count);
    }
    const { in_stock, sold_out } = result.facets.availability;
    expect(in_stock).toBe(result.total);
    expect((await search('q=wool&option.Size=M&available=0')).total).toBe(sold_out);
  });

  it('sorts the whole matched set before paging', async () => {
    const walked = await allPages('q=cotton&sort=price-desc', 11);
    const prices = walked.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const titles = (await allPages('q=cotton&sort=title-asc', 13)).map((p) => p.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('spelling in the database', () => {
  it('corrects "jaket" to "jacket" and finds the jackets', async () => {
    const result = await search('q=jaket&page_size=100');
    expect(result.corrected_q).toBe('jacket');
    const [row] = await commerce.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE title ILIKE '%jacket%'`);
    expect(row!.n).toBeGreaterThan(0);
    expect(result.total).toBeGreaterThanOrEqual(row!.n);
    expect(result.products.every((p) => /jacket/i.test(`${p.title} ${p.product_type}`))).toBe(true);
  });

  it('finds spelling candidates through the trigram index', async () => {
    const [extension] = await commerce.db.query<{ schema: string }>(
      `SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'`,
    );
    expect(extension).toBeDefined();
    const plan = await commerce.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${candidatesSql(extension!.schema)}`, [['jaket'], [1]]);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('search_words_trigram_idx');
  });

  it('keeps the vocabulary current as products and collections change, equal to a full recount', async () => {
    const uses = async (word: string) =>
      (await commerce.db.query<{ uses: number }>('SELECT uses FROM search_words WHERE word = $1', [word]))[0]?.uses ?? 0;
    // Learnt from a search first, so a cached vocabulary would miss what follows.
    expect((await search('q=qokka')).total).toBe(0);
    await commerce.db.query(
      `INSERT INTO products (id, handle, title, vendor, product_type, position) VALUES (900001, 'quokka-parka', 'Quokka Parka', 'Wildlife', 'Coat', 0);
       INSERT INTO variants (id, product_id, title, sku, price, position) VALUES (900001, 900001, 'One size', 'QUOKKA-1', 12000, 1)`,
    );
    const found = await search('q=qokka');
    expect(found).toMatchObject({ corrected_q: 'quokka', total: 1 });
    expect(found.products[0]?.handle).toBe('quokka-parka');

    await commerce.db.query(`UPDATE products SET title = 'Wombat Parka' WHERE id = 900001`);
    expect(await uses('quokka')).toBe(0);
    expect(await uses('wombat')).toBe(1);
    expect((await search('q=wombta')).corrected_q).toBe('wombat');
    expect((await search('q=qokka')).corrected_q).toBeNull();

    await commerce.db.query(`INSERT INTO collections (handle, title, position) VALUES ('wombat-corner', 'Wombat Corner', 99)`);
    expect(await uses('wombat')).toBe(2);
    await commerce.db.query(`DELETE FROM products WHERE id = 900001`);
    expect(await uses('wombat')).toBe(1);
    expect(await uses('parka')).toBe(0);
    await commerce.db.query(`DELETE FROM collections WHERE handle = 'wombat-corner'`);
    expect(await uses('wombat')).toBe(0);

    const recount = await commerce.db.query<{ word: string; uses: number }>(
      `SELECT word COLLATE "C" AS word, count(*)::int AS uses FROM (
         SELECT title || ' ' || vendor || ' ' || product_type || ' ' || regexp_replace(description_html, '<[^>]*>', ' ', 'g') AS text FROM products
         UNION ALL SELECT title FROM collections
       ) d, LATERAL (SELECT DISTINCT w FROM regexp_split_to_table(lower(d.text), '[^[:alnum:]]+') w WHERE w <> '') AS words(word)
       GROUP BY 1 ORDER BY 1`,
    );
    expect(await commerce.db.query('SELECT word, uses FROM search_words ORDER BY word')).toEqual(recount);
    expect(recount.length).toBeGreaterThan(100);
  });

  it('corrects without pg_trgm too, through the vocabulary key (same first letter)', async () => {
    const fallback = createSearch(commerce.db, { trigrams: false });
    const result = await search('q=merion%20swaeter', fallback);
    expect(result.corrected_q).toBe('merino sweater');
    expect(result.total).toBeGreaterThan(0);
    expect((await fallback.suggest({ q: 'cardigna bla' })).corrected_q).toBe('cardigan bla');
  });
});
