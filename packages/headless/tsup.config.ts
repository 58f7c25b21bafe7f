import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', server: 'src/server.ts', 'contract/index': 'src/contract/index.ts' },
  format: ['esm'],
  // Declarations come from tsc (the `types` script, run by turbo after `build`): the type check already
  // covers the sources, and tsup's declaration bundler cost minutes of every build.
  dts: false,
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'zod', 'negotiator'],
});
