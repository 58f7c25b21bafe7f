import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { CommerceError } from '../errors';
import { ADDRESS, card, cartWith, newKey, setStock, stockOf } from '../orders/orders.fixtures';
import { DATABASE_URL, openTestCommerce, uniqueSchema, variantWithStock } from '../test/harness';

/** How many checkouts run at once while the server drops the store's connections (`pnpm test:long` runs more). */
const BURST = Number(process.env.CONNECTION_LOSS_BURST || 24);
/** How often, during the burst, every connection of the store is terminated. */
const TERMINATE_EVERY_MS = 15;

/**
 * A PostgreSQL restart or failover drops every connection, often inside a
 * transaction. The process must live on: the transaction fails with a 503 the
 * client can retry, the pool opens new connections, and the retried checkouts
 * complete on the same process without a second order or a lost unit.
 */
describe('losing the database connections in the middle of a burst of checkouts', () => {
  const schema = uniqueSchema();
  /** The store's connections carry this name, so only they are terminated (other test files share the server). */
  const applicationName = `failover_${schema}`;
  let commerce: Commerce;
  let admin: pg.Client;
  beforeAll(async () => {
    const url = new URL(DATABASE_URL ?? '');
    url.searchParams.set('application_name', applicationName);
    commerce = await openTestCommerce({ databaseUrl: url.toString(), schema });
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await commerce.close();
  });

  /** Terminates every connection the store under test holds, as a server restart would. */
  async function terminateStoreConnections(): Promise<number> {
    const { rows } = await admin.query<{ pid: number }>(
      `SELECT pg_terminate_backend(pid), pid FROM pg_stat_activity WHERE application_name = $1`,
      [applicationName],
    );
    return rows.length;
  }

  const submit = (cartToken: string, idempotencyKey: string) =>
    commerce.orders.createOrderFromCart({
      cartToken,
      email: 'failover@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      card: card(),
      idempotencyKey,
    });

  it('answers 503 DATABASE_UNAVAILABLE, recovers, and the retried checkouts make one order each', async () => {
    const variant = await variantWithStock(commerce.db, { min: 1, max: 100_000 });
    const before = BURST * 10;
    await setStock(commerce, variant.id, before);
    const checkouts: Array<{ token: string; key: string }> = [];
    for (let index = 0; index < BURST; index += 1) {
      checkouts.push({ token: await cartWith(commerce, variant.id, 1), key: newKey() });
    }

    let isBursting = true;
    let terminated = 0;
    const killer = (async () => {
      while (isBursting) {
        terminated += await terminateStoreConnections();
        await new Promise((done) => setTimeout(done, TERMINATE_EVERY_MS));
      }
    })();
    const results = await Promise.allSettled(checkouts.map(({ token, key }) => submit(token, key)));
    isBursting = false;
    await killer;

    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(terminated, 'connections terminated during the burst').toBeGreaterThan(0);
    expect(failures.length, 'checkouts that met a dropped connection').toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(CommerceError);
      expect((failure as CommerceError).toJSON()).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    }

    // The same process, the same pool: every shopper retries with the same key and gets one order.
    const retried = await Promise.all(checkouts.map(({ token, key }) => submit(token, key)));
    expect(retried.every((placed) => placed.order.payment_status === 'paid')).toBe(true);
    expect(new Set(retried.map((placed) => placed.order.id)).size).toBe(BURST);
    const [orders] = await commerce.db.query<{ n: number; units: number }>(
      `SELECT count(DISTINCT o.id)::int AS n, coalesce(sum(l.quantity), 0)::int AS units
       FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.variant_id = $1`,
      [variant.id],
    );
    expect(orders).toEqual({ n: BURST, units: BURST });
    expect(await stockOf(commerce, variant.id)).toBe(before - BURST);
  });
});
