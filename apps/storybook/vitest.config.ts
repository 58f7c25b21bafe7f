import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.reporters';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One browser drives the stories one after another; a story can take a few seconds with its checks.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: testReporters('storybook'),
  },
});
