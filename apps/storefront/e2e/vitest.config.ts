import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { testReporters } from '../../../vitest.reporters';
import { vitrineThemes } from '../app/site/site-themes.vite';

export default defineConfig({
  // The theme journeys read the installed themes' settings (`virtual:vitrine/themes`), as the shop does.
  plugins: [vanillaExtractPlugin(), vitrineThemes()],
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
