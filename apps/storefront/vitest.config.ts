import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.reporters';
import { vitrineThemes } from './app/site/site-themes.vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), vitrineThemes()],
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
    reporters: testReporters('storefront-unit'),
  },
});
