import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coldLoad, type Downloads } from '../../../bench/lib/browser';
import { launchBrowser } from './browser';
import { freePort } from './own-server';
import { catalog, url } from './shop';

/**
 * The size budget, counted the way a phone downloads the page: Chromium's
 * network log of a cold product-page load (empty cache, to network idle and a
 * quiet second after it), bytes on the wire, headers included. The same is
 * measured in this run on the framework's floor (`bench/floor`: a bare React
 * Router app, built and started here), and the storefront's JavaScript may be
 * at most {@link JS_BUDGET_RATIO} times the floor's. `pnpm bench` reports the
 * same figures (bench/README.md).
 */

/** Over this multiple of the floor's JavaScript the run fails. */
const JS_BUDGET_RATIO = 1.7;
/** What the storefront aims for; over it the run reports the gap. */
const JS_AIM_RATIO = 1.2;

const floorDir = path.resolve(import.meta.dirname, '../../../bench/floor');
let floor: { url: string; child: ChildProcess } | undefined;
let browser: Browser;

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/**
 * Whether the floor's browser build is React's production build (its errors
 * point to the decoder page). Built under the test runner's `NODE_ENV=test`,
 * the floor came out as React's development build, half again as big, and
 * every ratio against it flattered the storefront.
 */
function isProductionBuild(dir: string): boolean {
  const assets = path.join(dir, 'build/client/assets');
  if (!existsSync(path.join(dir, 'build/server/index.js')) || !existsSync(assets)) return false;
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(path.join(assets, file), 'utf8').includes('Minified React error'));
}

async function startFloor(): Promise<{ url: string; child: ChildProcess }> {
  if (!isProductionBuild(floorDir))
    await run('pnpm', ['run', 'bench:build'], floorDir, { ...process.env, NODE_ENV: 'production' });
  // Never measured against a development build, whatever left it there.
  expect(isProductionBuild(floorDir), 'the floor is a production build').toBe(true);
  const port = await freePort();
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: floorDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const floorUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The floor exited (${child.exitCode})`);
    const answered = await fetch(`${floorUrl}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url: floorUrl, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('The floor did not answer within 60 s');
}

beforeAll(async () => {
  [floor, browser] = await Promise.all([startFloor(), launchBrowser()]);
});
afterAll(async () => {
  floor?.child.kill();
  await browser?.close();
});

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const describeLoad = (load: Downloads) =>
  `JS ${kb(load.jsBytes)} in ${load.jsFiles} files, CSS ${kb(load.cssBytes)} in ${load.cssFiles}, all ${kb(load.allBytes)}`;

describe('what a phone downloads on a cold product page', () => {
  it('keeps the JavaScript within its budget against the floor measured in this run', async () => {
    const [product] = await catalog();
    const floorLoad = await coldLoad(browser, `${floor!.url}/products/budget-check`);
    const shopLoad = await coldLoad(browser, url(`/products/${product!.handle}`));
    const ratio = shopLoad.jsBytes / floorLoad.jsBytes;
    console.log(
      `floor: ${describeLoad(floorLoad)}\nstorefront: ${describeLoad(shopLoad)}\nJS ratio ${ratio.toFixed(2)}×`,
    );
    if (ratio > JS_AIM_RATIO) console.warn(`JS is ${ratio.toFixed(2)}× the floor's, over the aim of ${JS_AIM_RATIO}×`);
    // Both pages ran their scripts: a load that failed early would pass any budget.
    expect(floorLoad.jsFiles).toBeGreaterThan(0);
    expect(shopLoad.jsBytes).toBeGreaterThan(floorLoad.jsBytes);
    expect(ratio).toBeLessThanOrEqual(JS_BUDGET_RATIO);
  });

  it("downloads none of the account's code on the browsing pages, and the account page does", async () => {
    const [product] = await catalog();
    const accountCode = /\/assets\/(account|page-labels)-[\w-]+\.js$/;
    /** Every script a cold load of `path` fetched, to network idle. */
    const scriptsOf = async (path: string) => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await page.goto(url(path), { waitUntil: 'networkidle' });
        return scripts;
      } finally {
        await context.close();
      }
    };
    for (const path of ['/', `/products/${product!.handle}`, '/collections/all']) {
      const scripts = await scriptsOf(path);
      expect(scripts.length, path).toBeGreaterThan(3);
      expect(
        scripts.filter((script) => accountCode.test(script)),
        path,
      ).toEqual([]);
    }
    // The same check finds the account's file where it belongs.
    expect((await scriptsOf('/account/login')).some((script) => accountCode.test(script))).toBe(true);
  });

  it('blocks the first paint on two stylesheets at most: every component style and the theme', async () => {
    const [product] = await catalog();
    const html = await (await fetch(url(`/products/${product!.handle}`))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const stylesheets = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)];
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.length, stylesheets.map(([tag]) => tag).join('\n')).toBeLessThanOrEqual(2);
  });

  it('sends each script as the build compressed it, with its length', async () => {
    const [product] = await catalog();
    const html = await (await fetch(url(`/products/${product!.handle}`))).text();
    // React, React DOM and React Router, in one file (app/site/site-chunks.vite.ts).
    const script = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
    expect(script, 'the page loads the framework in one file').toBeTruthy();
    const raw = await fetch(url(script!), { headers: { 'Accept-Encoding': 'identity' } });
    const rawLength = Number(raw.headers.get('content-length'));
    expect(raw.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      // Node's fetch decodes what it receives; the headers still say what was sent.
      const response = await fetch(url(script!), { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding'), encoding).toBe(encoding);
      const sent = Number(response.headers.get('content-length'));
      expect(sent, encoding).toBeGreaterThan(0);
      expect(sent, encoding).toBeLessThan(rawLength / 2);
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect((await response.text()).length).toBeGreaterThan(sent);
    }
  });
});
