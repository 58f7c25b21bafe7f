import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's data folder: tests read the e-mails the development transport writes to `<dataDir>/mail`. */
    dataDir: string;
  }
}

const appDir = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built storefront on a fresh embedded database (its own temp data
 * folder, so the demo catalog and its images are generated as on a first start).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(appDir, 'build/server/index.js'))) {
    const build = spawnSync('pnpm', ['build'], { cwd: appDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('storefront build failed');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'));
  const port = await freePort();
  const startedAt = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', VITRINE_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
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
  console.log(`storefront started for e2e in ${Date.now() - startedAt} ms on port ${port}`);
  project.provide('baseURL', `http://127.0.0.1:${port}`);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
