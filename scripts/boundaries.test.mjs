import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const PROBE_DIR = '__boundary_probe__';

/** One file per rule, each importing what that rule forbids, placed where the rule looks. */
const PROBES = {
  'no-app-imports-another-app': ['apps/storybook', "import '../../storefront/app/root';"],
  'nothing-imports-an-app': ['packages/ui/src', "import '../../../../apps/storefront/app/routes';"],
  'headless-pure-modules-import-no-react': [
    'packages/headless/src',
    "import { useState } from 'react';\nexport const probe = useState;",
  ],
  'headless-has-no-dom-css-radix-or-server': ['packages/headless/src', "import '@radix-ui/react-dialog';"],
  'headless-no-node-builtins': ['packages/headless/src', "import 'node:fs';"],
  'ui-builds-on-headless-only': ['packages/ui/src', "import '@vitrine/i18n';"],
  'themes-use-the-contract-only': ['packages/themes/vogue/src', "import '@vitrine/ui';"],
  'i18n-is-texts-only': ['packages/i18n/src', "import '@vitrine/commerce';"],
  'commerce-has-no-react-or-http-framework': ['packages/commerce/src', "import 'react';"],
  'commerce-reads-only-the-headless-contract': ['packages/commerce/src', "import '@vitrine/headless';"],
  'storybook-never-reaches-the-engine-at-runtime': ['apps/storybook', "import '@vitrine/commerce';"],
  'cli-uses-the-engine-through-its-index': ['packages/cli/src', "import '../../../commerce/src/catalog/csv/import';"],
  'apps-use-the-engine-through-its-entry-points': [
    'apps/storefront/app',
    "import '../../../../packages/commerce/src/db/connect';",
  ],
  'only-tests-open-the-engine-with-its-database': ['apps/storefront/app', "import '@vitrine/commerce/testing';"],
};

function probePath(rule) {
  return path.join(root, PROBES[rule][0], PROBE_DIR, `${rule}.ts`);
}

let violations = [];

beforeAll(() => {
  for (const rule of Object.keys(PROBES)) {
    mkdirSync(path.dirname(probePath(rule)), { recursive: true });
    writeFileSync(probePath(rule), `${PROBES[rule][1]}\n`);
  }
  const files = Object.keys(PROBES).map((rule) => path.relative(root, probePath(rule)));
  let output;
  try {
    output = execFileSync(
      'pnpm',
      ['exec', 'depcruise', ...files, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch (error) {
    // Violations make the command exit non-zero; its JSON report is still on stdout.
    output = error.stdout;
  }
  violations = JSON.parse(output).summary.violations;
}, 60_000);

afterAll(() => {
  for (const rule of Object.keys(PROBES)) rmSync(path.dirname(probePath(rule)), { recursive: true, force: true });
});

describe('package boundaries (pnpm boundaries)', () => {
  it.each(Object.keys(PROBES))('%s: a forbidden import is reported', (rule) => {
    const found = violations.filter((v) => v.rule.name === rule).map((v) => v.from);
    expect(found).toContain(path.relative(root, probePath(rule)));
  });

  it('reports nothing else about the probes', () => {
    const unexpected = violations.filter((v) => !v.from.endsWith(`/${v.rule.name}.ts`));
    expect(unexpected).toEqual([]);
  });
});

/**
 * The rules of scripts/engine-boundary.mjs (code, not imports): one probe file
 * per violation, each of which must be reported under its rule.
 */
const ENGINE_PROBES = {
  'engine-reads-no-http: a cookie': [
    'engine-reads-no-http',
    'packages/commerce/src',
    'export const sessionCookie = (value: string) => `s=${value}`;',
  ],
  'engine-reads-no-http: a CSRF check': [
    'engine-reads-no-http',
    'packages/commerce/src',
    'export function requireCsrfToken(token: string) { return token; }',
  ],
  'engine-reads-no-http: a Request': [
    'engine-reads-no-http',
    'packages/commerce/src',
    'export const urlOf = (incoming: Request) => incoming.url;',
  ],
  'engine-reads-no-http: a header name': [
    'engine-reads-no-http',
    'packages/commerce/src',
    "export const countryOf = (values: Map<string, string>) => values.get('cf-ipcountry');",
  ],
  'engine-env-in-one-place': [
    'engine-env-in-one-place',
    'packages/commerce/src',
    'export const storeUrl = process.env.STORE_URL;',
  ],
  'app-has-no-engine-db: commerce.db': [
    'app-has-no-engine-db',
    'apps/storefront/app',
    "export const rows = (commerce: { db: { query(sql: string): unknown } }) => commerce.db.query('SELECT 1');",
  ],
  'app-has-no-engine-db: a second connection': [
    'app-has-no-engine-db',
    'apps/storefront/server',
    "import { connectDatabase } from '@vitrine/commerce/testing';\nexport const open = () => connectDatabase({});",
  ],
};

const ENGINE_PROBE_DIR = '__engine_boundary_probe__';
const engineProbePath = (probe) =>
  path.join(root, ENGINE_PROBES[probe][1], ENGINE_PROBE_DIR, `${probe.replace(/[^a-z]+/gi, '-')}.ts`);

describe('engine boundary (pnpm boundaries: scripts/engine-boundary.mjs)', () => {
  let report = '';
  let status = 0;

  beforeAll(() => {
    for (const probe of Object.keys(ENGINE_PROBES)) {
      mkdirSync(path.dirname(engineProbePath(probe)), { recursive: true });
      writeFileSync(engineProbePath(probe), `${ENGINE_PROBES[probe][2]}\n`);
    }
    const run = spawnSync('node', [path.join(root, 'scripts/engine-boundary.mjs'), root], { encoding: 'utf8' });
    report = run.stderr;
    status = run.status ?? -1;
  }, 60_000);

  afterAll(() => {
    for (const probe of Object.keys(ENGINE_PROBES))
      rmSync(path.dirname(engineProbePath(probe)), { recursive: true, force: true });
  });

  it.each(Object.keys(ENGINE_PROBES))('%s is reported', (probe) => {
    const file = path.relative(root, engineProbePath(probe)).split(path.sep).join('/');
    expect(report).toContain(`${ENGINE_PROBES[probe][0]}: ${file}:`);
  });

  it('fails the run, and reports nothing but the probes', () => {
    expect(status).toBe(1);
    const lines = report.split('\n').filter((line) => /^[a-z-]+: /.test(line));
    expect(lines.filter((line) => !line.includes(`/${ENGINE_PROBE_DIR}/`))).toEqual([]);
  });
});

/**
 * `engine-entry-takes-no-db` reads the engine's own entry, which a probe file beside it cannot add to: its
 * probes are a small engine in a temporary folder (the real `Db` and compiler settings, an entry exporting
 * each probe), and the rule is run on that folder. Each probe is [the entry's line, its module, the name
 * reported]; the last ones take no database and must not be reported.
 */
const ENTRY_PROBES = {
  'a constructor over Db': [
    "export { createLedger } from './ledger';",
    "export function createLedger(db: Db) {\n  return { count: () => db.query('SELECT count(*) FROM orders') };\n}",
    'createLedger',
  ],
  'a renamed arrow function through export *': [
    "export * from './sweep';",
    "const sweep = (tx: Db, now: Date) => tx.query('SELECT $1', [now]);\nexport { sweep as sweepExpired };",
    'sweepExpired',
  ],
  'a Kysely query builder, in a namespace export': [
    "export * as tools from './tools';",
    "import type { Kysely } from 'kysely';\nexport function countRows(query: Kysely<Record<string, never>>) {\n  return query;\n}",
    'tools.countRows',
  ],
  'an options object holding the database': [
    "export { openReports } from './reports';",
    'export function openReports(options: { db: Db; now?: Date }) {\n  return options;\n}',
    'openReports',
  ],
  'part of Db, as a later parameter': [
    "export { runReport } from './run-report';",
    "export function runReport(name: string, db: Pick<Db, 'query'>) {\n  return db.query(name);\n}",
    'runReport',
  ],
  'an object of functions over Db': [
    "export { reports } from './report-tools';",
    "export const reports = { list: (db: Db) => db.query('SELECT 1') };",
    'reports',
  ],
  'pure code and types (not reported)': [
    "export { formatTotal, Report, type Db } from './pure';",
    "export type { Db } from './db/db.types';\nexport const formatTotal = (cents: number) => (cents / 100).toFixed(2);\nexport class Report {\n  constructor(readonly title: string) {}\n}",
    undefined,
  ],
};

describe('engine boundary on the entry (engine-entry-takes-no-db)', () => {
  let probeRoot = '';
  let report = '';
  let status = 0;

  beforeAll(() => {
    probeRoot = mkdtempSync(path.join(os.tmpdir(), 'vitrine-entry-probe-'));
    const engine = path.join(probeRoot, 'packages/commerce');
    mkdirSync(path.join(engine, 'src/db'), { recursive: true });
    mkdirSync(path.join(probeRoot, 'apps'));
    copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(probeRoot, 'tsconfig.base.json'));
    copyFileSync(path.join(root, 'packages/commerce/tsconfig.json'), path.join(engine, 'tsconfig.json'));
    copyFileSync(path.join(root, 'packages/commerce/src/db/db.types.ts'), path.join(engine, 'src/db/db.types.ts'));
    symlinkSync(path.join(root, 'packages/commerce/node_modules'), path.join(engine, 'node_modules'), 'dir');
    const entry = [];
    for (const [line, module] of Object.values(ENTRY_PROBES)) {
      entry.push(line);
      const file = /from '\.\/([a-z-]+)'/.exec(line)[1];
      writeFileSync(path.join(engine, 'src', `${file}.ts`), `import type { Db } from './db/db.types';\n${module}\n`);
    }
    writeFileSync(path.join(engine, 'src/index.ts'), `${entry.join('\n')}\n`);
    const run = spawnSync('node', [path.join(root, 'scripts/engine-boundary.mjs'), probeRoot], { encoding: 'utf8' });
    report = run.stderr;
    status = run.status ?? -1;
  }, 60_000);

  afterAll(() => {
    if (probeRoot) rmSync(probeRoot, { recursive: true, force: true });
  });

  const reported = Object.entries(ENTRY_PROBES).filter(([, [, , name]]) => name);
  it.each(reported.map(([probe]) => probe))('%s is reported', (probe) => {
    const [, , name] = ENTRY_PROBES[probe];
    const line = Object.keys(ENTRY_PROBES).indexOf(probe) + 1;
    expect(report).toContain(`engine-entry-takes-no-db: packages/commerce/src/index.ts:${line}: exports ${name} (`);
  });

  it('fails the run, and reports nothing else', () => {
    expect(status).toBe(1);
    const lines = report.split('\n').filter((line) => /^[a-z-]+: /.test(line));
    expect(lines).toHaveLength(reported.length);
  });
});
