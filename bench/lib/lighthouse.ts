import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** Lighthouse's mobile performance figures for one page (median of the runs, by score). */
export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  runs: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

/** Lighthouse's own version, for the results file. */
export function lighthouseVersion(): string {
  return (require('lighthouse/package.json') as { version: string }).version;
}

async function runOnce(url: string, outputFile: string): Promise<LighthouseFigures> {
  const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
  await run(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      `--output-path=${outputFile}`,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--quiet',
      `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(outputFile, 'utf8')) as LighthouseReport;
  await rm(outputFile, { force: true });
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(value('total-blocking-time')),
    runs: 1,
  };
}

/** Lighthouse's own runtime errors that its message says to run again for (a trace it failed to record). */
const RUN_AGAIN = /Please run Lighthouse again|NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/;

/** One run, tried up to three times when Lighthouse itself asks to be run again. */
async function runWithRetry(url: string, outputPath: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, outputPath);
    } catch (error) {
      if (attempt >= 3 || !RUN_AGAIN.test(String(error))) throw error;
      console.warn(
        `lighthouse asked to run again (${url}, attempt ${attempt}): ${
          String(error)
            .split('\n')
            .find((line) => RUN_AGAIN.test(line)) ?? ''
        }`,
      );
    }
  }
}

/** Runs Lighthouse `runs` times (mobile, simulated throttling) and keeps the run with the median score. */
export async function lighthouse(url: string, runs: number, workDir: string): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let index = 0; index < runs; index += 1) {
    results.push(await runWithRetry(url, path.join(workDir, `lighthouse-${process.pid}-${index}.json`)));
  }
  results.sort((a, b) => a.score - b.score);
  return { ...results[Math.floor(results.length / 2)]!, runs };
}
