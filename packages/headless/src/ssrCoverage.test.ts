// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as headless from './index';

/** Every `*.ssr.test.tsx` under src, concatenated. */
function serverRenderTests(): string {
  const root = path.dirname(new URL(import.meta.url).pathname);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ssr.test.tsx')) files.push(full);
    }
  };
  walk(root);
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe('server rendering coverage', () => {
  const hooks = Object.keys(headless).filter((name) => /^use[A-Z]/.test(name));

  it('exports the hooks a theme builds on', () => {
    expect(hooks).toEqual(expect.arrayContaining(['useCart', 'useCoupon', 'useCurrency', 'usePrice', 'useWishlist']));
  });

  it.each(hooks)('%s is rendered on the server by a *.ssr.test.tsx', (hook) => {
    expect(serverRenderTests()).toMatch(new RegExp(`\\b${hook}\\(`));
  });
});
