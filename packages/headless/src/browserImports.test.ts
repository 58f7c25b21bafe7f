// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Browser code: everything outside the contract (which holds the zod schemas) and the tests. */
function browserSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'contract' || entry.name === 'test' ? [] : browserSourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Import and export-from statements that load a module at run time (not `import type` / `export type`). */
const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm;

describe('browser bundle', () => {
  it('loads neither zod nor the contract schemas at run time', () => {
    const root = import.meta.dirname;
    const offenders: string[] = [];
    for (const file of browserSourceFiles(root)) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
        if (specifier === 'zod' || /(^|\/)contract(\/|$)/.test(specifier ?? '')) {
          offenders.push(`${relative(root, file)} → ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
