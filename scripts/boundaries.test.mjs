import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const PROBE_DIR = '__boundary_probe__';

/** One file per rule, each importing what that rule forbids, placed where the rule looks. */
const PROBES = {
  'no-app-imports-another-app': ['apps/storybook', "import '../../storefront/app/root';"],
  'nothing-imports-an-app': ['packages/ui/src', "import '../../../../apps/storefront/app/routes';"],
  'headless-pure-modules-import-no-react': ['packages/headless/src', "import { useState } from 'react';\nexport const probe = useState;"],
  'headless-has-no-dom-css-radix-or-server': ['packages/headless/src', "import '@radix-ui/react-dialog';"],
  'headless-no-node-builtins': ['packages/headless/src', "import 'node:fs';"],
  'ui-builds-on-headless-only': ['packages/ui/src', "import '@vitrine/i18n';"],
  'themes-use-the-contract-only': ['packages/themes/vogue/src', "import '@vitrine/ui';"],
  'i18n-is-texts-only': ['packages/i18n/src', "import '@vitrine/commerce';"],
  'commerce-has-no-react-or-http-framework': ['packages/commerce/src', "import 'react';"],
  'commerce-reads-only-the-headless-contract': ['packages/commerce/src', "import '@vitrine/headless';"],
  'storybook-never-reaches-the-engine-at-runtime': ['apps/storybook', "import '@vitrine/commerce';"],
  'cli-uses-the-engine-through-its-index': ['packages/cli/src', "import '../../../commerce/src/catalog/csv/import';"],
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
    output = execFileSync('pnpm', ['exec', 'depcruise', ...files, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
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
