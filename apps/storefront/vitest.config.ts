import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.reporters';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
    reporters: testReporters('storefront-unit'),
  },
});
