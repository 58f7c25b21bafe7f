import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.reporters';
import { vitrineThemes } from './app/site/site-themes.vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), vitrineThemes()],
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One module graph per worker, not per file: importing the app again for each file took most of the run.
    isolate: false,
    reporters: testReporters('storefront-unit'),
  },
});
