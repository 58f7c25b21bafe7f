import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { openTestCommerce } from '../test/harness';

/** Tables that grow with the catalogue: a page must reach their rows through an index, never by reading them all. */
const GROWING_TABLES = [
  'products',
  'variants',
  'variant_option_values',
  'product_options',
  'product_option_values',
  'product_images',
  'collection_products',
  'inventory_levels',
];

/**
 * The product page's catalogue reads stay as fast at 100k products as at 67:
 * every statement they send reaches the growing tables by an index. Checked on
 * the demo shop by the plan the database would choose if reading a whole table
 * were its last resort (`enable_seqscan = off`): a plan that still reads one
 * whole has no index to use.
 */
describe('catalogue reads at any size', () => {
  let commerce: Commerce;
  let sent: { sql: string; params: unknown[] }[];
  let plain: Commerce['db']['query'];

  beforeAll(async () => {
    commerce = await openTestCommerce();
    plain = commerce.db.query.bind(commerce.db);
    sent = [];
    // Records what the engine sends, then lets it through.
    commerce.db.query = ((sql: string, params: unknown[] = []) => {
      sent.push({ sql, params });
      return plain(sql, params);
    }) as Commerce['db']['query'];
  });
  afterAll(async () => {
    commerce.db.query = plain;
    await commerce.close();
  });

  /** A plan node as `EXPLAIN (FORMAT JSON)` gives it. */
  interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    'Index Cond'?: string;
    Plans?: PlanNode[];
  }

  /**
   * The growing tables a plan reads whole: a sequential scan, or an index read without a condition on its
   * first column (from end to end, or skipping through it: as slow as reading the table once it is large),
   * unless it is an ordered read under a LIMIT, which stops after the rows it needs.
   */
  function wholeReads(
    node: PlanNode,
    indexInfo: Map<string, { table: string; first: string }>,
    underLimit = false,
  ): string[] {
    const index = node['Index Name'] === undefined ? undefined : indexInfo.get(node['Index Name']);
    const table = node['Relation Name'] ?? index?.table;
    const unsought = index !== undefined && !new RegExp(`\\b${index.first}\\b`).test(node['Index Cond'] ?? '');
    const stopsEarly = underLimit && (node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan');
    const whole =
      table !== undefined &&
      GROWING_TABLES.includes(table) &&
      (node['Node Type'] === 'Seq Scan' || (unsought && !stopsEarly));
    const limited = underLimit || node['Node Type'] === 'Limit';
    return [
      ...(whole ? [`${node['Node Type']} on ${table}`] : []),
      ...(node.Plans ?? []).flatMap((child) => wholeReads(child, indexInfo, limited)),
    ];
  }

  async function wholeTableReads(read: () => Promise<unknown>): Promise<string[]> {
    sent = [];
    await read();
    const statements = sent.filter(({ sql }) => /^\s*(WITH|SELECT)\b/i.test(sql));
    expect(statements.length).toBeGreaterThan(0);
    // Every index by its table and first column.
    const indexes = await commerce.db.query<{ index: string; table: string; first: string }>(
      `SELECT i.relname AS index, t.relname AS table, a.attname AS first
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = x.indkey[0]`,
    );
    const indexInfo = new Map(indexes.map((row) => [row.index, row]));
    const found: string[] = [];
    for (const { sql, params } of statements) {
      // One connection for the setting and the plan (on a server the pool has several).
      // A statement may be given more values than it uses (a count sharing its page's list); EXPLAIN takes only its own.
      const used = Math.max(0, ...[...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
      const [row] = await commerce.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        return tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params.slice(0, used));
      });
      for (const scan of wholeReads(row!['QUERY PLAN'][0].Plan, indexInfo))
        found.push(`${scan}: ${sql.replace(/\s+/g, ' ').slice(0, 120)}`);
    }
    return found;
  }

  it('reads a whole product (variants, their options, pictures, stock, collections) by index', async () => {
    const [first] = (await commerce.catalog.listProducts({ page_size: 1 })).products;
    expect(await wholeTableReads(() => commerce.catalog.getProduct(first!.handle))).toEqual([]);
  });
});
