import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.reporters';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: testReporters('headless'),
  },
});
