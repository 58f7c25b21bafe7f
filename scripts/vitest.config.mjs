import { defineConfig } from 'vitest/config';
import { testReporters } from '../vitest.reporters.ts';

/** Tests of the repository's own scripts (the package boundaries' rules). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.mjs'],
    reporters: testReporters('scripts'),
  },
});
