#!/usr/bin/env node
// `pnpm restore <file> [--replace]`: puts a `pnpm backup` copy back.
// - PostgreSQL (DATABASE_URL, a .dump file): pg_restore in one transaction, so a restore that
//   fails part-way leaves the database as it was. A database that already holds tables is
//   refused unless --replace is given (then its objects are dropped and recreated from the copy).
// - Embedded (VITRINE_DATA_DIR, a .tar.gz file): the store must be stopped (its pgdata.lock is
//   checked). An existing pgdata folder is refused unless --replace is given, and even then it is
//   kept beside the new one as pgdata.before-restore-<time>, never deleted.
// Exit codes: 0 restored, 1 the restore failed, 2 refused (wrong arguments, a running store, data in the way).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const HELP = `Usage: pnpm restore <backup file> [--replace]

Restores a copy made by \`pnpm backup\`:
  with DATABASE_URL set   a pg_dump custom-format file (.dump) into that PostgreSQL database
  without it              an embedded-database copy (.tar.gz) into VITRINE_DATA_DIR (default .data),
                          with the store stopped

--replace   restore over a database or data folder that already holds a store
            (PostgreSQL: its tables are dropped and recreated; embedded: the old folder is kept
            as pgdata.before-restore-<time>)`;

if (args.includes('--help') || args.includes('-h')) {
  console.log(HELP);
  process.exit(0);
}
const replace = args.includes('--replace');
const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--replace');
const files = args.filter((arg) => !arg.startsWith('-'));
if (unknown.length > 0 || files.length !== 1) {
  console.error(unknown.length > 0 ? `Unknown option ${unknown[0]}.\n\n${HELP}` : HELP);
  process.exit(2);
}
const file = path.resolve(files[0]);
if (!existsSync(file)) {
  console.error(`No backup file at ${file}.`);
  process.exit(2);
}

/** Runs a PostgreSQL client program; exits with a clear message when it is not installed. */
function run(program, programArgs, options = {}) {
  const result = spawnSync(program, programArgs, { encoding: 'utf8', ...options });
  if (result.error) {
    console.error(`${program} could not be run (${result.error.message}): install PostgreSQL's client programs.`);
    process.exit(2);
  }
  return result;
}

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  if (!file.endsWith('.dump')) {
    console.error(
      `${path.basename(file)} is not a PostgreSQL backup (.dump): embedded copies restore without DATABASE_URL.`,
    );
    process.exit(2);
  }
  const listed = run('pg_restore', ['--list', file]);
  if (listed.status !== 0) {
    console.error(`${file} is not a readable pg_dump archive:\n${listed.stderr}`);
    process.exit(2);
  }
  const tables = run('psql', [
    '--no-psqlrc',
    '--tuples-only',
    '--no-align',
    '--dbname',
    databaseUrl,
    '--command',
    "SELECT count(*) FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
  ]);
  if (tables.status !== 0) {
    console.error(`Could not reach the database:\n${tables.stderr}`);
    process.exit(1);
  }
  if (Number(tables.stdout.trim()) > 0 && !replace) {
    console.error(
      `The database already holds ${tables.stdout.trim()} table(s). Restore into an empty database, or give --replace to drop them and restore the copy.`,
    );
    process.exit(2);
  }
  const restore = run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(replace ? ['--clean', '--if-exists'] : []),
      '--dbname',
      databaseUrl,
      file,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (restore.status !== 0) {
    console.error('pg_restore failed; the database was left as it was (the restore is one transaction).');
    process.exit(1);
  }
  console.log(`Restored ${path.basename(file)} into the PostgreSQL database.`);
  process.exit(0);
}

// The embedded database.
if (!file.endsWith('.tar.gz')) {
  console.error(
    `${path.basename(file)} is not an embedded-database copy (.tar.gz): PostgreSQL backups need DATABASE_URL.`,
  );
  process.exit(2);
}
const dataDir = path.resolve(process.env.VITRINE_DATA_DIR || path.join(root, '.data'));
const lockFile = path.join(dataDir, 'pgdata.lock');
if (existsSync(lockFile)) {
  let pid;
  try {
    ({ pid } = JSON.parse(readFileSync(lockFile, 'utf8')));
    process.kill(pid, 0);
  } catch {
    pid = undefined; // a lock left by a process that no longer runs
  }
  if (pid !== undefined) {
    console.error(`The store in ${dataDir} is running (process ${pid}): stop it before restoring.`);
    process.exit(2);
  }
}
const pgdata = path.join(dataDir, 'pgdata');
const occupied = existsSync(pgdata) && readdirSync(pgdata).length > 0;
if (occupied && !replace) {
  console.error(
    `${pgdata} already holds a store. Restore into an empty VITRINE_DATA_DIR, or give --replace (the old folder is kept).`,
  );
  process.exit(2);
}
// Unpacked beside the target first, so a broken archive leaves the folder as it was.
const incoming = `${pgdata}.restoring`;
rmSync(incoming, { recursive: true, force: true });
mkdirSync(incoming, { recursive: true });
const unpack = spawnSync('tar', ['-xzf', file, '-C', incoming], { encoding: 'utf8' });
if (unpack.error || unpack.status !== 0 || !existsSync(path.join(incoming, 'PG_VERSION'))) {
  rmSync(incoming, { recursive: true, force: true });
  console.error(
    `${file} could not be unpacked as an embedded-database copy:\n${unpack.stderr ?? unpack.error?.message ?? ''}`,
  );
  process.exit(1);
}
if (occupied) {
  const kept = `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(pgdata, kept);
  console.log(`The store that was there is kept in ${kept}.`);
} else {
  rmSync(pgdata, { recursive: true, force: true });
}
renameSync(incoming, pgdata);
console.log(`Restored ${path.basename(file)} into ${pgdata}. Copy media/ and uploads/ along if they are not there.`);
