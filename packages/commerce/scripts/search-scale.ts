/**
 * How product search grows with the catalogue: fills an empty store with
 * generated products (bulk SQL, `generate_series`) to each size in turn, then
 * times a fixed mix of searches through the engine's search function and
 * prints p50/p95 per size.
 *
 *   pnpm --filter @vitrine/commerce exec tsx scripts/search-scale.ts [sizes] [rounds]
 *   DATABASE_URL=postgres://... pnpm --filter @vitrine/commerce exec tsx scripts/search-scale.ts 1000,10000,100000 5
 *
 * The embedded database runs in memory; on PostgreSQL the products go to a
 * throw-away schema that is dropped at the end.
 */
import { performance } from 'node:perf_hooks';
import { createCommerce } from '../src/index';
import { addGeneratedCollections, addGeneratedProducts } from '../src/test/catalogue';

const sizes = (process.argv[2] ?? '1000,10000,100000').split(',').map(Number);
const rounds = Number(process.argv[3] ?? 5);
/** `SEARCH_SCALE_WARMUP=0` skips the warm-up round (for very slow runs). */
const warmUp = process.env.SEARCH_SCALE_WARMUP !== '0';
const databaseUrl = process.env.DATABASE_URL || undefined;

/** A mix of what shoppers send: browsing, common and rare words, typos, filters, sorts, deep pages. */
const SEARCHES = [
  '',
  'q=merino',
  'q=linen%20shirt',
  'q=jaket',
  'q=wool%20sweater&option.Size=M',
  'q=cotton&collection=knitwear',
  'q=navy&sort=price-asc',
  'q=velakor',
  'available=1&sort=newest',
  'q=organic&page=3',
  'option.Colour=Oat&price_max=4999',
  'q=crdigan&available=0',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const schema = databaseUrl ? `bench_search_${process.pid}` : undefined;
  const commerce = await createCommerce({ seed: false, ...(databaseUrl ? { databaseUrl, schema } : {}) });
  const db = commerce.db;
  const engine = databaseUrl ? 'postgres' : 'pglite';
  try {
    await addGeneratedCollections(db);
    let have = 0;
    for (const size of sizes) {
      const started = performance.now();
      for (let from = have + 1; from <= size; from += 10_000) await addGeneratedProducts(db, from, Math.min(size, from + 9_999));
      have = size;
      await db.query('ANALYZE');
      const fill = performance.now() - started;
      if (warmUp) for (const search of SEARCHES) await commerce.discovery.search.search(new URLSearchParams(search)); // warm-up
      const times: number[] = [];
      const perSearch = new Map<string, number[]>();
      for (let round = 0; round < rounds; round += 1) {
        for (const search of SEARCHES) {
          const start = performance.now();
          await commerce.discovery.search.search(new URLSearchParams(search));
          const ms = performance.now() - start;
          times.push(ms);
          perSearch.set(search, [...(perSearch.get(search) ?? []), ms]);
        }
      }
      times.sort((a, b) => a - b);
      const slowest = [...perSearch].map(([q, ms]) => [q, ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]!] as const)
        .sort((a, b) => b[1] - a[1]).slice(0, 3).map(([q, ms]) => `${q || '(all)'} ${ms.toFixed(0)}`).join('; ');
      console.log(
        `${engine} ${String(size).padStart(6)} products: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms` +
          ` (${times.length} searches; filled in ${(fill / 1000).toFixed(1)} s; slowest medians: ${slowest})`,
      );
    }
  } finally {
    if (schema) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await commerce.close();
  }
}

await main();
