import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.reporters.ts';

/** The published packages packed, installed into a fresh app outside the repository, and used there. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.mjs'],
    reporters: testReporters('pack'),
    testTimeout: 60_000,
  },
});
