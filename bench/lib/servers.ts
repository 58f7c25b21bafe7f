import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server process this run started: the only processes the bench ever stops. */
export interface Server {
  name: string;
  port: number;
  pid: number;
  url: string;
  /** Milliseconds from spawn until it answered its first page. */
  startMs: number;
  /** The PostgreSQL database it uses, if any (its backends' CPU counts as the server's). */
  databaseName?: string;
  child: ChildProcess;
}

/** Ports the bench may use (4100–4199). */
export const PORTS = { floor: 4100, embedded: 4101, postgres: 4102 } as const;

const started = new Set<Server>();

export interface StartOptions {
  name: string;
  port: number;
  cwd: string;
  script: string;
  env: Record<string, string | undefined>;
  /** Where its output goes. */
  logFile: string;
  /** A page that answers 200 once the server is ready. */
  readyPath: string;
  timeoutMs: number;
}

/** Starts `node <script>` and waits until `readyPath` answers 200. */
export async function startServer(options: StartOptions): Promise<Server> {
  const began = performance.now();
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(options.port), HOST: '127.0.0.1' };
  for (const [name, value] of Object.entries(options.env)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const child = spawn(process.execPath, [options.script], { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  if (child.pid === undefined) throw new Error(`${options.name} did not start`);
  const url = `http://127.0.0.1:${options.port}`;
  const server: Server = { name: options.name, port: options.port, pid: child.pid, url, startMs: 0, child };
  started.add(server);
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited (${child.exitCode}); see ${options.logFile}`);
    try {
      const response = await fetch(url + options.readyPath, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.ok) {
        server.startMs = Math.round(performance.now() - began);
        return server;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stopServer(server);
  throw new Error(`${options.name} was not ready within ${options.timeoutMs} ms; see ${options.logFile}`);
}

/** Peak resident memory of the process so far (VmHWM), in bytes. */
export async function peakRss(server: Server): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time the process has used so far, in clock ticks (user + system, from /proc/PID/stat). */
export async function cpuTicks(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from field 3 on: utime is field 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until the server has finished what a load left behind: answers to
 * connections the load generator already closed still run after it stops, and
 * would slow whatever is measured next. Sends one probe request (queued behind
 * that backlog), then waits until the process stays under 5% of a core for half
 * a second (at most `maxMs`).
 */
export async function settle(server: Server, probePath: string, maxMs = 20_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  try {
    const response = await fetch(server.url + probePath, { signal: AbortSignal.timeout(maxMs) });
    await response.arrayBuffer();
  } catch {
    // A probe that fails or times out still means the backlog had its time.
  }
  const interval = 250;
  let quiet = 0;
  let last = await cpuTicks(server.pid).catch(() => 0);
  while (quiet < 2 && Date.now() < deadline) {
    await sleep(interval);
    const now = await cpuTicks(server.pid).catch(() => last);
    // Clock ticks are hundredths of a second on Linux: 5% of 250 ms is 1.25 ticks.
    quiet = now - last <= 1 ? quiet + 1 : 0;
    last = now;
  }
}

/** Milliseconds of CPU per clock tick (Linux counts hundredths of a second). */
export const MS_PER_TICK = 10;

/**
 * CPU time the server has used so far, in clock ticks: its own process and, on
 * PostgreSQL, the database server's backends connected to its database (their
 * process titles name it). Unlike req/s, it barely moves when other work
 * shares the machine.
 */
export async function serverCpuTicks(server: Server): Promise<number> {
  let ticks = await cpuTicks(server.pid).catch(() => 0);
  if (!server.databaseName) return ticks;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const title = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (title.startsWith('postgres: ') && title.split(' ').includes(server.databaseName)) {
      ticks += await cpuTicks(Number(entry)).catch(() => 0);
    }
  }
  return ticks;
}

/** True when the process is still the server this run started on that port (its environment says so). */
async function isOurs(server: Server): Promise<boolean> {
  try {
    const environ = await readFile(`/proc/${server.pid}/environ`, 'utf8');
    return environ.split('\0').includes(`PORT=${server.port}`);
  } catch {
    return false;
  }
}

/** Stops a server this run started: SIGTERM, then SIGKILL after 20 s; waits for the exit. */
export async function stopServer(server: Server): Promise<void> {
  started.delete(server);
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  if (!(await isOurs(server))) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/** Stops every server still running (on the way out, also after a failure). */
export async function stopAll(): Promise<void> {
  await Promise.all([...started].map(stopServer));
}

export interface StorefrontOptions {
  name: string;
  port: number;
  root: string;
  dataDir: string;
  databaseUrl?: string;
  logDir: string;
}

/** The storefront as `apps/storefront/server.mjs` runs in production, on the embedded database or PostgreSQL. */
export async function startStorefront(options: StorefrontOptions): Promise<Server> {
  const server = await startServer({
    name: options.name,
    port: options.port,
    cwd: path.join(options.root, 'apps/storefront'),
    script: 'server.mjs',
    env: {
      NODE_ENV: 'production',
      VITRINE_DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
    },
    logFile: path.join(options.logDir, `${options.name}.log`),
    readyPath: '/',
    timeoutMs: 300_000,
  });
  if (options.databaseUrl) server.databaseName = new URL(options.databaseUrl).pathname.slice(1);
  return server;
}

/** The floor app (bench/floor), built beforehand. */
export function startFloor(root: string, logDir: string): Promise<Server> {
  return startServer({
    name: 'floor',
    port: PORTS.floor,
    cwd: path.join(root, 'bench/floor'),
    script: 'server.mjs',
    env: { NODE_ENV: 'production' },
    logFile: path.join(logDir, 'floor.log'),
    readyPath: '/',
    timeoutMs: 30_000,
  });
}
