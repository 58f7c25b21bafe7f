#!/usr/bin/env node
// `pnpm backup`: a copy of the store's embedded database (PGlite) while it runs.
// The data folder belongs to one process at a time (pgdata.lock names it), so this asks
// that server for the copy (SIGUSR2) and waits for <data folder>/backups/vitrine-<time>.tar.gz.
// A stopped store is backed up by copying its data folder. On PostgreSQL use pg_dump.
// Restore: docs/RELIABILITY.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(process.env.VITRINE_DATA_DIR || path.join(root, '.data'));
const lockFile = path.join(dataDir, 'pgdata.lock');
const backups = path.join(dataDir, 'backups');
const WAIT_MS = Number(process.env.VITRINE_BACKUP_WAIT_MS || 120_000);

if (process.env.DATABASE_URL) {
  console.error('The store runs on PostgreSQL: back it up with pg_dump (docs/RELIABILITY.md).');
  process.exit(2);
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
