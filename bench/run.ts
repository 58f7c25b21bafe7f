/**
 * `pnpm bench`: the storefront measured against the framework's floor (a bare
 * React Router app, bench/floor) in the same run, on this machine.
 *
 * Builds both, starts the floor and the storefront on the embedded database
 * (a fresh data folder) and on PostgreSQL (a fresh database), then measures in
 * interleaved rounds (floor, storefront, floor, …) and keeps medians:
 *   ssr         pages under load (autocannon), req/s and p99, ÷ the floor's product page
 *   cart        add-to-cart on PostgreSQL under load, p99 ÷ the floor's
 *   js          what a phone downloads on a cold product page (Chromium's network log)
 *   lighthouse  mobile performance score, FCP, LCP, CLS, TBT
 *   scale       search API and product page one request at a time, as the catalogue grows
 * Writes bench/results/<date>.json and the table in bench/README.md (see there).
 *
 *   pnpm bench [--quick] [--only ssr,cart,js,lighthouse,scale] [--databases embedded,postgres]
 *              [--sizes 1000,10000,100000] [--rounds 3] [--seconds 4] [--lighthouse-runs 1] [--budget-minutes 15]
 *              [--no-build]
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { buildCatalog } from '@vitrine/commerce';
import { coldLoad, launchBrowser } from './lib/browser';
import { lighthouse, lighthouseVersion } from './lib/lighthouse';
import { load, median, sequential, type LoadFigures, type LoadTarget } from './lib/load';
import { createBenchDatabase, type BenchDatabase } from './lib/postgres';
import { renderTable, updateReadme, writeResults } from './lib/report';
import {
  DATABASES,
  PAGES,
  type BenchResults,
  type DatabaseName,
  type LoadSummary,
  type PageName,
  type ScalePoint,
} from './lib/results';
import {
  MS_PER_TICK,
  peakRss,
  PORTS,
  serverCpuTicks,
  settle,
  startFloor,
  startStorefront,
  stopAll,
  stopServer,
  type Server,
} from './lib/servers';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECTIONS = ['ssr', 'cart', 'js', 'lighthouse', 'scale'] as const;
type Section = (typeof SECTIONS)[number];

const CONNECTIONS = 16;
/** The fewest requests a load round sends per connection (a slow page still gets a figure). */
const MIN_REQUESTS_PER_CONNECTION = 2;
/** How long each target is warmed (and its pace first read) before the rounds. */
const WARMUP_SECONDS = 2;
/** Time a catalogue size needs at most (grow, restart, measure); a size that would overrun the budget is skipped. */
const SIZE_STEP_RESERVE_MS = 3 * 60_000;
/** Carts of the add-to-cart load: each request adds to one of them in turn (many shoppers, not one cart's lock). */
const CART_COUNT = 48;
const COLLECTION = 'shirts-and-tops';
const SEARCH_PAGE_QUERY = 'linen';
/** Varied search queries: words of the demo and of the generated catalogue, phrases, a few typos. */
// prettier-ignore
const SEARCH_QUERIES = [
  'linen', 'merino', 'linen shirt', 'stoneware mug', 'canvas tote', 'wool', 'candle', 'notebook', 'denim',
  'cardigan', 'alpaca scarf', 'leather wallet', 'harbour', 'cotton tee', 'beeswax', 'bowl', 'navy',
  'selvedge jeans', 'cashmere', 'rucksack', 'lnen', 'merino crewnek', 'socks', 'napkins', 'sketchbook', 'oxford',
  'corduroy trousers', 'vase', 'throw', 'cap',
];

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    databases: { type: 'string' },
    sizes: { type: 'string' },
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'budget-minutes': { type: 'string' },
  },
});
const quick = flags.quick ?? false;
const list = (text: string | undefined) => (text ? text.split(',').map((item) => item.trim()) : undefined);
const sections = (list(flags.only) ?? [...SECTIONS]) as Section[];
const databases = (list(flags.databases) ?? [...DATABASES]) as DatabaseName[];
for (const name of sections) if (!SECTIONS.includes(name)) throw new Error(`Unknown section ${name}`);
for (const name of databases) if (!DATABASES.includes(name)) throw new Error(`Unknown database ${name}`);
const settings = {
  connections: CONNECTIONS,
  rounds: Number(flags.rounds ?? (quick ? 1 : 3)),
  seconds: Number(flags.seconds ?? 4),
  sizes: (list(flags.sizes) ?? (quick ? ['1000'] : ['1000', '10000', '100000'])).map(Number),
  /** Quick runs load the product page only. */
  pages: quick ? (['product'] as PageName[]) : [...PAGES],
  lighthouseRuns: Number(flags['lighthouse-runs'] ?? 1),
  lighthousePages: quick ? ['product'] : ['product', 'home', 'collection', 'cart'],
  /** Bounds of each one-request-at-a-time series of the scaling section. */
  sequentialSeconds: quick ? 4 : 10,
  sequentialMin: 3,
  /** The run skips the catalogue sizes it has no time left for (3 minutes before this). */
  budgetMinutes: Number(flags['budget-minutes'] ?? (quick ? 6 : 15)),
};

const began = Date.now();
const log = (message: string) => console.log(`[${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const results: BenchResults = {
  startedAt: new Date().toISOString(),
  quick,
  sections,
  machine: await machineInfo(),
  settings: { ...settings, databases },
  servers: {},
  errors: [],
};

/** Runs one part of the bench; a failure is recorded and the rest goes on. */
async function step(section: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${section} failed: ${message}`);
    results.errors.push({ section, message });
  }
}

async function machineInfo(): Promise<BenchResults['machine']> {
  const git = async (...args: string[]) => (await run('git', args, { cwd: ROOT })).stdout.trim();
  const chromiumVersion = await run('/usr/bin/chromium', ['--version']).then(
    ({ stdout }) => stdout.trim(),
    () => 'not found',
  );
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((value) => Math.round(value * 100) / 100),
    commit: await git('rev-parse', '--short', 'HEAD'),
    branch: await git('rev-parse', '--abbrev-ref', 'HEAD'),
    uncommittedChanges: (await git('status', '--porcelain', '--', 'apps', 'packages')).length > 0,
    chromium: chromiumVersion,
    lighthouse: lighthouseVersion(),
    autocannon: (require('autocannon/package.json') as { version: string }).version,
    reactRouter: (require(path.join(ROOT, 'bench/floor/node_modules/react-router/package.json')) as { version: string })
      .version,
  };
}

async function build(): Promise<void> {
  log('building the storefront (turbo) and the floor…');
  // Production builds of both, whatever NODE_ENV the caller has (under a test runner it is `test`,
  // which gives React's development build).
  const env = { ...process.env, NODE_ENV: 'production' };
  await run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@vitrine/storefront', '--output-logs=errors-only'], {
    cwd: ROOT,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  await run('pnpm', ['--filter', '@vitrine/bench-floor', 'run', 'bench:build'], {
    cwd: ROOT,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** A target of the load rounds, the server that answers it, and a page to probe it with once the load stops. */
interface LoadTargetOf {
  name: string;
  target: LoadTarget;
  server: Server;
  probePath: string;
}

/** Medians of rounds of one target. */
function summarize(rounds: LoadFigures[]): LoadSummary {
  return {
    reqPerSec: median(rounds.map((round) => round.reqPerSec)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
    failures: rounds.reduce((sum, round) => sum + round.failures, 0),
    cpuMsPerRequest: median(rounds.map((round) => round.cpuMsPerRequest ?? Number.NaN)),
    rounds,
  };
}

/**
 * Interleaved rounds: each round runs every target once, in order, so a busy
 * moment of the machine falls on all of them alike. Each target is warmed first.
 */
async function interleaved(targets: LoadTargetOf[]): Promise<Map<string, LoadSummary>> {
  // Each round sends what the target answered in `seconds` the time before (at least MIN_REQUESTS_PER_CONNECTION each).
  const least = CONNECTIONS * MIN_REQUESTS_PER_CONNECTION;
  const rates = new Map<string, number>();
  for (const { name, target, server, probePath } of targets) {
    log(`  warm-up ${name}`);
    rates.set(name, (await load(target, CONNECTIONS, { seconds: WARMUP_SECONDS })).reqPerSec);
    await settle(server, probePath);
  }
  const rounds = new Map<string, LoadFigures[]>(targets.map(({ name }) => [name, []]));
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const { name, target, server, probePath } of targets) {
      const amount = Math.max(least, Math.round(rates.get(name)! * settings.seconds));
      const cpuBefore = await serverCpuTicks(server);
      const figures = await load(target, CONNECTIONS, { amount });
      rates.set(name, figures.reqPerSec);
      // The backlog the load left is part of its cost: CPU is read once the server is quiet again.
      await settle(server, probePath);
      const cpuMs = ((await serverCpuTicks(server)) - cpuBefore) * MS_PER_TICK;
      figures.cpuMsPerRequest = Math.round((cpuMs / (figures.requests + 1)) * 100) / 100;
      rounds.get(name)!.push(figures);
      log(
        `  round ${round} ${name}: ${figures.reqPerSec.toFixed(1)} req/s, p99 ${figures.p99Ms} ms, CPU ${figures.cpuMsPerRequest} ms/req`,
      );
    }
  }
  return new Map([...rounds].map(([name, figures]) => [name, summarize(figures)]));
}

const ratio = (value: number, base: number) => Math.round((value / base) * 1000) / 1000;

function pagePath(page: PageName, handle: string): string {
  switch (page) {
    case 'product':
      return `/products/${handle}`;
    case 'home':
      return '/';
    case 'collection':
      return `/collections/${COLLECTION}`;
    case 'search':
      return `/search?q=${SEARCH_PAGE_QUERY}`;
  }
}

async function measureSsr(floor: Server, stores: Map<DatabaseName, Server>, handle: string): Promise<void> {
  log('SSR throughput');
  const product = `/products/${handle}`;
  const targets: LoadTargetOf[] = [
    { name: 'floor/product', target: { url: floor.url + product }, server: floor, probePath: product },
  ];
  for (const [database, server] of stores) {
    for (const page of settings.pages) {
      const probePath = pagePath(page, handle);
      targets.push({ name: `${database}/${page}`, target: { url: server.url + probePath }, server, probePath });
    }
  }
  const summaries = await interleaved(targets);
  const base = summaries.get('floor/product')!;
  const ssr: NonNullable<BenchResults['ssr']> = { floor: { product: { ...base, ratio: 1 } } };
  for (const database of stores.keys()) {
    ssr[database] = Object.fromEntries(
      settings.pages.map((page) => {
        const summary = summaries.get(`${database}/${page}`)!;
        return [
          page,
          {
            ...summary,
            ratio: ratio(summary.reqPerSec, base.reqPerSec),
            cpuRatio: ratio(base.cpuMsPerRequest, summary.cpuMsPerRequest),
          },
        ];
      }),
    );
  }
  results.ssr = ssr;
}

/** Creates carts with one line each and returns their cookies. */
async function createCarts(server: Server, variantId: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < CART_COUNT; index += 1) {
    const response = await fetch(`${server.url}/api/store/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
    });
    await response.arrayBuffer();
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('vitrine_cart='));
    if (!response.ok || !cookie) throw new Error(`creating a cart answered ${response.status}`);
    cookies.push(cookie.split(';')[0]!);
  }
  return cookies;
}

async function measureCart(floor: Server, store: Server, database: BenchDatabase, handle: string): Promise<void> {
  log('add-to-cart under load (PostgreSQL)');
  // One variant of the measured product, with stock for every add of the run.
  const [variant] = await database.query<{ id: number }>(
    `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.handle = $1 ORDER BY v.position LIMIT 1`,
    [handle],
  );
  if (!variant) throw new Error(`no variant of ${handle}`);
  await database.query('UPDATE inventory_levels SET on_hand = 1000000 WHERE variant_id = $1', [variant.id]);
  const cookies = await createCarts(store, variant.id);
  const json = { 'content-type': 'application/json' };
  const summaries = await interleaved([
    {
      name: 'floor/add-to-cart',
      target: {
        url: `${floor.url}/api/cart`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ handle, quantity: 1 }),
      },
      server: floor,
      probePath: '/',
    },
    {
      name: 'postgres/add-to-cart',
      server: store,
      probePath: '/api/store/cart',
      target: {
        url: `${store.url}/api/store/cart`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ variant_id: variant.id, quantity: 1 }),
        cookies,
      },
    },
  ]);
  const base = summaries.get('floor/add-to-cart')!;
  const vitrine = summaries.get('postgres/add-to-cart')!;
  results.cart = {
    floor: { ...base, ratio: 1 },
    postgres: {
      ...vitrine,
      ratio: ratio(vitrine.p99Ms, base.p99Ms),
      cpuRatio: ratio(base.cpuMsPerRequest, vitrine.cpuMsPerRequest),
    },
  };
}

async function measureDownloads(floor: Server, store: Server, database: DatabaseName, handle: string): Promise<void> {
  log('cold product-page downloads (Chromium network log)');
  const browser = await launchBrowser();
  try {
    const floorFigures = await coldLoad(browser, `${floor.url}/products/${handle}`);
    const vitrine = await coldLoad(browser, `${store.url}/products/${handle}`);
    results.downloads = {
      floor: floorFigures,
      vitrine,
      database,
      jsRatio: ratio(vitrine.jsBytes, floorFigures.jsBytes),
      cssRatio: ratio(vitrine.cssBytes, floorFigures.cssBytes),
    };
    log(
      `  JS ${vitrine.jsBytes} B in ${vitrine.jsFiles} files (floor ${floorFigures.jsBytes} B in ${floorFigures.jsFiles})`,
    );
  } finally {
    await browser.close();
  }
}

async function measureLighthouse(
  floor: Server,
  store: Server,
  database: DatabaseName,
  handle: string,
  workDir: string,
): Promise<void> {
  log('Lighthouse (mobile)');
  const paths = { product: `/products/${handle}`, home: '/', collection: `/collections/${COLLECTION}`, cart: '/cart' };
  const floorFigures = await lighthouse(`${floor.url}/products/${handle}`, settings.lighthouseRuns, workDir);
  log(`  floor/product: ${floorFigures.score}`);
  const vitrine: NonNullable<BenchResults['lighthouse']>['vitrine'] = {};
  for (const page of settings.lighthousePages as Array<keyof typeof paths>) {
    vitrine[page] = await lighthouse(store.url + paths[page], settings.lighthouseRuns, workDir);
    log(`  ${database}/${page}: ${vitrine[page].score}`);
  }
  results.lighthouse = { database, floor: { product: floorFigures }, vitrine };
}

/** Search API and product page latencies, one request at a time, at the catalogue's current size. */
async function measureScale(
  server: Server,
  handles: readonly string[],
): Promise<Pick<ScalePoint, 'search' | 'productPage'>> {
  const bounds = { maxSeconds: settings.sequentialSeconds, minCount: settings.sequentialMin };
  // Warm the search once with a query the series does not use (the readiness check already rendered a page).
  await sequential([`${server.url}/api/store/products/search?q=shirt`], { maxSeconds: 0, minCount: 1 });
  const search = await sequential(
    SEARCH_QUERIES.map((query) => `${server.url}/api/store/products/search?q=${encodeURIComponent(query)}`),
    bounds,
  );
  const productPage = await sequential(
    handles.slice(0, SEARCH_QUERIES.length).map((handle) => `${server.url}/products/${handle}`),
    bounds,
  );
  return { search, productPage };
}

async function growCatalog(database: DatabaseName, size: number, target: { dataDir: string; url?: string }) {
  const args = [path.join(ROOT, 'bench/generate-catalog.ts'), '--products', String(size)];
  args.push(...(database === 'postgres' ? ['--database-url', target.url!] : ['--data-dir', target.dataDir]));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', ...args], {
    cwd: path.join(ROOT, 'bench'),
    maxBuffer: 16 * 1024 * 1024,
    timeout: 600_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { ms: number; after: number };
}

async function main(): Promise<void> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-'));
  const logDir = path.join(workDir, 'logs');
  await mkdir(logDir);
  log(`sections ${sections.join(', ')}; databases ${databases.join(', ')}; work folder ${workDir}`);
  const catalog = buildCatalog();
  const handles = catalog.products.map((product) => product.handle);
  const handle = handles[0]!;
  let database: BenchDatabase | undefined;
  const dataDirs = new Map<DatabaseName, string>();
  const stores = new Map<DatabaseName, Server>();
  try {
    if (!flags['no-build']) await build();
    if (databases.includes('postgres')) {
      database = await createBenchDatabase(ROOT, `vitrine_bench_${process.pid}`);
    }
    const startStore = async (name: DatabaseName) => {
      if (!dataDirs.has(name)) dataDirs.set(name, await mkdtemp(path.join(workDir, `${name}-`)));
      const server = await startStorefront({
        name,
        port: PORTS[name],
        root: ROOT,
        dataDir: dataDirs.get(name)!,
        ...(name === 'postgres' ? { databaseUrl: database!.url } : {}),
        logDir,
      });
      stores.set(name, server);
      return server;
    };
    const stopStore = async (name: DatabaseName) => {
      const server = stores.get(name);
      if (!server) return undefined;
      const peak = await peakRss(server);
      await stopServer(server);
      stores.delete(name);
      return peak;
    };

    log('starting the floor and the storefront');
    const floor = await startFloor(ROOT, logDir);
    results.servers.floor = { startMs: floor.startMs, peakRssBytes: null };
    for (const name of databases) {
      const server = await startStore(name);
      results.servers[name] = { startMs: server.startMs, peakRssBytes: null };
      log(`  ${name} ready in ${server.startMs} ms`);
    }
    const browserStore = stores.get('embedded') ?? stores.get('postgres')!;
    const browserDatabase: DatabaseName = stores.has('embedded') ? 'embedded' : 'postgres';

    if (sections.includes('ssr')) await step('ssr', () => measureSsr(floor, stores, handle));
    if (sections.includes('cart') && database && stores.has('postgres')) {
      await step('cart', () => measureCart(floor, stores.get('postgres')!, database!, handle));
    }
    if (sections.includes('js')) await step('js', () => measureDownloads(floor, browserStore, browserDatabase, handle));
    if (sections.includes('lighthouse')) {
      await step('lighthouse', () => measureLighthouse(floor, browserStore, browserDatabase, handle, workDir));
    }
    results.servers.floor.peakRssBytes = await peakRss(floor);
    for (const [name, server] of stores) results.servers[name]!.peakRssBytes = await peakRss(server);
    await stopServer(floor);

    if (sections.includes('scale')) {
      for (const name of databases) {
        await step(`scale/${name}`, async () => {
          log(`scaling on ${name}: ${catalog.products.length} → ${settings.sizes.join(' → ')} products`);
          const points: ScalePoint[] = [];
          (results.scaling ??= {})[name] = points;
          const server = stores.get(name) ?? (await startStore(name));
          points.push({ products: catalog.products.length, ...(await measureScale(server, handles)) });
          for (const size of settings.sizes) {
            const left = settings.budgetMinutes * 60_000 - (Date.now() - began);
            if (left < SIZE_STEP_RESERVE_MS) {
              const message = `${size} products skipped: ${Math.round(left / 1000)} s left of the time budget`;
              results.errors.push({ section: `scale/${name}`, message });
              log(`  ${message}`);
              break;
            }
            points.at(-1)!.peakRssBytes = await stopStore(name);
            const grown = await growCatalog(name, size, { dataDir: dataDirs.get(name)!, url: database?.url });
            log(`  ${name}: ${grown.after} products generated in ${grown.ms} ms`);
            const restarted = await startStore(name);
            points.push({
              products: grown.after,
              generateMs: grown.ms,
              startMs: restarted.startMs,
              ...(await measureScale(restarted, handles)),
            });
            const last = points.at(-1)!;
            log(
              `  ${name} at ${grown.after}: search p50 ${last.search.p50Ms} ms, product p50 ${last.productPage.p50Ms} ms`,
            );
          }
          points.at(-1)!.peakRssBytes = await stopStore(name);
        });
      }
    }
  } finally {
    await stopAll();
    await database?.drop().catch(() => undefined);
  }
  results.finishedAt = new Date().toISOString();
  results.durationSec = Math.round((Date.now() - began) / 1000);
  results.machine.loadAverageAtEnd = os.loadavg().map((value) => Math.round(value * 100) / 100);
  const file = await writeResults(path.join(ROOT, 'bench/results'), results);
  log(`results: ${path.relative(ROOT, file)}`);
  if (!quick) await updateReadme(path.join(ROOT, 'bench/README.md'), path.join(ROOT, 'bench/results'));
  console.log(`\n${renderTable([results])}`);
  if (results.errors.length === 0) await rm(workDir, { recursive: true, force: true });
  else log(`kept the server logs in ${logDir}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}
main().then(
  () => process.exit(results.errors.length === 0 ? 0 : 1),
  async (error: unknown) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  },
);
