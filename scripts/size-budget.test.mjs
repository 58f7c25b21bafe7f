import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  AIM_BYTES,
  BUDGET_BYTES,
  firstLoadScripts,
  formatReport,
  main,
  matchScore,
  measure,
  parseManifestScript,
  routeChainFor,
  staticImportsOf,
  verdict,
} from './size-budget.mjs';

/** A manifest shaped like React Router 7's, with a layout, a product page and a resource route. */
const manifest = {
  url: '/assets/manifest-1.js',
  entry: { module: '/assets/entry.client.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', path: '', hasDefaultExport: true, module: '/assets/root.js', imports: ['/assets/react.js'] },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true, hasDefaultExport: true, module: '/assets/home.js', imports: [] },
    'routes/product': {
      id: 'routes/product',
      parentId: 'root',
      path: 'products/:handle',
      hasDefaultExport: true,
      module: '/assets/product.js',
      imports: ['/assets/price.js'],
    },
    'routes/product-search': {
      id: 'routes/product-search',
      parentId: 'root',
      path: 'products/search',
      hasDefaultExport: true,
      module: '/assets/search.js',
      imports: [],
    },
    'routes/api.product': {
      id: 'routes/api.product',
      parentId: 'root',
      path: 'api/products/:handle',
      hasDefaultExport: false,
      module: '/assets/api.js',
      imports: [],
    },
    'routes/files': { id: 'routes/files', parentId: 'root', path: 'files/*', hasDefaultExport: true, module: '/assets/files.js', imports: [] },
  },
};

describe('matchScore', () => {
  it('prefers static segments over dynamic ones and rejects other paths', () => {
    expect(matchScore('products/search', '/products/search')).toBeGreaterThan(matchScore('products/:handle', '/products/search'));
    expect(matchScore('products/:handle', '/products/linen-shirt')).toBe(13);
    expect(matchScore('products/:handle', '/products')).toBeNull();
    expect(matchScore('products/:handle', '/products/a/b')).toBeNull();
    expect(matchScore('cart', '/products/a')).toBeNull();
  });

  it('handles optional segments and splats', () => {
    expect(matchScore(':lang?/cart', '/cart')).not.toBeNull();
    expect(matchScore(':lang?/cart', '/he-IL/cart')).not.toBeNull();
    expect(matchScore('files/*', '/files/a/b/c')).not.toBeNull();
    expect(matchScore('files/*', '/other/a')).toBeNull();
  });
});

describe('routeChainFor', () => {
  it('returns the root and the product page for a product path', () => {
    expect(routeChainFor(manifest, '/products/linen-shirt')).toEqual(['root', 'routes/product']);
  });

  it('picks the static sibling over the dynamic one, and the index route for /', () => {
    expect(routeChainFor(manifest, '/products/search')).toEqual(['root', 'routes/product-search']);
    expect(routeChainFor(manifest, '/')).toEqual(['root', 'routes/home']);
  });

  it('ignores resource routes (no default export) and fails when no page matches', () => {
    expect(() => routeChainFor(manifest, '/api/products/x')).toThrow('No page route matches /api/products/x');
  });
});

describe('staticImportsOf', () => {
  it('finds static imports and re-exports but not dynamic imports', () => {
    const code = 'import{a as b}from"./react.js";import "./side.js";export{c}from"../x/y.js";const l=()=>import("./lazy.js");';
    expect(staticImportsOf(code)).toEqual(['./react.js', './side.js', '../x/y.js']);
  });

  it('ignores bare and absolute specifiers', () => {
    expect(staticImportsOf('import x from"react";import"https://cdn/x.js"')).toEqual([]);
  });
});

describe('firstLoadScripts', () => {
  it('collects the manifest, entry, route chain and the chunks they import statically, once each', () => {
    const code = {
      '/assets/price.js': 'import{f}from"./format.js";',
      '/assets/format.js': 'import"./react.js";const m=()=>import("./drawer.js");',
    };
    const scripts = firstLoadScripts(manifest, ['root', 'routes/product'], (url) => code[url] ?? '');
    expect(scripts).toEqual([
      '/assets/entry.client.js',
      '/assets/react.js',
      '/assets/root.js',
      '/assets/product.js',
      '/assets/price.js',
      '/assets/format.js',
    ]);
  });

  it('puts the manifest file first only when route discovery loads it', () => {
    const scripts = firstLoadScripts(manifest, ['root'], () => '', { withManifestFile: true });
    expect(scripts).toEqual(['/assets/manifest-1.js', '/assets/entry.client.js', '/assets/react.js', '/assets/root.js']);
  });
});

describe('measure and verdict', () => {
  it('gzips each file at level 9 and sums raw and gzip sizes', () => {
    const a = Buffer.from('a'.repeat(5000));
    const b = Buffer.from('hello world');
    const result = measure([
      { file: '/assets/a.js', content: a },
      { file: '/assets/b.js', content: b },
    ]);
    expect(result.rows[0]).toEqual({ file: '/assets/a.js', raw: 5000, gzip: gzipSync(a, { level: 9 }).length });
    expect(result.totalRaw).toBe(5000 + b.length);
    expect(result.totalGzip).toBe(result.rows[0].gzip + result.rows[1].gzip);
  });

  it('fails over the budget, warns over the aim, passes under it', () => {
    expect([BUDGET_BYTES, AIM_BYTES]).toEqual([151_000, 135_000]);
    expect(verdict(151_001)).toBe('fail');
    expect(verdict(151_000)).toBe('warn');
    expect(verdict(135_001)).toBe('warn');
    expect(verdict(135_000)).toBe('pass');
  });

  it('reports the files largest first, the total and the outcome', () => {
    const report = formatReport(
      { rows: [{ file: 'small.js', raw: 100, gzip: 50 }, { file: 'big.js', raw: 200_000, gzip: 160_000 }], totalRaw: 200_100, totalGzip: 160_050 },
      '/products/x',
    );
    const lines = report.split('\n');
    expect(lines[2]).toMatch(/^big\.js\s+200\.0 KB\s+160\.0 KB$/);
    expect(lines[3]).toMatch(/^small\.js/);
    expect(lines[4]).toMatch(/^total\s+200\.1 KB\s+160\.1 KB$/);
    expect(lines[5]).toBe('FAIL: over the 151.0 KB budget by 9.1 KB');
  });
});

describe('parseManifestScript and main', () => {
  it('reads the manifest object out of the script', () => {
    const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    expect(parseManifestScript(source).routes['routes/product'].path).toBe('products/:handle');
  });

  /** A client build on disk whose product page imports `size` bytes of incompressible code. */
  function buildWith(size) {
    const dir = mkdtempSync(join(tmpdir(), 'size-budget-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/manifest-1.js'), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
    const random = Buffer.from(Array.from({ length: size }, () => 33 + Math.floor(Math.random() * 90)));
    for (const name of ['entry.client', 'react', 'root', 'price']) writeFileSync(join(dir, `assets/${name}.js`), 'export{}');
    writeFileSync(join(dir, 'assets/product.js'), 'import"./heavy.js";');
    writeFileSync(join(dir, 'assets/heavy.js'), random);
    return dir;
  }

  it('exits 1 when the built product page is over the budget and 0 when within it', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(main(['--build', buildWith(200_000), '--path', '/products/linen'])).toBe(1);
    expect(log.mock.calls.at(-1)[0]).toMatch(/\/assets\/heavy\.js[\s\S]*FAIL: over the 151\.0 KB budget/);
    expect(main(['--build', buildWith(1_000), '--path', '/products/linen'])).toBe(0);
    expect(log.mock.calls.at(-1)[0]).toMatch(/PASS/);
    log.mockRestore();
  });
});
