import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'openapi/index': 'src/openapi/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  // Native and WASM packages must stay real imports, and the contract is shared with the storefront.
  external: ['@electric-sql/pglite', 'pg', 'sharp', 'zod', '@vitrine/headless', /^@vitrine\/headless\//],
});
