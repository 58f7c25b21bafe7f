import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.reporters';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    // One DOM environment and module graph per worker, not per file: setting them up took 90% of the run.
    // Tests clean up after themselves (Testing Library's cleanup, fresh stores per test).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: testReporters('headless'),
  },
});
