#!/usr/bin/env node
// `vitrine`: the store's command line. It runs the built program (`dist/`, made by `pnpm build`) when
// that is newer than every source it was made from; otherwise (a fresh clone, an edited source) it runs
// the workspace's TypeScript through tsx's loader, which takes about 1.5 s longer to start.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const packages = path.resolve(here, '../..');
const built = path.join(here, '../dist/main.js');

/** Test files are not part of the program: editing one leaves the build current. */
const isTest = (name) => /\.test\.tsx?$/.test(name);

/** The newest modification time of the program's files under `folder` (0 when it does not exist). */
function newest(folder) {
  let latest = 0;
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else if (!isTest(entry.name)) latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

function builtIsCurrent() {
  let builtAt;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    return false;
  }
  const sources = ['cli/src', 'commerce/src', 'headless/src'].map((folder) => path.join(packages, folder));
  const lockfile = path.join(packages, '../pnpm-lock.yaml');
  return [...sources.map(newest), statSync(lockfile, { throwIfNoEntry: false })?.mtimeMs ?? 0].every(
    (time) => time <= builtAt,
  );
}

// A reader that stops early (`vitrine export | head`) is no error of ours.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}
let main;
if (process.env.VITRINE_CLI_FROM_SOURCES !== '1' && builtIsCurrent()) {
  ({ main } = await import('../dist/main.js'));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
