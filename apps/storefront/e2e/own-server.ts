import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const appDir = path.resolve(import.meta.dirname, '..');

/** A storefront process of the test's own (beside the shared e2e server), for tests that stop or kill it. */
export interface OwnServer {
  baseURL: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function freePort(): Promise<number> {
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
 * Starts the built storefront with `env` on top of the shared server's settings
 * and waits for its ready line. `entry: 'cluster.mjs'` starts several processes
 * on one port (VITRINE_PROCESSES) and waits until all of them listen.
 */
export async function startOwnServer(
  env: Record<string, string>,
  { entry = 'server.mjs', port: chosenPort }: { entry?: 'server.mjs' | 'cluster.mjs'; port?: number } = {},
): Promise<OwnServer> {
  const port = chosenPort ?? (await freePort());
  const readyLine = entry === 'cluster.mjs' ? /storefront ready in \d+ processes/ : /storefront ready/;
  const baseEnv: Record<string, string | undefined> = { ...process.env };
  delete baseEnv.DATABASE_URL;
  const child = spawn(process.execPath, [entry], {
    cwd: appDir,
    env: {
      ...baseEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      STORE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`storefront did not start:\n${output}`)), 120_000);
    void exited.then(({ code }) => reject(new Error(`storefront exited with ${code}:\n${output}`)));
    const poll = setInterval(() => {
      if (readyLine.test(output)) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
  });
  return { baseURL: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}
