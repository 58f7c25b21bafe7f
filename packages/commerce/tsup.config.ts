import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'openapi/index': 'src/openapi/index.ts', testing: 'src/testing.ts' },
  format: ['esm'],
  // Declarations come from tsc (`pnpm run types`, run by `prepack`): the type check already
  // covers the sources, and tsup's declaration bundler cost minutes of every build.
  dts: false,
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  // Native and WASM packages must stay real imports, and the contract is shared with the storefront.
  external: ['@electric-sql/pglite', 'pg', 'sharp', 'zod', '@vitrine/headless', /^@vitrine\/headless\//],
});
