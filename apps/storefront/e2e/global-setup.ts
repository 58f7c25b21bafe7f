import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { freePort } from './own-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's data folder: tests read the e-mails the development transport writes to `<dataDir>/mail`. */
    dataDir: string;
    /** The storefront's own PostgreSQL database: journeys end by checking what it holds. */
    databaseUrl: string;
  }
}

const appDir = path.resolve(import.meta.dirname, '..');

const repoRoot = path.resolve(appDir, '../..');
const buildDir = process.env.VITRINE_BUILD_DIR || 'build';

/**
 * A fresh database on the test PostgreSQL server (E2E_DATABASE_URL, else the one
 * scripts/start-postgres.sh starts), so journeys can read what the store wrote.
 */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  let serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) {
    const started = spawnSync('bash', [path.join(repoRoot, 'scripts/start-postgres.sh')], { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`could not start PostgreSQL:\n${started.stderr}`);
    serverUrl = started.stdout.trim();
  }
  const name = `vitrine_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A started storefront: its address, its data folder and database, and how to stop it (removing both). */
export interface StartedStorefront {
  baseURL: string;
  dataDir: string;
  databaseUrl: string;
  /** Everything the server printed so far (its logged errors among it). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts a built storefront (`buildDir`, the build's folder) on a fresh
 * database and its own temp data folder, so the demo catalog and its images
 * are generated as on a first start; `env` adds to the server's environment.
 */
export async function startStorefront({
  buildDir: folder = buildDir,
  env = {},
}: { buildDir?: string; env?: Record<string, string> } = {}): Promise<StartedStorefront> {
  const database = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'));
  const port = await freePort();
  const startedAt = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      VITRINE_DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      VITRINE_BUILD_DIR: folder,
      // Tests that count rate limits speak for their own shopper address (X-Forwarded-For from loopback).
      TRUST_PROXY: 'loopback',
      // Links in e-mails point here; journeys open them as a shopper would, from the written mail.
      STORE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`storefront did not start:\n${output}`)), 150_000);
      child.on('exit', (code) => reject(new Error(`storefront exited with ${code}:\n${output}`)));
      const poll = setInterval(() => {
        if (output.includes('storefront ready')) {
          clearInterval(poll);
          clearTimeout(timer);
          resolve();
        }
      }, 50);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`storefront started for e2e in ${Date.now() - startedAt} ms on port ${port}`);
  return { baseURL: `http://127.0.0.1:${port}`, dataDir, databaseUrl: database.url, output: () => output, stop };
}

/** Starts the built storefront for the journeys, which share it. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(appDir, buildDir, 'server/index.js'))) {
    const build = spawnSync('pnpm', ['build'], { cwd: appDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('storefront build failed');
  }
  const storefront = await startStorefront();
  project.provide('baseURL', storefront.baseURL);
  project.provide('dataDir', storefront.dataDir);
  project.provide('databaseUrl', storefront.databaseUrl);
  return storefront.stop;
}
