import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase } from '@vitrine/commerce/testing';
import type { Product, ProductList } from '@vitrine/headless';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SHOPPER_ADDRESS } from './account-helpers';
import { closeDb, dbQuery } from './db';
import { startOwnServer, type OwnServer } from './own-server';

/** Checkouts in flight when the server is told to stop. */
const IN_FLIGHT = 16;
/** The server's drain limit in production (server.mjs). */
const DRAIN_MS = 10_000;

const CARD = { number: '4242424242424242', expiry_month: 12, expiry_year: 2040, cvc: '123', name: 'Ada Lovelace' };

const folders: string[] = [];
afterAll(async () => {
  await closeDb();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function variantInStock(baseURL: string, units: number): Promise<number> {
  const list = (await (await fetch(`${baseURL}/api/store/products?page_size=100`)).json()) as ProductList;
  for (const summary of list.products.slice().reverse()) {
    const { product } = (await (await fetch(`${baseURL}/api/store/products/${summary.handle}`)).json()) as {
      product: Product;
    };
    const variant = product.variants.find((v) => v.available >= units);
    if (variant) return variant.ID;
  }
  throw new Error('no variant in stock');
}

/** A shopper's cart on `server` with one unit; returns its cookie. */
async function cartOn(server: OwnServer, variantId: number, shopper: number): Promise<string> {
  const response = await fetch(`${server.baseURL}/api/store/cart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.77.0.${shopper}` },
    body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
  });
  expect(response.status).toBeLessThan(300);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

interface Answer {
  status: number;
  orderNumber?: string;
  error?: string;
}

/**
 * Sends a checkout over its own connection; `sent` resolves once the whole
 * request is written, `answer` with the response (or the connection error).
 */
function checkout(server: OwnServer, cookie: string, shopper: number, email: string) {
  const body = JSON.stringify({
    email,
    shipping_address: SHOPPER_ADDRESS,
    payment_method: 'test_card',
    card: CARD,
    idempotency_key: `shutdown-${email.replace(/\W/g, '_')}-${shopper}`,
  });
  let markSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answer = new Promise<Answer>((resolve) => {
    const request = http.request(`${server.baseURL}/api/store/cart/checkout`, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-Forwarded-For': `10.77.0.${shopper}` },
    });
    request.on('error', (error) => resolve({ status: 0, error: String(error) }));
    request.on('finish', markSent);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('error', (error) => resolve({ status: 0, error: String(error) }));
      response.on('end', () => {
        const parsed = JSON.parse(text) as { order?: { number: string }; code?: string; field?: string };
        if (!parsed.order) resolve({ status: response.statusCode ?? 0, error: `${parsed.code} ${parsed.field}` });
        else resolve({ status: response.statusCode ?? 0, orderNumber: parsed.order.number });
      });
    });
    request.end(body);
  });
  return { sent, answer };
}

/**
 * SIGTERM while checkouts are in flight: every shopper who sent one gets the
 * answer, the server takes no new connection, closes its database and exits 0
 * within the drain limit, and each order it answered for is in the database.
 */
async function stopWhileBusy(server: OwnServer, email: string) {
  const variantId = await variantInStock(server.baseURL, IN_FLIGHT * 2);
  const cookies: string[] = [];
  for (let shopper = 1; shopper <= IN_FLIGHT; shopper += 1) cookies.push(await cartOn(server, variantId, shopper));

  const checkouts = cookies.map((cookie, index) => checkout(server, cookie, index + 1, email));
  await Promise.all(checkouts.map((one) => one.sent));
  // Written and taken in by the server (accepted off the listen queue), not yet answered.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const answers = checkouts.map((one) => one.answer);
  const stoppedAt = Date.now();
  server.child.kill('SIGTERM');
  // The embedded database runs on the server's event loop: the signal is seen between two statements.
  await expect.poll(() => server.output(), { timeout: DRAIN_MS, interval: 20 }).toContain('stopped accepting');
  // A new connection is refused (a keep-alive connection already open is answered, then closed).
  const late = await new Promise<number | 'refused'>((resolve) => {
    const request = http.get(`${server.baseURL}/api/store/cart`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve('refused'));
  });

  const settled = await Promise.all(answers);
  const exit = await server.exited;
  const stoppedInMs = Date.now() - stoppedAt;
  expect(late, 'a request after SIGTERM').toBe('refused');
  expect(settled, 'every checkout in flight gets its answer').toEqual(
    settled.map(() => ({ status: 201, orderNumber: expect.stringMatching(/^VT-/) as string })),
  );
  expect(exit, server.output()).toEqual({ code: 0, signal: null });
  expect(stoppedInMs).toBeLessThan(DRAIN_MS + 3_000);
  expect(server.output()).toMatch(/Stopped in \d+ ms \(0 request\(s\) cut/);
  return settled.map((answer) => (answer as Answer).orderNumber);
}

describe('graceful shutdown', () => {
  it(`on PostgreSQL: ${IN_FLIGHT} checkouts in flight at SIGTERM are all answered, and all placed`, async () => {
    const server = await startOwnServer({ DATABASE_URL: inject('databaseUrl'), VITRINE_DATA_DIR: inject('dataDir') });
    const email = `shutdown-pg-${Date.now()}@example.com`;
    const numbers = await stopWhileBusy(server, email);
    // The signal came while checkouts were being answered, not after.
    expect(server.output()).toMatch(/stopped accepting; answering [1-9]\d* request\(s\) in flight/);
    const rows = await dbQuery<{ number: string }>('SELECT number FROM orders WHERE email = $1 ORDER BY number', [
      email,
    ]);
    expect(rows.map((row) => row.number).sort()).toEqual([...numbers].sort());
  });

  // The embedded database runs its statements on the server's own thread, so there the signal is often
  // seen only once the burst is answered; what this proves is the clean close.
  it(`on the embedded database: answered, placed, and the folder closed cleanly`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-shutdown-'));
    folders.push(dataDir);
    // The shared server's pictures, so this start does not draw them again.
    symlinkSync(path.join(inject('dataDir'), 'media'), path.join(dataDir, 'media'));
    const server = await startOwnServer({ VITRINE_DATA_DIR: dataDir });
    const email = `shutdown-pglite-${Date.now()}@example.com`;
    const numbers = await stopWhileBusy(server, email);
    // Closed, not abandoned: the folder's lock is gone and the next opener finds every answered order.
    expect(existsSync(path.join(dataDir, 'pgdata.lock'))).toBe(false);
    const db = await connectDatabase({ pgliteDataDir: path.join(dataDir, 'pgdata') });
    try {
      const rows = await db.query<{ number: string }>('SELECT number FROM orders WHERE email = $1 ORDER BY number', [
        email,
      ]);
      expect(rows.map((row) => row.number).sort()).toEqual([...numbers].sort());
    } finally {
      await db.close();
    }
  }, 150_000);
});
