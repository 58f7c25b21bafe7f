import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.reporters';

export default defineConfig({
  // The translation test reads the shop's catalogues from @vitrine/i18n, which imports the kit's vanilla-extract styles.
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each story test file drives its own browser, the two at once (also on a 2-core machine, where the
    // browsers wait on each other less than one waits on itself); a story can take a few seconds with its checks.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: testReporters('storybook'),
  },
});
