// Adds up the vitest JSON reports of one `pnpm test` run and prints the closing lines: each suite's count,
// then every failed test with the start of its error, so the end of a long log says what failed and why.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
/** Lines of each failure's message shown; the full message is in the suite's output above. */
const MESSAGE_LINES = 12;
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const suite = file.replace(/\.json$/, '');
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  console.log(`${suite.padEnd(40)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  for (const result of report.testResults ?? []) {
    const where = path.relative(process.cwd(), result.name);
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push({ suite, where, title: test.fullName, messages: test.failureMessages });
    // A file that failed outside its tests (it did not load, or a hook threw).
    if (result.status === 'failed' && failedTests.length === 0)
      failures.push({ suite, where, title: '(the file itself)', messages: [result.message] });
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
for (const { suite, where, title, messages } of failures) {
  console.log(`\nFAILED ${suite}: ${where} > ${title}`);
  const text = (messages ?? []).filter(Boolean).join('\n') || '(no message)';
  const lines = text.split('\n');
  console.log(
    lines
      .slice(0, MESSAGE_LINES)
      .map((line) => `  ${line}`)
      .join('\n'),
  );
  if (lines.length > MESSAGE_LINES)
    console.log(`  … ${lines.length - MESSAGE_LINES} more lines in the ${suite} output above`);
}
