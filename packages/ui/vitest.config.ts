import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.reporters';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    // One DOM environment and module graph per worker, not per file: setting them up took 90% of the run.
    isolate: false,
    // An axe pass over a whole page composition takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    reporters: testReporters('ui'),
  },
});
