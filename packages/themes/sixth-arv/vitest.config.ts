import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { testReporters } from '../../../vitest.reporters';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: testReporters('theme-sixth-arv'),
  },
});
