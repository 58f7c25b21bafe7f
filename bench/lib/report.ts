import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LighthouseFigures } from './lighthouse';
import type { SequentialFigures } from './load';
import type { BenchResults, DatabaseName, LoadSummary, PageName, ScalePoint } from './results';

export const TABLE_START = '<!-- bench:table:start -->';
export const TABLE_END = '<!-- bench:table:end -->';

/** One row of the table: how a run's figures read in it. */
interface Row {
  label: string;
  cell(results: BenchResults): string | undefined;
  floor(results: BenchResults): string | undefined;
  target: string;
}

const DATABASE_LABEL: Record<DatabaseName, string> = { embedded: 'embedded', postgres: 'PostgreSQL' };
const PAGE_LABEL: Record<PageName, string> = {
  product: 'Product page',
  home: 'Home',
  collection: 'Collection page',
  search: 'Search page',
};

const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
const times = (value: number) => `${value >= 10 ? round(value, 1) : round(value, value >= 1 ? 2 : 3)}×`;
const ms = (value: number) => (value >= 1000 ? `${round(value / 1000, 1)} s` : `${round(value)} ms`);
const kb = (bytes: number) => `${round(bytes / 1000, 1)} KB`;
const mb = (bytes: number | null | undefined) => (bytes ? `${round(bytes / 2 ** 20)} MB` : '?');
const size = (products: number) =>
  products >= 1000 && products % 1000 === 0 ? `${products / 1000}k` : String(products);
const failed = (summary: LoadSummary) => (summary.failures > 0 ? `, ${summary.failures} failed` : '');
const load = (summary: LoadSummary) => `${round(summary.reqPerSec)} req/s, p99 ${ms(summary.p99Ms)}${failed(summary)}`;
/** CPU per request, when the run measured it (runs before it was added did not). */
const hasCpu = (summary: LoadSummary | undefined): summary is LoadSummary =>
  summary?.cpuMsPerRequest !== undefined && Number.isFinite(summary.cpuMsPerRequest);
const cpuCell = (summary: LoadSummary | undefined) =>
  hasCpu(summary) && summary.cpuRatio !== undefined
    ? `**${times(summary.cpuRatio)}** (${round(summary.cpuMsPerRequest, 1)} ms/req)`
    : undefined;
const cpuFloor = (summary: LoadSummary | undefined) =>
  hasCpu(summary) ? `${round(summary.cpuMsPerRequest, 1)} ms/req` : undefined;
const lighthouseCell = (figures: LighthouseFigures) =>
  `${figures.score} (FCP ${ms(figures.fcpMs)}, LCP ${ms(figures.lcpMs)}, CLS ${figures.cls}, TBT ${ms(figures.tbtMs)})`;

/** The series of a scaling row, and its growth from `from` products to the largest size. */
function series(points: ScalePoint[] | undefined, pick: (point: ScalePoint) => SequentialFigures, from: number) {
  if (!points || points.length === 0) return undefined;
  const text = points
    .map((point) => {
      const figures = pick(point);
      return `${size(point.products)}: ${ms(figures.p50Ms)} / ${ms(figures.p95Ms)}`;
    })
    .join(' → ');
  const first = points.find((point) => point.products === from);
  const last = points.at(-1)!;
  const growth =
    first && last !== first
      ? ` (×${round(pick(last).p50Ms / pick(first).p50Ms, 1)} ${size(from)}→${size(last.products)})`
      : '';
  return text + growth;
}

const ROWS: Row[] = [
  ...(['embedded', 'postgres'] as const).flatMap((database) =>
    (['product', 'home', 'collection', 'search'] as const).map((page): Row => ({
      label: `${PAGE_LABEL[page]} SSR, req/s ÷ floor's product page (${DATABASE_LABEL[database]})`,
      cell: (r) => {
        const summary = r.ssr?.[database]?.[page];
        return summary ? `**${times(summary.ratio ?? Number.NaN)}** (${load(summary)})` : undefined;
      },
      floor: (r) => (r.ssr ? load(r.ssr.floor.product) : undefined),
      target: '≥ 0.5×',
    })),
  ),
  ...(['embedded', 'postgres'] as const).flatMap((database) =>
    (['product', 'home', 'collection', 'search'] as const).map((page): Row => ({
      label: `${PAGE_LABEL[page]} SSR, capacity by CPU: floor's CPU per request ÷ this page's (${DATABASE_LABEL[database]})`,
      cell: (r) => cpuCell(r.ssr?.[database]?.[page]),
      floor: (r) => cpuFloor(r.ssr?.floor.product),
      target: '≥ 0.5×',
    })),
  ),
  {
    label: 'JS a phone downloads on a cold product page (bytes on the wire)',
    cell: (r) =>
      r.downloads
        ? `**${kb(r.downloads.vitrine.jsBytes)} in ${r.downloads.vitrine.jsFiles} files** (${times(r.downloads.jsRatio)} floor; ${kb(r.downloads.vitrine.jsDecodedBytes)} decoded)`
        : undefined,
    floor: (r) => (r.downloads ? `${kb(r.downloads.floor.jsBytes)} in ${r.downloads.floor.jsFiles} files` : undefined),
    target: '≤ 1.2× floor',
  },
  {
    label: 'CSS on a cold product page',
    cell: (r) =>
      r.downloads
        ? `${kb(r.downloads.vitrine.cssBytes)} in ${r.downloads.vitrine.cssFiles} files (${times(r.downloads.cssRatio)} floor)`
        : undefined,
    floor: (r) =>
      r.downloads ? `${kb(r.downloads.floor.cssBytes)} in ${r.downloads.floor.cssFiles} files` : undefined,
    target: 'what the first paint needs',
  },
  {
    label: 'Everything on a cold product page (to network idle)',
    cell: (r) =>
      r.downloads ? `${kb(r.downloads.vitrine.allBytes)} in ${r.downloads.vitrine.allFiles} responses` : undefined,
    floor: (r) =>
      r.downloads ? `${kb(r.downloads.floor.allBytes)} in ${r.downloads.floor.allFiles} responses` : undefined,
    target: '—',
  },
  ...(['product', 'home', 'collection', 'cart'] as const).map((page): Row => ({
    label: `Lighthouse mobile performance, ${page}`,
    cell: (r) => {
      const figures = r.lighthouse?.vitrine[page];
      return figures ? lighthouseCell(figures) : undefined;
    },
    floor: (r) => (r.lighthouse ? lighthouseCell(r.lighthouse.floor.product) : undefined),
    target: '≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.01',
  })),
  ...(['embedded', 'postgres'] as const).flatMap((database): Row[] => [
    {
      label: `Search API p50 / p95, one request at a time, by catalogue size (${DATABASE_LABEL[database]})`,
      cell: (r) => series(r.scaling?.[database], (point) => point.search, 1000),
      floor: () => '—',
      target: 'p95 ≤ 50 ms at 100k; < 3× growth 1k → 100k',
    },
    {
      label: `Product page p50 / p95, one request at a time, by catalogue size (${DATABASE_LABEL[database]})`,
      cell: (r) =>
        series(r.scaling?.[database], (point) => point.productPage, r.scaling?.[database]?.[0]?.products ?? 0),
      floor: () => '—',
      target: 'flat: < 1.5× growth',
    },
  ]),
  {
    label: 'Add-to-cart p99 at 16 connections, ÷ floor (PostgreSQL)',
    cell: (r) => (r.cart ? `**${times(r.cart.postgres.ratio ?? Number.NaN)}** (${load(r.cart.postgres)})` : undefined),
    floor: (r) => (r.cart ? load(r.cart.floor) : undefined),
    target: '≤ 25 ms on a quiet machine',
  },
  {
    label: "Add-to-cart, capacity by CPU: floor's CPU per request ÷ the storefront's (PostgreSQL)",
    cell: (r) => cpuCell(r.cart?.postgres),
    floor: (r) => cpuFloor(r.cart?.floor),
    target: '—',
  },
  {
    label: 'Peak memory (RSS) of the server under load',
    cell: (r) => {
      const parts = (['embedded', 'postgres'] as const)
        .filter((database) => r.servers[database])
        .map((database) => {
          const largest = r.scaling?.[database]?.at(-1);
          const atLargest = largest ? `, ${mb(largest.peakRssBytes)} at ${size(largest.products)}` : '';
          return `${DATABASE_LABEL[database]} ${mb(r.servers[database]!.peakRssBytes)}${atLargest}`;
        });
      return parts.length > 0 ? parts.join('; ') : undefined;
    },
    floor: (r) => (r.servers.floor ? mb(r.servers.floor.peakRssBytes) : undefined),
    target: '—',
  },
  {
    label: 'Catalogue generator, time to grow to each size',
    cell: (r) => {
      const parts = (['embedded', 'postgres'] as const).flatMap((database) => {
        const grown = (r.scaling?.[database] ?? []).filter((point) => point.generateMs !== undefined);
        if (grown.length === 0) return [];
        return [
          `${DATABASE_LABEL[database]} ${grown.map((p) => `${size(p.products)} ${ms(p.generateMs!)}`).join(', ')}`,
        ];
      });
      return parts.length > 0 ? parts.join('; ') : undefined;
    },
    floor: () => '—',
    target: '100k well under 2 min',
  },
];

const day = (results: BenchResults) => results.startedAt.slice(0, 10);
const escape = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The table of figures. One run: its figures. Several: the first run that has a
 * figure ("before") beside the latest that has it.
 */
export function renderTable(runs: BenchResults[]): string {
  const sorted = [...runs].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  const latest = sorted.at(-1);
  if (!latest) return '(no results yet)';
  const compare = sorted.length > 1;
  const header = compare
    ? ['', `before (first run: ${day(sorted[0]!)})`, `latest (${day(latest)})`, 'floor (latest)', 'target']
    : ['', `this run (${day(latest)}, ${latest.machine.commit})`, 'floor, same run', 'target'];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const row of ROWS) {
    const withFigure = sorted.filter((run) => row.cell(run) !== undefined);
    if (withFigure.length === 0) continue;
    const first = withFigure[0]!;
    const last = withFigure.at(-1)!;
    const cells = compare
      ? [row.cell(first)!, last === first ? '(no later run)' : row.cell(last)!, row.floor(last) ?? '—']
      : [row.cell(last)!, row.floor(last) ?? '—'];
    lines.push(`| ${[row.label, ...cells, row.target].map(escape).join(' | ')} |`);
  }
  const notes = sorted
    .map(
      (run) =>
        `- ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC, commit ${run.machine.commit}${run.machine.uncommittedChanges ? ' (with uncommitted changes)' : ''}: ` +
        `${run.durationSec ?? '?'} s, ${run.machine.cpus} cores, load average ${String(run.machine.loadAverageAtStart)} at start` +
        (run.errors.length > 0
          ? `; not measured: ${run.errors.map((e) => `${e.section} (${e.message})`).join('; ')}`
          : ''),
    )
    .join('\n');
  return `${lines.join('\n')}\n\nRuns:\n${notes}`;
}

/** Writes the results as `<dir>/<YYYY-MM-DD>.json` (`-2`, `-3` … for later runs that day); quick runs under `quick/`. */
export async function writeResults(dir: string, results: BenchResults): Promise<string> {
  const folder = results.quick ? path.join(dir, 'quick') : dir;
  await mkdir(folder, { recursive: true });
  let file = path.join(folder, `${day(results)}.json`);
  for (let index = 2; existsSync(file); index += 1) file = path.join(folder, `${day(results)}-${index}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

/** Every full run's results in `dir` (quick runs are not kept there). */
export async function readRuns(dir: string): Promise<BenchResults[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as BenchResults),
  );
}

/** Regenerates the table between the markers of bench/README.md from every run in `dir`. */
export async function updateReadme(readmeFile: string, dir: string): Promise<void> {
  const readme = await readFile(readmeFile, 'utf8');
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${readmeFile} has no ${TABLE_START} … ${TABLE_END} markers`);
  const table = renderTable(await readRuns(dir));
  await writeFile(readmeFile, `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`);
}
