/**
 * Search over a catalogue of a few thousand products: a search reads only its
 * page of products and a bounded number of statements, its facet counts equal a
 * brute-force count over the matched products, and the index it keeps in
 * process follows every kind of catalogue and stock change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@vitrine/headless/contract';
import type { Commerce } from '../commerce';
import type { Db } from '../db/db.types';
import { withQueryStats } from '../db/request-scope';
import { openTestCommerce } from '../test/harness';
import { PRICE_BUCKETS } from './search.facets';
import { createSearch, type SearchService } from './search';

const GENERATED = 3000;

let commerce: Commerce;
/** Rows each statement of the search under test returned, in order. */
let statements: Array<{ sql: string; rows: number }> = [];
let search: SearchService;

/** A catalogue of `GENERATED` products: 1–3 colours × 1–3 sizes each, a quarter of the variants sold out, every fifth in knitwear. */
async function generate(db: Db): Promise<void> {
  await db.query(`
    INSERT INTO products (handle, title, description_html, vendor, product_type, position)
    SELECT 'gen-' || g,
           (ARRAY['Harbour','Fell','Rook','Cairn'])[1 + g % 4] || ' ' || (ARRAY['Linen','Merino','Canvas','Stoneware'])[1 + (g / 4) % 4]
             || ' ' || (ARRAY['Shirt','Scarf','Tote','Mug','Bowl'])[1 + (g / 16) % 5],
           '<p>Made <b>slowly</b> by hand.</p>', 'Generated Goods', 'Generated', 1000 + g
    FROM generate_series(1, ${GENERATED}) g`);
  await db.query(`
    INSERT INTO product_options (product_id, name, position)
    SELECT p.id, o.name, o.position FROM products p, (VALUES ('Colour', 1), ('Size', 2)) AS o(name, position)
    WHERE p.handle LIKE 'gen-%'`);
  await db.query(`
    INSERT INTO product_option_values (option_id, value, position)
    SELECT o.id, t.value, t.position
    FROM product_options o
    JOIN LATERAL unnest(CASE o.name WHEN 'Colour' THEN ARRAY['Navy','Oat','Sage'] ELSE ARRAY['S','M','L'] END)
      WITH ORDINALITY AS t(value, position) ON true
    JOIN products p ON p.id = o.product_id
    WHERE p.handle LIKE 'gen-%' AND t.position <= 1 + (p.id + CASE o.name WHEN 'Size' THEN 1 ELSE 0 END) % 3`);
  await db.query(`
    INSERT INTO variants (product_id, title, sku, price, position)
    SELECT p.id, c.value || ' / ' || s.value, 'gen-' || c.id || '-' || s.id,
           500 + (p.id * 7919) % 30000 + s.position * 100, c.position * 10 + s.position
    FROM products p
    JOIN product_options oc ON oc.product_id = p.id AND oc.name = 'Colour' JOIN product_option_values c ON c.option_id = oc.id
    JOIN product_options os ON os.product_id = p.id AND os.name = 'Size' JOIN product_option_values s ON s.option_id = os.id
    WHERE p.handle LIKE 'gen-%'`);
  await db.query(`
    INSERT INTO variant_option_values (variant_id, option_value_id)
    SELECT v.id, x.value_id FROM variants v,
      LATERAL (VALUES (split_part(v.sku, '-', 2)::int), (split_part(v.sku, '-', 3)::int)) AS x(value_id)
    WHERE v.sku LIKE 'gen-%'`);
  await db.query(`
    INSERT INTO inventory_levels (variant_id, on_hand)
    SELECT id, CASE WHEN id % 4 = 0 THEN 0 ELSE 5 END FROM variants WHERE sku LIKE 'gen-%'`);
  await db.query(`
    INSERT INTO collection_products (collection_id, product_id, position)
    SELECT c.id, p.id, p.position FROM products p, collections c
    WHERE p.handle LIKE 'gen-%' AND p.id % 5 = 0 AND c.handle = 'knitwear'`);
}

/** The database as the search sees it, counting the rows each statement returns. */
function recording(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return async (sql: string, params?: unknown[]) => {
        const rows = await target.query(sql, params as never);
        statements.push({ sql, rows: rows.length });
        return rows;
      };
    },
  });
}

const run = async (query: string): Promise<SearchResult> => search.search(new URLSearchParams(query));

beforeAll(async () => {
  commerce = await openTestCommerce();
  await generate(commerce.db);
  search = createSearch(recording(commerce.db));
}, 240_000);
afterAll(() => commerce.close());

describe('a search over thousands of products', () => {
  it('reads only the page of products it shows, in a bounded number of statements', async () => {
    await run('q=shirt'); // the first search reads the catalogue into the index
    statements = [];
    const stats = { count: 0, durationMs: 0 };
    const result = await withQueryStats(stats, () => run('q=linen&page_size=24'), { readOnly: true });
    expect(result.total).toBeGreaterThan(700);
    expect(result.products).toHaveLength(24);
    expect(stats.count).toBeLessThanOrEqual(8);
    // The matches come back as one row; the rest is the page: its 24 products with their variants, pictures and options.
    const rows = statements.reduce((sum, statement) => sum + statement.rows, 0);
    expect(rows).toBeLessThanOrEqual(24 * 20);
    const productRows = statements.filter((s) => /FROM products\b/.test(s.sql)).reduce((sum, s) => sum + s.rows, 0);
    expect(productRows).toBeLessThanOrEqual(24 + 1);
  });

  it('counts every facet as a brute-force count over the matched products does', async () => {
    const [variants, options, memberships, collections] = await Promise.all([
      commerce.db.query<{ id: number; product_id: number; price: number; on_hand: number }>(
        'SELECT v.id, v.product_id, v.price, COALESCE(i.on_hand, 0) AS on_hand FROM variants v LEFT JOIN inventory_levels i ON i.variant_id = v.id',
      ),
      commerce.db.query<{ variant_id: number; name: string; value: string }>(
        `SELECT vov.variant_id, o.name, ov.value FROM variant_option_values vov
         JOIN product_option_values ov ON ov.id = vov.option_value_id JOIN product_options o ON o.id = ov.option_id`,
      ),
      commerce.db.query<{ product_id: number; handle: string }>(
        'SELECT cp.product_id, c.handle FROM collection_products cp JOIN collections c ON c.id = cp.collection_id',
      ),
      commerce.db.query<{ handle: string }>('SELECT handle FROM collections'),
    ]);
    type Filters = {
      collection?: string;
      min?: number;
      max?: number;
      available?: boolean;
      options: Record<string, string[]>;
    };
    const optionsOf = new Map<number, Record<string, string>>();
    for (const row of options)
      optionsOf.set(row.variant_id, { ...optionsOf.get(row.variant_id), [row.name]: row.value });
    const products = new Map<
      number,
      { price: number; handles: string[]; variants: Array<{ onHand: number; options: Record<string, string> }> }
    >();
    for (const v of variants) {
      const product = products.get(v.product_id) ?? { price: Infinity, handles: [], variants: [] };
      product.price = Math.min(product.price, v.price);
      product.variants.push({ onHand: v.on_hand, options: optionsOf.get(v.id) ?? {} });
      products.set(v.product_id, product);
    }
    for (const m of memberships) products.get(m.product_id)?.handles.push(m.handle);
    const passes = (id: number, f: Filters) => {
      const p = products.get(id)!;
      if (f.collection !== undefined && !p.handles.includes(f.collection)) return false;
      if ((f.min !== undefined && p.price < f.min) || (f.max !== undefined && p.price > f.max)) return false;
      const fitting = p.variants.filter((v) =>
        Object.entries(f.options).every(([name, values]) => values.includes(v.options[name]!)),
      );
      return fitting.length > 0 && (f.available === undefined || fitting.some((v) => v.onHand > 0) === f.available);
    };

    const cases: Array<[string, string, Filters]> = [
      ['linen', 'q=linen', { options: {} }],
      ['', '', { options: {} }],
      ['merino & shirt', 'q=merino%20shirt&option.Size=M&available=1', { available: true, options: { Size: ['M'] } }],
      [
        'linen',
        'q=linen&option.Colour=Navy&option.Colour=Sage&option.Size=L&collection=knitwear',
        { collection: 'knitwear', options: { Colour: ['Navy', 'Sage'], Size: ['L'] } },
      ],
      [
        'stoneware',
        'q=stoneware&price_min=5000&price_max=19999&available=0',
        { min: 5000, max: 19999, available: false, options: {} },
      ],
    ];
    for (const [tsquery, query, filters] of cases) {
      const matched = tsquery
        ? (
            await commerce.db.query<{ id: number }>(
              `SELECT id FROM products WHERE search_vector @@ to_tsquery('english', $1)`,
              [tsquery],
            )
          ).map((r) => r.id)
        : [...products.keys()];
      const ids = matched.filter((id) => products.has(id));
      const count = (f: Filters, extra: (id: number) => boolean = () => true) =>
        ids.filter((id) => extra(id) && passes(id, f)).length;
      const result = await run(query);
      expect(result.total, query).toBe(count(filters));
      const byCollection = Object.fromEntries(
        collections
          .map((c) => [
            c.handle,
            count({ ...filters, collection: undefined }, (id) => products.get(id)!.handles.includes(c.handle)),
          ])
          .filter(([, n]) => n !== 0),
      );
      expect(Object.fromEntries(result.facets.collections.map((c) => [c.handle, c.count])), query).toEqual(
        byCollection,
      );
      expect(
        result.facets.price.map((b) => b.count),
        query,
      ).toEqual(
        PRICE_BUCKETS.map((b) =>
          count(
            { ...filters, min: undefined, max: undefined },
            (id) => products.get(id)!.price >= b.min && (b.max === null || products.get(id)!.price <= b.max),
          ),
        ),
      );
      expect(result.facets.availability, query).toEqual({
        in_stock: count({ ...filters, available: true }),
        sold_out: count({ ...filters, available: false }),
      });
      const values = new Set(
        ids.flatMap((id) =>
          products.get(id)!.variants.flatMap((v) => Object.entries(v.options).map(([n, x]) => `${n}=${x}`)),
        ),
      );
      const expected: Record<string, Record<string, number>> = {};
      for (const pair of values) {
        const [name, value] = pair.split('=') as [string, string];
        (expected[name] ??= {})[value] = count({ ...filters, options: { ...filters.options, [name]: [value] } });
      }
      expect(result.facets.options, query).toEqual(expected);
    }
  });
});

describe('the index follows the catalogue', () => {
  const handlesOf = async (query: string) => (await run(`${query}&page_size=100`)).products.map((p) => p.handle);

  it('sees renamed products, stock going out and back, renamed option values, prices, memberships and deletions', async () => {
    const [target] = await commerce.db.query<{ id: number; handle: string }>(
      `SELECT id, handle FROM products WHERE handle LIKE 'gen-%' AND title ILIKE '%canvas tote%' ORDER BY id LIMIT 1`,
    );
    const handle = target!.handle;
    await commerce.db.query(`UPDATE products SET title = 'Quokka Canvas Tote' WHERE id = $1`, [target!.id]);
    expect((await run('q=quokka')).products.map((p) => p.handle)).toEqual([handle]);
    expect((await run('q=qokka')).corrected_q).toBe('quokka');
    const query = `q=quokka`;
    await commerce.db.query(
      'UPDATE inventory_levels SET on_hand = 0 WHERE variant_id IN (SELECT id FROM variants WHERE product_id = $1)',
      [target!.id],
    );
    expect(await handlesOf(`${query}&available=1`)).not.toContain(handle);
    expect(await handlesOf(`${query}&available=0`)).toContain(handle);
    await commerce.db.query(
      'UPDATE inventory_levels SET on_hand = 3 WHERE variant_id IN (SELECT id FROM variants WHERE product_id = $1)',
      [target!.id],
    );
    expect(await handlesOf(`${query}&available=1`)).toContain(handle);

    await commerce.db.query(
      `UPDATE product_option_values SET value = 'Teal' WHERE value = 'Navy' AND option_id IN (SELECT id FROM product_options WHERE product_id = $1)`,
      [target!.id],
    );
    expect(await handlesOf(`${query}&option.Colour=Teal`)).toEqual([handle]);

    await commerce.db.query('UPDATE variants SET price = 1 WHERE product_id = $1', [target!.id]);
    expect((await run('q=canvas%20tote&sort=price-asc')).products[0]?.handle).toBe(handle);
    expect(await handlesOf(`${query}&price_max=1`)).toEqual([handle]);

    const collection = 'knitwear';
    await commerce.db.query(
      `INSERT INTO collection_products (collection_id, product_id, position) SELECT id, $1, 0 FROM collections WHERE handle = $2 ON CONFLICT DO NOTHING`,
      [target!.id, collection],
    );
    expect(await handlesOf(`${query}&collection=${collection}`)).toContain(handle);

    await commerce.db.query('DELETE FROM products WHERE id = $1', [target!.id]);
    expect((await run('q=quokka')).total).toBe(0);
    expect((await run('q=qokka')).corrected_q).toBeNull();
  });

  it('reads the catalogue again after a load that bypassed the triggers', async () => {
    await run('q=shirt');
    await commerce.db.query(`BEGIN; SET LOCAL session_replication_role = replica;
      INSERT INTO products (handle, title, vendor, product_type, position) VALUES ('bulk-wombat', 'Wombat Blanket', 'Bulk', 'Throws', 99999);
      INSERT INTO variants (product_id, title, sku, price, position) SELECT id, 'One', 'bulk-wombat', 4200, 1 FROM products WHERE handle = 'bulk-wombat';
      COMMIT;`);
    expect((await run('q=wombat')).total).toBe(0);
    await commerce.db.query('SELECT search_index_reset()');
    // The search that finds the reset starts reading the catalogue again and answers from the previous index.
    expect((await run('q=wombat')).total).toBe(0);
    await search.warm();
    const found = await run('q=wombat');
    expect(found.products.map((p) => p.handle)).toEqual(['bulk-wombat']);
    expect((await run('q=wombet')).corrected_q).toBe('wombat');
  });
});
