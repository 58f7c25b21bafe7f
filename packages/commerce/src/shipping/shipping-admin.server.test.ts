// Runs only against a real PostgreSQL server (DATABASE_URL); see vitest.config.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import type { Db } from '../db/db.types';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { addShippingMethod, createShippingZone, listShippingZones } from './shipping-admin';

/**
 * Runs `calls` so that each passes its check for a taken name before any of them writes: a transaction
 * holds `table` in SHARE mode (reads go on, writes wait) until every call waits to write, then lets them
 * all go. Without the database's unique index every call would succeed.
 */
async function raced<T>(db: Db, table: string, calls: () => Promise<T>[]): Promise<PromiseSettledResult<T>[]> {
  let racing: Promise<PromiseSettledResult<T>[]> | undefined;
  await db.transaction(async (tx) => {
    await tx.query(`LOCK TABLE ${table} IN SHARE MODE`);
    const started = calls();
    racing = Promise.allSettled(started);
    for (let waited = 0; ; waited += 10) {
      const [row] = await db.query<{ waiting: number }>(
        'SELECT count(*)::int AS waiting FROM pg_locks WHERE relation = $1::regclass AND NOT granted',
        [table],
      );
      if (row?.waiting === started.length) break;
      if (waited > 20_000) throw new Error(`Only ${row?.waiting} of ${started.length} calls reached their write`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return racing!;
}

/** Checks that exactly one of `results` succeeded and the others got the 409 `expected`; the winner's value. */
async function oneWins<T>(
  results: PromiseSettledResult<T>[],
  expected: { code: string; field: string; message: RegExp },
): Promise<T> {
  const won = results.filter((result) => result.status === 'fulfilled');
  const lost = results.filter((result) => result.status === 'rejected');
  expect(won).toHaveLength(1);
  for (const { reason } of lost) {
    const error = await expectCommerceError(Promise.reject(reason), { status: 409, ...expected });
    expect(error.message).toMatch(expected.message);
  }
  return won[0]!.value;
}

describe('names taken by a concurrent request, on a server', () => {
  let commerce: Commerce;

  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
  });
  afterAll(() => commerce?.close());

  it('refuses the later of two zones whose names differ only in letter case with ZONE_EXISTS, though both passed the check', async () => {
    const results = await raced(commerce.db, 'shipping_zones', () => [
      createShippingZone(commerce.db, { name: 'Europe', countries: ['DE'] }),
      createShippingZone(commerce.db, { name: 'EUROPE', countries: ['FR'] }),
    ]);
    const zone = await oneWins(results, {
      code: 'ZONE_EXISTS',
      field: 'name',
      message: /^A shipping zone named (Europe|EUROPE) exists already$/,
    });
    expect((await listShippingZones(commerce.db)).map((z) => z.name)).toEqual([zone.name]);
  });

  it('refuses the later of two methods of a zone whose titles differ only in letter case with SHIPPING_METHOD_EXISTS', async () => {
    const [zone] = await listShippingZones(commerce.db);
    const results = await raced(commerce.db, 'shipping_methods', () => [
      addShippingMethod(commerce.db, { zone: zone!.name, title: 'Courier', rates: { type: 'flat', amount: 500 } }),
      addShippingMethod(commerce.db, { zone: zone!.name, title: 'courier', rates: { type: 'flat', amount: 700 } }),
    ]);
    const added = await oneWins(results, {
      code: 'SHIPPING_METHOD_EXISTS',
      field: 'title',
      message: new RegExp(`^${zone!.name} has a method named (Courier|courier) already$`),
    });
    expect((await listShippingZones(commerce.db))[0]!.methods.map((m) => m.title)).toEqual(
      added.methods.map((m) => m.title),
    );
    expect(added.methods).toHaveLength(1);
  });
});
