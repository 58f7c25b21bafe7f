import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  // Declarations come from tsc (the `types` script, run by turbo after `build`): the type check already
  // covers the sources, and tsup's declaration bundler cost minutes of every build.
  dts: false,
  clean: true,
  sourcemap: true,
  // The ui package is a dependency, not part of the theme: only the theme's own CSS is emitted.
  external: ['@vitrine/ui', '@vitrine/ui/theme', '@vanilla-extract/css'],
  // The font metrics (a few hundred bytes a face) are bundled: @capsizecss/metrics holds every font
  // on Google Fonts, far too much for an app to install for two faces.
  noExternal: [/^@capsizecss\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
