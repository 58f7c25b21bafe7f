import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.reporters';

/**
 * The command's tests spawn `bin/vitrine.mjs` as a merchant would. Its options, exit codes, reports and
 * round trips (`*.server.test.ts`) run on the PostgreSQL server DATABASE_URL names, a fresh schema each:
 * on the embedded database every spawned command starts its own PGlite, and the file took 110 s of
 * `pnpm test` for what the engine's import tests already check on both databases. The embedded store
 * itself (`*.embedded.test.ts`: the folder lock, an import and an export through the command) runs without it.
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
