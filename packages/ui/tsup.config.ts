import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // `cart-drawer` is its own entry so apps can load the drawer (and Radix Dialog) on demand.
  entry: { index: 'src/index.ts', 'theme/index': 'src/theme/index.ts', 'cart-drawer': 'src/CartDrawer/CartDrawer.tsx',
    'theme-testing': 'src/theme/describeTheme.ts',
  },
  format: ['esm'],
  // Declarations come from tsc after tsup (the package's build script): one tsc pass takes
  // seconds where tsup's declaration bundler took minutes. A theme made outside the
  // repository type-checks against them (the create-theme test packs this package).
  dts: false,
  clean: true,
  sourcemap: true,
  // Shared chunks keep one copy of the contract between the two entries.
  splitting: true,
  external: ['react', 'react-dom', 'vitest', /^@radix-ui\//, /^@vanilla-extract\//, /^@vitrine\//],
  // Capsize's fallback calculation and the two system faces' metrics are a few hundred bytes: bundled, so a
  // theme built outside the repository needs no capsize install unless it declares web fonts itself.
  noExternal: [/^@capsizecss\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
