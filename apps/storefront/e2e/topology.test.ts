import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '@vitrine/commerce/testing';
import type { Product, ProductList } from '@vitrine/headless';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SHOPPER_ADDRESS } from './account-helpers';
import { closeDb, dbQuery } from './db';
import { freePort, startOwnServer, type OwnServer } from './own-server';
import { brokenInvariants, onHand, unitsSold, type Query } from './store-invariants';

/**
 * The production topology: several storefront processes (cluster.mjs) on one
 * PostgreSQL server, and what the store does when a process or the database
 * dies mid-burst. Sizes are CI's; `pnpm test:long` runs them larger.
 */
const BUYERS = Number(process.env.TOPOLOGY_BUYERS || 40);
const UNITS = Number(process.env.TOPOLOGY_UNITS || 5);
const BURST = Number(process.env.TOPOLOGY_BURST || 24);
/** Time limits grow with the sizes (`pnpm test:long`). */
const SCALE = Math.max(1, BUYERS / 40, BURST / 24);
/** How long shoppers keep retrying after a crash before the test calls the store down. */
const RETRY_FOR_MS = 60_000;

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const CARD = { number: '4242424242424242', expiry_month: 12, expiry_year: 2040, cvc: '123', name: 'Ada Lovelace' };

interface Answer {
  status: number;
  orderNumber?: string;
  code?: string;
  error?: string;
}

/** A shopper of the burst: their own client address (rate limits are per shopper), cart and checkout key. */
interface Shopper {
  ip: string;
  cookie: string;
  key: string;
}

/** Stock the tests changed on the shared store, put back afterwards so later journeys find it as it was. */
const stockToRestore = new Map<number, number>();
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  for (const [variantId, onHandBefore] of stockToRestore) {
    await dbQuery('UPDATE inventory_levels SET on_hand = $2 WHERE variant_id = $1', [variantId, onHandBefore]);
  }
  await closeDb();
});

/** Sets a variant's stock on the shared store for one test (restored after the file). */
async function setSharedStock(variantId: number, onHandNow: number) {
  if (!stockToRestore.has(variantId)) stockToRestore.set(variantId, await onHand(dbQuery, variantId));
  await dbQuery('UPDATE inventory_levels SET on_hand = $2 WHERE variant_id = $1', [variantId, onHandNow]);
}

async function variantWithStock(baseURL: string): Promise<number> {
  const list = (await (await fetch(`${baseURL}/api/store/products?page_size=100`)).json()) as ProductList;
  for (const summary of list.products) {
    const { product } = (await (await fetch(`${baseURL}/api/store/products/${summary.handle}`)).json()) as {
      product: Product;
    };
    const variant = product.variants.find((v) => v.available > 0);
    if (variant) return variant.ID;
  }
  throw new Error('no variant in stock');
}

async function shoppers(baseURL: string, variantId: number, count: number, tag: string): Promise<Shopper[]> {
  const made: Shopper[] = [];
  for (let n = 1; n <= count; n += 1) {
    const ip = `10.${90 + (tag.length % 9)}.${Math.floor(n / 200)}.${n % 200}`;
    const response = await fetch(`${baseURL}/api/store/cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    made.push({ ip, cookie, key: `${tag}-${n}` });
  }
  return made;
}

/** One checkout on a connection of its own (a killed process resets it); never throws. */
function checkoutOnce(baseURL: string, shopper: Shopper, email: string): Promise<Answer> {
  const body = JSON.stringify({
    email,
    shipping_address: SHOPPER_ADDRESS,
    payment_method: 'test_card',
    card: CARD,
    idempotency_key: shopper.key,
  });
  return new Promise<Answer>((resolve) => {
    const request = http.request(`${baseURL}/api/store/cart/checkout`, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', Cookie: shopper.cookie, 'X-Forwarded-For': shopper.ip },
    });
    request.setTimeout(30_000, () => request.destroy(new Error('no answer in 30 s')));
    request.on('error', (error) => resolve({ status: 0, error: String(error) }));
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('error', (error) => resolve({ status: 0, error: String(error) }));
      response.on('end', () => {
        try {
          const parsed = JSON.parse(text) as { order?: { number: string }; code?: string };
          resolve({ status: response.statusCode ?? 0, orderNumber: parsed.order?.number, code: parsed.code });
        } catch {
          resolve({ status: response.statusCode ?? 0, error: text.slice(0, 200) });
        }
      });
    });
    request.end(body);
  });
}

/**
 * What a shopper's browser does after a dropped connection or a 503: send the
 * same checkout again (same idempotency key) until the store answers it.
 */
async function checkoutUntilAnswered(baseURL: string, shopper: Shopper, email: string, first: Answer): Promise<Answer> {
  let answer = first;
  const deadline = Date.now() + RETRY_FOR_MS;
  while ((answer.status === 0 || answer.status === 503) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await checkoutOnce(baseURL, shopper, email);
  }
  return answer;
}

/** CPU time a process has used, in clock ticks (Linux /proc). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/** Open TCP connections a process holds on `port` (its accepted shoppers), from /proc. */
function connectionsOn(pid: number, port: number): number {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match?.[1]) inodes.add(match[1]);
    } catch {
      // closed meanwhile
    }
  }
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let count = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local address, state 01 = established, inode
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '01' && inodes.has(fields[9] ?? '')) count += 1;
    }
  }
  return count;
}

/** The storefront processes the cluster's ready line names. */
function processPids(server: OwnServer): number[] {
  const match = /storefront ready in \d+ processes \(([\d, ]+)\)/.exec(server.output());
  return (match?.[1] ?? '').split(', ').map(Number);
}

async function stopCluster(server: OwnServer) {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Exactly one live order per shopper of the burst, every unit accounted for, every invariant. */
async function expectBurstSettled(
  query: Query,
  {
    email,
    variantId,
    stockBefore,
    answers,
    baseURL,
    shoppersOfBurst,
  }: {
    email: string;
    variantId: number;
    stockBefore: number;
    answers: Answer[];
    baseURL: string;
    shoppersOfBurst: Shopper[];
  },
) {
  expect(
    answers.filter((answer) => !answer.orderNumber),
    JSON.stringify(answers),
  ).toEqual([]);
  const rows = await query<{ number: string; payment_status: string }>(
    `SELECT number, payment_status FROM orders WHERE email = $1 AND status NOT IN ('failed', 'cancelled') ORDER BY number`,
    [email],
  );
  expect(rows.map((row) => row.number)).toEqual(answers.map((answer) => answer.orderNumber).sort());
  expect(
    rows.filter((row) => row.payment_status !== 'paid'),
    JSON.stringify(
      await query(
        `SELECT o.number, o.status, o.payment_status, o.payment_code, (SELECT json_agg(p) FROM payments p WHERE p.order_id = o.id) AS payments FROM orders o WHERE email = $1 AND payment_status <> 'paid'`,
        [email],
      ),
    ),
  ).toEqual([]);
  expect(await unitsSold(query, variantId, email)).toBe(answers.length);
  expect(await onHand(query, variantId)).toBe(stockBefore - answers.length);
  expect(await brokenInvariants(query)).toEqual([]);
  // What each shopper bought left their cart (once, also when a repeat finished the checkout).
  for (const shopper of shoppersOfBurst) {
    const response = await fetch(`${baseURL}/api/store/cart`, {
      headers: { Cookie: shopper.cookie, 'X-Forwarded-For': shopper.ip },
    });
    expect(((await response.json()) as { item_count: number }).item_count, shopper.key).toBe(0);
  }
}

describe('two storefront processes on one PostgreSQL server', () => {
  let server: OwnServer;
  beforeAll(async () => {
    server = await startOwnServer(
      { DATABASE_URL: inject('databaseUrl'), VITRINE_DATA_DIR: inject('dataDir'), VITRINE_PROCESSES: '2' },
      { entry: 'cluster.mjs' },
    );
    cleanups.push(() => stopCluster(server));
  });

  it(
    `${BUYERS} buyers for ${UNITS} units across both processes: ${UNITS} orders, both processes served`,
    async () => {
      const pids = processPids(server);
      expect(pids).toHaveLength(2);
      const variantId = await variantWithStock(server.baseURL);
      await setSharedStock(variantId, UNITS);
      const ticksBefore = pids.map(cpuTicks);
      const email = `race-${Date.now()}@example.com`;
      const buyers = await shoppers(server.baseURL, variantId, BUYERS, `race-${Date.now()}`);
      const answers = await Promise.all(buyers.map((buyer) => checkoutOnce(server.baseURL, buyer, email)));

      const placed = answers.filter((answer) => answer.status === 201);
      expect(placed).toHaveLength(UNITS);
      expect(
        answers.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.code}`),
      ).toEqual(Array.from({ length: BUYERS - UNITS }, () => '409 INSUFFICIENT_STOCK'));
      const winners = buyers.filter((_, index) => answers[index]?.status === 201);
      await expectBurstSettled(dbQuery, {
        email,
        variantId,
        stockBefore: UNITS,
        answers: placed,
        baseURL: server.baseURL,
        shoppersOfBurst: winners,
      });
      // The port's connections went to both processes: each did real work in the burst.
      const used = pids.map((pid, index) => cpuTicks(pid) - (ticksBefore[index] ?? 0));
      expect(Math.min(...used), `CPU ticks per process ${used.join(', ')}`).toBeGreaterThan(0);
    },
    120_000 * SCALE,
  );

  it(
    `SIGKILL of one process mid-burst: the other answers meanwhile, a new one starts, all ${BURST} shoppers get one order`,
    async () => {
      const pids = processPids(server);
      const port = Number(new URL(server.baseURL).port);
      const variantId = await variantWithStock(server.baseURL);
      const stockBefore = BURST * 2;
      await setSharedStock(variantId, stockBefore);
      const email = `kill-app-${Date.now()}@example.com`;
      const buyers = await shoppers(server.baseURL, variantId, BURST, `kill-app-${Date.now()}`);

      const firstTries = buyers.map((buyer) => checkoutOnce(server.baseURL, buyer, email));
      // Each process takes connections from the port as it is free; the one holding checkouts is killed.
      let victim = 0;
      await expect
        .poll(
          () => {
            const held = pids.map((pid) => connectionsOn(pid, port));
            victim = pids[held.indexOf(Math.max(...held))] ?? 0;
            return Math.max(...held);
          },
          { timeout: 10_000, interval: 1 },
        )
        .toBeGreaterThanOrEqual(3);
      process.kill(victim, 'SIGKILL');
      // The survivor answers while the replacement starts.
      // (On a new connection: one kept alive from before may have been the killed process's.)
      const during = await new Promise<number>((resolve, reject) => {
        http
          .get(`${server.baseURL}/api/store/products?page_size=1`, { agent: false }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          })
          .on('error', reject);
      });
      expect(during).toBe(200);
      const first = await Promise.all(firstTries);
      // The kill cut checkouts that process was answering (the connection dropped, no answer).
      expect(first.filter((answer) => answer.status === 0).length, JSON.stringify(first)).toBeGreaterThan(0);
      expect(first.filter((answer) => answer.status >= 500)).toEqual([]);
      const answers = await Promise.all(
        first.map((answer, index) => checkoutUntilAnswered(server.baseURL, buyers[index]!, email, answer)),
      );
      console.log(
        `app process killed: ${first.filter((a) => a.status === 0).length} of ${BURST} first tries cut, all placed on retry`,
      );

      await expectBurstSettled(dbQuery, {
        email,
        variantId,
        stockBefore,
        answers,
        baseURL: server.baseURL,
        shoppersOfBurst: buyers,
      });
      await expect
        .poll(() => server.output(), { timeout: 60_000 })
        .toMatch(new RegExp(`process ${victim} ended \\(SIGKILL\\); starting another`));
      // The replacement's own ready line: the cluster is back to two processes.
      await expect
        .poll(() => server.output().match(/Vitrine storefront ready on /g)?.length ?? 0, { timeout: 60_000 })
        .toBe(3);
    },
    180_000 * SCALE,
  );

  it('SIGHUP replaces the processes one at a time without refusing a request', async () => {
    const readyLines = () => server.output().match(/Vitrine storefront ready on /g)?.length ?? 0;
    const before = readyLines();
    const statuses: Array<number | string> = [];
    let replaced = false;
    server.child.kill('SIGHUP');
    void expect
      .poll(() => server.output(), { timeout: 60_000 })
      .toContain('SIGHUP: every storefront process replaced.')
      .then(() => (replaced = true));
    // A shopper browsing all the while, each request on a new connection.
    while (!replaced) {
      statuses.push(
        await new Promise<number | string>((resolve) => {
          http
            .get(`${server.baseURL}/api/store/products?page_size=1`, { agent: false }, (response) => {
              response.resume();
              resolve(response.statusCode ?? 0);
            })
            .on('error', (error) => resolve(String(error)));
        }),
      );
    }
    expect(readyLines() - before).toBe(2);
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 90_000);

  it('SIGTERM stops every process cleanly and the cluster exits 0', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/SIGTERM: stopping 2 storefront process\(es\)/);
  }, 60_000);
});

/** A PostgreSQL server of this test's own, with fsync on, that it can kill. */
async function ownPostgres(): Promise<{ url: string; kill: () => Promise<void>; start: () => void; stop: () => void }> {
  const bin = spawnSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], {
    encoding: 'utf8',
  }).stdout.trim();
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-pg-crash-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout),
      Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout),
    );
  const run = (program: string, args: string[]) => {
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { encoding: 'utf8' })
      : spawnSync(path.join(bin, program), args, { encoding: 'utf8' });
    if (result.status !== 0) {
      let log = '';
      try {
        log = readFileSync(`${dir}/server.log`, 'utf8').slice(-2000);
      } catch {
        // no log yet
      }
      throw new Error(`${program} failed: ${result.stderr}\n${log}`);
    }
    return result.stdout;
  };
  const port = await freePort();
  run('initdb', ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on -c full_page_writes=on`;
  const start = () =>
    void run('pg_ctl', ['-D', `${dir}/data`, '-o', options, '-l', `${dir}/server.log`, '-w', 'start']);
  start();
  /** Every process of the server at once, as a machine crash would leave it: no shutdown checkpoint. */
  const kill = async () => {
    const postmaster = Number(readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
    const all = [postmaster, ...children];
    // A zombie (ended, not yet reaped by its parent) counts as gone.
    const alive = (pid: number) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
      } catch {
        return false;
      }
    };
    for (const pid of all) if (alive(pid)) process.kill(pid, 'SIGKILL');
    // Gone, not only signalled: a server started over a live one's shared memory refuses to run.
    await expect.poll(() => all.filter(alive), { timeout: 10_000, interval: 20 }).toEqual([]);
    // Where nothing reaps orphans (a container's first process), the dead postmaster lingers as a zombie
    // and its pid file would stop the restart; after a real crash that process is simply gone.
    rmSync(`${dir}/data/postmaster.pid`, { force: true });
    for (const file of readdirSync(dir))
      if (file.startsWith('.s.PGSQL.')) rmSync(path.join(dir, file), { force: true });
  };
  const stop = () => {
    spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), [
      ...(asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
      '-D',
      `${dir}/data`,
      '-m',
      'immediate',
      'stop',
    ]);
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, kill, start, stop };
}

function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const baseEnv: Record<string, string | undefined> = { ...process.env };
  delete baseEnv.DATABASE_URL;
  return spawnSync(process.execPath, [path.join(repoRoot, `scripts/${name}.mjs`), ...args], {
    encoding: 'utf8',
    env: { ...baseEnv, ...env },
  });
}

describe('PostgreSQL killed mid-burst, with fsync on', () => {
  it(
    `backup of the running store restored onto a new server, then SIGKILL of PostgreSQL during ${BURST} checkouts: the same processes finish every order`,
    async () => {
      const database = await ownPostgres();
      cleanups.push(database.stop);
      const backupDir = mkdtempSync(path.join(tmpdir(), 'vitrine-backups-'));
      cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));

      // `pnpm backup` of the shared store while it serves, `pnpm restore` onto the new server.
      const backup = script('backup', [], { DATABASE_URL: inject('databaseUrl'), VITRINE_BACKUP_DIR: backupDir });
      expect(backup.status, backup.stderr).toBe(0);
      const file = backup.stdout.trim();
      expect(file).toMatch(/vitrine-.*\.dump$/);
      const restored = script('restore', [file], { DATABASE_URL: database.url });
      expect(restored.status, restored.stderr).toBe(0);
      // A second restore onto the now full database is refused, and changes nothing.
      const again = script('restore', [file], { DATABASE_URL: database.url });
      expect(again.status).toBe(2);
      expect(again.stderr).toMatch(/already holds \d+ table\(s\)/);

      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      pool.on('error', () => undefined); // the server is killed below; a waiting client's error is expected
      cleanups.push(() => pool.end());
      const query: Query = async (sql, params = []) => (await pool.query(sql, params)).rows;
      const [restoredCount] = await query<{ orders: number; products: number }>(
        'SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM products)::int AS products',
      );
      const [sharedCount] = await dbQuery<{ orders: number; products: number }>(
        'SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM products)::int AS products',
      );
      expect(restoredCount).toEqual(sharedCount);
      expect(await brokenInvariants(query)).toEqual([]);

      const server = await startOwnServer(
        { DATABASE_URL: database.url, VITRINE_DATA_DIR: inject('dataDir'), VITRINE_PROCESSES: '2' },
        { entry: 'cluster.mjs' },
      );
      cleanups.push(() => stopCluster(server));
      const pids = processPids(server);
      const variantId = await variantWithStock(server.baseURL);
      const stockBefore = BURST * 2;
      await query('UPDATE inventory_levels SET on_hand = $2 WHERE variant_id = $1', [variantId, stockBefore]);
      const email = `kill-db-${Date.now()}@example.com`;
      const buyers = await shoppers(server.baseURL, variantId, BURST, `kill-db-${Date.now()}`);

      let confirmed = 0;
      const firstTries = buyers.map((buyer) =>
        checkoutOnce(server.baseURL, buyer, email).then((answer) => {
          if (answer.orderNumber) confirmed += 1;
          return answer;
        }),
      );
      // Killed once the first orders are confirmed, while the rest are in flight.
      await expect.poll(() => confirmed, { timeout: 30_000, interval: 2 }).toBeGreaterThanOrEqual(2);
      await database.kill();
      const first = await Promise.all(firstTries);
      // While the database is down the store answers 503 (retry), never a 500, and stays up.
      expect(first.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
      const acknowledged = first.filter((answer) => answer.orderNumber).map((answer) => answer.orderNumber);
      expect(acknowledged.length).toBeGreaterThanOrEqual(2);
      const refused = first.filter((answer) => answer.status === 503 || answer.status === 0).length;
      // The crash hit the burst: some checkouts were refused for retry.
      expect(refused, JSON.stringify(first)).toBeGreaterThan(0);
      console.log(
        `PostgreSQL killed: ${acknowledged.length} of ${BURST} confirmed before, ${refused} refused (503 or cut), all placed on retry`,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      database.start(); // crash recovery from the write-ahead log
      const answers = await Promise.all(
        first.map((answer, index) => checkoutUntilAnswered(server.baseURL, buyers[index]!, email, answer)),
      );

      // Every order confirmed before the crash survived it; none twice; every unit accounted for.
      const numbers = answers.map((answer) => answer.orderNumber);
      for (const number of acknowledged) expect(numbers).toContain(number);
      await expectBurstSettled(query, {
        email,
        variantId,
        stockBefore,
        answers,
        baseURL: server.baseURL,
        shoppersOfBurst: buyers,
      });
      // The same two processes did it: nothing crashed or was restarted.
      expect(server.output()).not.toMatch(/ended \(/);
      for (const pid of pids) expect(() => process.kill(pid, 0)).not.toThrow();
    },
    240_000 * SCALE,
  );
});

describe('embedded database: backup while it runs, restore into the stopped store', () => {
  it(
    'pnpm backup takes the committed orders, pnpm restore refuses a running or occupied store, then brings the copy back',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-restore-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      // The shared server's pictures, so this start does not draw them again.
      symlinkSync(path.join(inject('dataDir'), 'media'), path.join(dataDir, 'media'));
      let server = await startOwnServer({ VITRINE_DATA_DIR: dataDir });
      cleanups.push(() => stopCluster(server));
      const email = `restore-${Date.now()}@example.com`;
      const variantId = await variantWithStock(server.baseURL);
      const buyers = await shoppers(server.baseURL, variantId, 3, `restore-${Date.now()}`);
      const before = await Promise.all(buyers.slice(0, 2).map((buyer) => checkoutOnce(server.baseURL, buyer, email)));
      expect(before.map((answer) => answer.status)).toEqual([201, 201]);

      const backup = script('backup', [], { VITRINE_DATA_DIR: dataDir });
      expect(backup.status, backup.stderr).toBe(0);
      const file = backup.stdout.trim();
      expect(file).toMatch(/backups\/vitrine-.*\.tar\.gz$/);
      const after = await checkoutOnce(server.baseURL, buyers[2]!, email);
      expect(after.status).toBe(201);

      const whileRunning = script('restore', [file], { VITRINE_DATA_DIR: dataDir });
      expect(whileRunning.status).toBe(2);
      expect(whileRunning.stderr).toContain(`is running (process ${server.child.pid})`);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      const occupied = script('restore', [file], { VITRINE_DATA_DIR: dataDir });
      expect(occupied.status).toBe(2);
      expect(occupied.stderr).toContain('already holds a store');
      const restored = script('restore', [file, '--replace'], { VITRINE_DATA_DIR: dataDir });
      expect(restored.status, restored.stderr).toBe(0);
      // The store that was replaced is kept, not deleted.
      expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata.before-restore-'))).toHaveLength(1);

      const db = await connectDatabase({ pgliteDataDir: path.join(dataDir, 'pgdata') });
      try {
        const query: Query = (sql, params = []) => db.query(sql, params);
        const rows = await query<{ number: string }>('SELECT number FROM orders WHERE email = $1 ORDER BY number', [
          email,
        ]);
        expect(rows.map((row) => row.number)).toEqual(before.map((answer) => answer.orderNumber).sort());
        expect(await brokenInvariants(query)).toEqual([]);
      } finally {
        await db.close();
      }
      // The restored store opens and sells.
      server = await startOwnServer({ VITRINE_DATA_DIR: dataDir });
      const [next] = await shoppers(server.baseURL, variantId, 1, `restored-${Date.now()}`);
      expect((await checkoutOnce(server.baseURL, next!, email)).status).toBe(201);
    },
    240_000 * SCALE,
  );
});
