import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.reporters';

/**
 * The command's tests spawn `bin/vitrine.mjs` as a merchant would, on a fresh embedded store each,
 * or on the PostgreSQL server DATABASE_URL names (a fresh schema each).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Tests about one kind of database run only on that kind, so neither run reports skipped tests.
    exclude: [
      process.env.DATABASE_URL ? 'test/**/*.embedded.test.ts' : 'test/**/*.server.test.ts',
      '**/node_modules/**',
    ],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: testReporters('cli-{db}'),
  },
});
