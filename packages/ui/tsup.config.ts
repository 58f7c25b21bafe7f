import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'theme/index': 'src/theme/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // Shared chunks keep one copy of the contract between the two entries.
  splitting: true,
  external: ['react', 'react-dom', /^@radix-ui\//, /^@vanilla-extract\//, /^@vitrine\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
