import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.reporters';

/**
 * Engine tests. They run on the embedded PGlite database by default:
 *   pnpm --filter @vitrine/commerce test
 * and, unchanged, on a real PostgreSQL server when DATABASE_URL is set (each
 * test file works in its own fresh schema, dropped at the end):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @vitrine/commerce test
 */

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One module graph for all files (each file still opens its own store): the WASM database and the
    // engine are loaded once per worker instead of once per file, which took most of the suite's time.
    isolate: false,
    // Tests about one kind of database run only on that kind, so neither run reports skipped tests.
    exclude: [process.env.DATABASE_URL ? 'src/**/*.embedded.test.ts' : 'src/**/*.server.test.ts', '**/node_modules/**'],
    // Starting PGlite (WASM) takes a few seconds per test file; drawing every picture takes longer.
    testTimeout: 60_000,
    // Opening a fresh store (migrations and the demo catalogue) can take minutes on a busy 2-core machine.
    hookTimeout: 180_000,
    reporters: testReporters('commerce-{db}'),
  },
});
