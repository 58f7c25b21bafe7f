/** Running the command as a merchant would, on fresh stores. */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { connectDatabase } from '@vitrine/commerce/testing';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const BIN = path.resolve(HERE, '../bin/vitrine.mjs');
export const FIXTURE = path.resolve(HERE, '../../commerce/src/catalog/csv/fixtures/products.csv');
/** Set to run the same tests on a real PostgreSQL server (a fresh schema per store) instead of PGlite. */
export const DATABASE_URL = process.env.DATABASE_URL || undefined;

export const scratch = mkdtempSync(path.join(tmpdir(), 'vitrine-cli-'));
const schemas: string[] = [];

/** Each test file that imports this cleans up after itself. */
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  if (DATABASE_URL && schemas.length > 0) {
    const db = await connectDatabase({ databaseUrl: DATABASE_URL });
    try {
      for (const schema of schemas) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } finally {
      await db.close();
    }
  }
});

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command as a merchant would: its own process, no terminal. */
export function vitrine(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    const childEnv = { ...process.env, ...env };
    delete childEnv.DATABASE_URL;
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: childEnv, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

let stores = 0;
/** Options naming a new, empty store. */
export function freshStore(): string[] {
  stores += 1;
  if (DATABASE_URL) {
    const schema = `cli_${randomBytes(5).toString('hex')}`;
    schemas.push(schema);
    return ['--database-url', DATABASE_URL, '--schema', schema];
  }
  return ['--data-dir', path.join(scratch, `store-${stores}`)];
}
