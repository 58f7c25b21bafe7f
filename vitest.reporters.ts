/**
 * Reporters for every package's vitest config. When `pnpm test` runs (it sets
 * VITRINE_TEST_RESULTS), each run also writes a JSON report there so the script
 * can print one closing line for the whole suite. `{db}` in the suite name
 * becomes `postgres` or `pglite`, after the database the run uses.
 */
export function testReporters(suite: string): Array<string | [string, { outputFile: string }]> {
  const dir = process.env.VITRINE_TEST_RESULTS;
  if (!dir) return ['default'];
  const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  return ['default', ['json', { outputFile: `${dir}/${suite.replace('{db}', database)}.json` }]];
}
