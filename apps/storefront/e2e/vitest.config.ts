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
    // In one module graph: the helpers, Playwright and the engine's types are loaded once, not once per
    // file (about 80 s of a CI run). Each file still starts its own browser and closes what it opened.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: testReporters('storefront-e2e'),
  },
});
