import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { testReporters } from '../../../vitest.reporters';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The create-theme test runs a new theme's own test suite and type check.
    testTimeout: 120_000,
    reporters: testReporters('theme-template'),
  },
});
