import { defineConfig } from 'vitest/config';
import { testReporters } from '../../../vitest.reporters';

export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    // One server and one browser are shared; files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: testReporters('storefront-e2e'),
  },
});
