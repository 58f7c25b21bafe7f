/**
 * Proves, on PostgreSQL (where transactions run at once), that noting stock
 * changes for search makes no checkout wait for another: two checkouts each
 * selling out a variant of one product, locking their variants in id order as
 * checkouts do, both finish (no deadlock), and the index then sees the product
 * sold out; and that concurrent claims on one variant note its last unit going
 * out, so the index's stock is right after any interleaving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import type { Db } from '../db/db.types';
import { reserveStock } from '../orders/orders.stock';
import { openTestCommerce } from '../test/harness';
import { createSearch } from './search';

let commerce: Commerce;
beforeAll(async () => {
  commerce = await openTestCommerce();
});
afterAll(() => commerce.close());

/** A product with at least two variants, its variant ids in ascending order and its handle. */
async function productWithTwoVariants(): Promise<{ handle: string; title: string; variants: number[] }> {
  const [row] = await commerce.db.query<{ handle: string; title: string; variants: number[] }>(
    `SELECT p.handle, p.title, array_agg(v.id ORDER BY v.id) AS variants
     FROM products p JOIN variants v ON v.product_id = p.id
     GROUP BY p.id HAVING count(*) >= 2 ORDER BY p.id LIMIT 1`,
  );
  return row!;
}

/**
 * Resolves once `settled` has, or once the session `pid` waits on a lock (read from a connection of its own,
 * so on the time PostgreSQL reports rather than on a guess of how long the other checkout takes).
 */
async function untilSettledOrWaitingOnLock(pid: number, settled: Promise<boolean>): Promise<void> {
  let done = false;
  void settled.then(() => (done = true));
  const deadline = Date.now() + 30_000;
  while (!done) {
    const [activity] = await commerce.db.query<{ wait_event_type: string | null }>(
      'SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1',
      [pid],
    );
    if (activity?.wait_event_type === 'Lock') return;
    if (Date.now() > deadline) throw new Error('the other checkout neither finished nor waited within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const setStock = (variants: number[], onHand: number) =>
  commerce.db.query('UPDATE inventory_levels SET on_hand = $2 WHERE variant_id = ANY($1::int[])', [variants, onHand]);

describe('stock changes noted for search under concurrent checkouts', () => {
  it('two checkouts selling out two variants of one product both finish, and the product shows sold out', async () => {
    const { handle, title, variants } = await productWithTwoVariants();
    await setStock(variants, 0);
    const [first, second] = variants as [number, number];
    await setStock([first, second], 1);
    const search = createSearch(commerce.db);
    await search.warm();

    // A takes the last unit of the first variant, then (as checkouts lock in id order) the second;
    // B takes the last unit of the second variant meanwhile.
    let aTookFirst!: () => void;
    const aHasFirst = new Promise<void>((resolve) => (aTookFirst = resolve));
    let bStarted!: (pid: number) => void;
    const bPid = new Promise<number>((resolve) => (bStarted = resolve));
    const b = aHasFirst.then(() =>
      commerce.db.transaction(async (tx: Db) => {
        const [session] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        bStarted(session!.pid);
        await reserveStock(tx, [{ variantId: second, quantity: 1 }]);
      }),
    );
    const bSettled = b.then(
      () => true,
      () => true,
    );
    const a = commerce.db.transaction(async (tx: Db) => {
      await reserveStock(tx, [{ variantId: first, quantity: 1 }]);
      aTookFirst();
      // B takes the second variant and notes the product: A goes on once B has committed, or once B waits
      // on a lock A holds (which is the wait this test rules out, and A's next claim would deadlock it).
      await untilSettledOrWaitingOnLock(await bPid, bSettled);
      await reserveStock(tx, [{ variantId: second, quantity: 1 }]);
    });
    const [aDone, bDone] = await Promise.allSettled([a, b]);
    // B finished; A found the second variant sold (409), never a deadlock.
    expect(bDone.status).toBe('fulfilled');
    expect(aDone.status).toBe('rejected');
    expect(String((aDone as PromiseRejectedResult).reason)).not.toMatch(/deadlock/i);
    expect((aDone as PromiseRejectedResult).reason).toMatchObject({ status: 409 });

    const stock = await commerce.db.query<{ variant_id: number; on_hand: number }>(
      'SELECT variant_id, on_hand FROM inventory_levels WHERE variant_id = ANY($1::int[]) ORDER BY variant_id',
      [[first, second]],
    );
    expect(stock).toEqual([
      { variant_id: first, on_hand: 1 },
      { variant_id: second, on_hand: 0 },
    ]);
    const q = encodeURIComponent(title);
    const inStock = async () =>
      (await search.search(new URLSearchParams(`q=${q}&available=1&page_size=100`))).products.map((p) => p.handle);
    expect(await inStock()).toContain(handle);
    await setStock([first], 0);
    expect(await inStock()).not.toContain(handle);
  });

  it('notes the last unit going out whatever order concurrent claims on one variant commit in', async () => {
    const { handle, title, variants } = await productWithTwoVariants();
    await setStock(variants, 0);
    const [only] = variants as [number];
    await setStock([only], 3);
    const search = createSearch(commerce.db);
    await search.warm();
    const q = encodeURIComponent(title);
    const shown = async (available: 0 | 1) =>
      (await search.search(new URLSearchParams(`q=${q}&available=${available}&page_size=100`))).products.map(
        (p) => p.handle,
      );
    expect(await shown(1)).toContain(handle);

    // Five claims of one unit at once on 3 units: three succeed, the third of them sells out.
    const claims = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        commerce.db.transaction((tx) => reserveStock(tx, [{ variantId: only, quantity: 1 }])),
      ),
    );
    expect(claims.filter((claim) => claim.status === 'fulfilled')).toHaveLength(3);
    expect(await shown(1)).not.toContain(handle);
    expect(await shown(0)).toContain(handle);

    // Two restocks at once from 0: whichever commits first brings it back.
    await Promise.all([
      commerce.db.query('UPDATE inventory_levels SET on_hand = on_hand + 1 WHERE variant_id = $1', [only]),
      commerce.db.query('UPDATE inventory_levels SET on_hand = on_hand + 2 WHERE variant_id = $1', [only]),
    ]);
    expect(await shown(1)).toContain(handle);
  });
});
