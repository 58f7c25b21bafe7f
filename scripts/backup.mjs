#!/usr/bin/env node
// `pnpm backup`: a copy of the store's database while it runs; prints the file's path.
// - PostgreSQL (DATABASE_URL): pg_dump's custom format, one consistent snapshot taken while
//   orders go on, written to <data folder>/backups/vitrine-<time>.dump (VITRINE_BACKUP_DIR to
//   choose another folder).
// - Embedded (PGlite): the data folder belongs to one process at a time (pgdata.lock names it),
//   so this asks that server for the copy (SIGUSR2) and waits for
//   <data folder>/backups/vitrine-<time>.tar.gz (the server writes it there). A stopped store is backed up by copying its folder.
// Restore either with `pnpm restore <file>` (scripts/restore.mjs; docs/RELIABILITY.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(process.env.VITRINE_DATA_DIR || path.join(root, '.data'));
const lockFile = path.join(dataDir, 'pgdata.lock');
const backups = path.join(dataDir, 'backups');
const WAIT_MS = Number(process.env.VITRINE_BACKUP_WAIT_MS || 120_000);

if (process.env.DATABASE_URL) {
  const folder = path.resolve(process.env.VITRINE_BACKUP_DIR || backups);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `vitrine-${new Date().toISOString().replace(/[:.]/g, '-')}.dump`);
  // Written under a temporary name first, so a half-written file never looks like a backup.
  const dump = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}.partial`, process.env.DATABASE_URL],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (dump.error) {
    console.error(`pg_dump could not be run (${dump.error.message}): install PostgreSQL's client programs.`);
    process.exit(2);
  }
  if (dump.status !== 0) {
    rmSync(`${file}.partial`, { force: true });
    console.error('pg_dump failed; no backup was written.');
    process.exit(1);
  }
  renameSync(`${file}.partial`, file);
  console.log(file);
  process.exit(0);
}
if (!existsSync(lockFile)) {
  console.error(`No running store holds ${dataDir}: stop-state folders are backed up by copying them (cp -a).`);
  process.exit(2);
}
const { pid } = JSON.parse(readFileSync(lockFile, 'utf8'));
const list = () => (existsSync(backups) ? readdirSync(backups).filter((name) => name.endsWith('.tar.gz')) : []);
const before = new Set(list());
try {
  process.kill(pid, 'SIGUSR2');
} catch {
  console.error(`The lock names process ${pid}, which no longer runs: the folder can be copied as it is.`);
  process.exit(2);
}
const deadline = Date.now() + WAIT_MS;
while (Date.now() < deadline) {
  const made = list().find((name) => !before.has(name));
  if (made) {
    console.log(path.join(backups, made));
    process.exit(0);
  }
  await new Promise((done) => setTimeout(done, 200));
}
console.error(`No backup appeared in ${backups} within ${WAIT_MS} ms; see the server's log.`);
process.exit(1);
