import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** A database of its own for this run, on the PostgreSQL server `scripts/start-postgres.sh` starts. */
export interface BenchDatabase {
  url: string;
  name: string;
  /** Runs one statement on it. */
  query<T extends object>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts (or finds) the PostgreSQL server and creates a fresh database named `name`. */
export async function createBenchDatabase(root: string, name: string): Promise<BenchDatabase> {
  const { stdout } = await run('bash', [path.join(root, 'scripts/start-postgres.sh')], { cwd: root });
  const serverUrl = stdout.trim().split('\n').at(-1)!;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  return {
    url,
    name,
    async query<T extends object>(sql: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<T>(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
