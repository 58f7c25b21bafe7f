#!/usr/bin/env node
/**
 * Size budget of the storefront's first load: first-load JS of the product
 * page ≤ 151 KB gzipped (aim for 135 KB).
 *
 * Reads React Router's client manifest of a production build
 * (`build/client/assets/manifest-*.js`), takes what the browser downloads on a
 * first load of a page (the client entry and every route module matched by the
 * page, with their static imports, followed through the chunks' own
 * `import … from` statements), gzips each file (level 9) and sums. Chunks
 * loaded on demand (`import()`) are not part of the first load. With React
 * Router's default lazy route discovery the server inlines the matched routes'
 * manifest into the HTML, so `manifest-*.js` is not downloaded; pass
 * `--manifest-file` for an app configured with `routeDiscovery: { mode: 'initial' }`.
 *
 * Usage: node scripts/size-budget.mjs [--build apps/storefront/build/client] [--path /products/any] [--manifest-file]
 * Exit 1 when the total is over the budget; a warning when only over the aim.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants } from 'node:zlib';

/**
 * Gzipped first-load JS the product page may ship; over it the build fails.
 * 151 KB since the message catalogue left the page data: the browser fetches
 * it once per locale as a cached file (about 12 KB gzipped less HTML on every
 * page, 15 KB less on every client navigation) for 0.3 KB of loading code.
 */
export const BUDGET_BYTES = 151_000;
/** Gzipped first-load JS the product page aims for; over it the build warns. */
export const AIM_BYTES = 135_000;
/** Any product handle: the product route's code does not depend on the product. */
export const DEFAULT_PAGE_PATH = '/products/budget-check';

/**
 * The manifest object inside `manifest-*.js` (`window.__reactRouterManifest={…}`).
 *
 * @example parseManifestScript('window.__reactRouterManifest={"entry":{},"routes":{}};').routes; // {}
 */
export function parseManifestScript(source) {
  const start = source.indexOf('{');
  const end = source.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('No manifest object in the manifest script');
  return JSON.parse(source.slice(start, end + 1));
}

/** Segments of a URL path or route pattern, without empty ones. */
function segmentsOf(path) {
  return path.split('/').filter(Boolean);
}

/**
 * Whether a route pattern (`products/:handle`, `:lang?/cart`, `files/*`)
 * matches a URL path, and how specifically: static segments weigh most, then
 * dynamic ones, a splat least. `null` when it does not match.
 *
 * @example matchScore('products/:handle', '/products/linen'); // 13
 */
export function matchScore(pattern, pathname) {
  const walk = (pat, url) => {
    if (pat.length === 0) return url.length === 0 ? 0 : null;
    const [head, ...rest] = pat;
    if (head === '*') return 1;
    if (head.endsWith('?')) {
      const withIt = url.length > 0 ? walk([head.slice(0, -1), ...rest], url) : null;
      const without = walk(rest, url);
      if (withIt === null) return without;
      return without === null ? withIt : Math.max(withIt, without);
    }
    if (url.length === 0) return null;
    const restScore = walk(rest, url.slice(1));
    if (restScore === null) return null;
    if (head.startsWith(':')) return restScore + 3;
    return head.toLowerCase() === decodeURIComponent(url[0]).toLowerCase() ? restScore + 10 : null;
  };
  return walk(segmentsOf(pattern), segmentsOf(pathname));
}

/** Ids from the root down to a route, following `parentId`. */
function ancestryOf(routes, id) {
  const chain = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) chain.unshift(route.id);
  return chain;
}

/**
 * The route ids a document request for a path renders, root first: the most
 * specific page route (one with a default export) whose full pattern matches.
 *
 * @example routeChainFor(manifest, '/products/linen'); // ['root', 'routes/product']
 */
export function routeChainFor(manifest, pathname) {
  let best = null;
  for (const route of Object.values(manifest.routes)) {
    if (!route.hasDefaultExport) continue;
    const chain = ancestryOf(manifest.routes, route.id);
    const pattern = chain.map((id) => manifest.routes[id].path ?? '').join('/');
    const score = matchScore(pattern, pathname);
    // A layout whose child also matches must not win over the child: deeper chains win ties.
    if (score !== null && (!best || score > best.score || (score === best.score && chain.length > best.chain.length))) {
      best = { score, chain };
    }
  }
  if (!best) throw new Error(`No page route matches ${pathname}`);
  return best.chain;
}

/**
 * Relative specifiers of a chunk's static imports and re-exports (not `import()`).
 *
 * @example staticImportsOf('import{a as b}from"./x.js";import"./y.js";import("./z.js")'); // ['./x.js', './y.js']
 */
export function staticImportsOf(code) {
  const found = new Set();
  const pattern = /(?:^|[;\n}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/**
 * URLs (`/assets/…`) of the scripts a first load of the route chain downloads,
 * in load order, without duplicates: the entry and its imports, each route
 * module and its imports, then whatever those import statically; the
 * manifest file first when `withManifestFile` (route discovery `initial`).
 *
 * @example firstLoadScripts(manifest, ['root', 'routes/product'], (url) => readFileSync(join(clientDir, url), 'utf8'));
 */
export function firstLoadScripts(manifest, routeIds, readScript, { withManifestFile = false } = {}) {
  const listed = [...(withManifestFile ? [manifest.url] : []), manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeIds) listed.push(manifest.routes[id].module, ...(manifest.routes[id].imports ?? []));
  const seen = new Set();
  const queue = listed.filter(Boolean);
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    for (const specifier of staticImportsOf(readScript(url))) queue.push(posix.join(posix.dirname(url), specifier));
  }
  return [...seen];
}

/**
 * Raw and gzipped (level 9) sizes of each file and their totals.
 *
 * @example measure([{ file: '/assets/a.js', content: Buffer.from('x') }]).totalRaw; // 1
 */
export function measure(files) {
  const rows = files.map(({ file, content }) => ({
    file,
    raw: content.length,
    gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
  }));
  return {
    rows,
    totalRaw: rows.reduce((sum, row) => sum + row.raw, 0),
    totalGzip: rows.reduce((sum, row) => sum + row.gzip, 0),
  };
}

/**
 * `fail` over the budget, `warn` over the aim, else `pass`.
 *
 * @example verdict(140_000); // 'warn'
 */
export function verdict(totalGzip, budget = BUDGET_BYTES, aim = AIM_BYTES) {
  if (totalGzip > budget) return 'fail';
  return totalGzip > aim ? 'warn' : 'pass';
}

/** Bytes as kilobytes (1 KB = 1000 bytes, as browsers' network panels count). */
export function formatKb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/**
 * The printed report: one row per file (largest gzip first), the total, and
 * the total against the budget and the aim.
 */
export function formatReport({ rows, totalRaw, totalGzip }, pagePath, budget = BUDGET_BYTES, aim = AIM_BYTES) {
  const width = Math.max(4, ...rows.map((row) => row.file.length));
  const line = (file, raw, gzip) => `${file.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}`;
  const sorted = [...rows].sort((a, b) => b.gzip - a.gzip);
  const status = verdict(totalGzip, budget, aim);
  const outcome = {
    fail: `FAIL: over the ${formatKb(budget)} budget by ${formatKb(totalGzip - budget)}`,
    warn: `WARN: within the ${formatKb(budget)} budget, over the ${formatKb(aim)} aim by ${formatKb(totalGzip - aim)}`,
    pass: `PASS: within the ${formatKb(aim)} aim (${formatKb(aim - totalGzip)} to spare)`,
  }[status];
  return [
    `First-load JS of ${pagePath} (${rows.length} files)`,
    line('file', 'raw', 'gzip'),
    ...sorted.map((row) => line(row.file, formatKb(row.raw), formatKb(row.gzip))),
    line('total', formatKb(totalRaw), formatKb(totalGzip)),
    outcome,
  ].join('\n');
}

/** The `manifest-*.js` of a client build directory. */
export function readManifest(clientDir) {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build the storefront first`);
  return parseManifestScript(readFileSync(join(assets, file), 'utf8'));
}

function argument(argv, name, fallback) {
  const index = argv.indexOf(name);
  return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback;
}

/** Measures a build and prints the report; returns the exit code (1 over the budget). */
export function main(argv = process.argv.slice(2)) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const clientDir = resolve(argument(argv, '--build', join(here, '../apps/storefront/build/client')));
  const pagePath = argument(argv, '--path', DEFAULT_PAGE_PATH);
  const manifest = readManifest(clientDir);
  const read = (url) => readFileSync(join(clientDir, url));
  const scripts = firstLoadScripts(manifest, routeChainFor(manifest, pagePath), (url) => read(url).toString('utf8'), {
    withManifestFile: argv.includes('--manifest-file'),
  });
  const result = measure(scripts.map((file) => ({ file, content: read(file) })));
  console.log(formatReport(result, pagePath));
  return verdict(result.totalGzip) === 'fail' ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(`size budget: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
