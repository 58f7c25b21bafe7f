#!/usr/bin/env node
// `pnpm start`: builds the storefront when its sources changed, then serves it.
// The server applies database migrations and loads the demo catalog on first run
// (embedded PGlite in .data/ unless DATABASE_URL points at a PostgreSQL server).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storefront = path.join(root, 'apps/storefront');
const builtServer = path.join(storefront, 'build/server/index.js');

/** Newest modification time of any source file the storefront build reads. */
function newestSource(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sourceDirs = [path.join(storefront, 'app'), path.join(storefront, 'server'), path.join(root, 'packages')];
const needsBuild =
  !existsSync(builtServer) || Math.max(...sourceDirs.map(newestSource)) > statSync(builtServer).mtimeMs;

if (needsBuild) {
  console.log('Building the storefront…');
  const build = spawnSync('pnpm', ['--filter', '@vitrine/storefront', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.PORT || '3000',
  VITRINE_DATA_DIR: process.env.VITRINE_DATA_DIR || path.join(root, '.data'),
};
console.log(
  env.DATABASE_URL
    ? 'Starting Vitrine on PostgreSQL (DATABASE_URL)…'
    : `Starting Vitrine on the embedded database in ${env.VITRINE_DATA_DIR}…`,
);
// VITRINE_PROCESSES (with DATABASE_URL): several storefront processes on one port (cluster.mjs).
const entry = env.VITRINE_PROCESSES ? 'cluster.mjs' : 'server.mjs';
const server = spawn(process.execPath, [entry], { cwd: storefront, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
