/**
 * Proves, on both databases, that reading the whole catalogue again (after
 * `search_index_reset()`) never shows a search a partly filled index: a search
 * already past its refresh, and searches started while the new index is read,
 * answer in full from the previous index without waiting; that a change
 * committed while the new index is read (after its reading, so it misses it)
 * shows once the new index is in place, even with searches refreshing
 * meanwhile; and that the very first reading is waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@vitrine/headless/contract';
import type { Commerce } from '../commerce';
import type { Db } from '../db/db.types';
import { openTestCommerce } from '../test/harness';
import { createSearch } from './search';

let commerce: Commerce;
beforeAll(async () => {
  commerce = await openTestCommerce();
});
afterAll(() => commerce.close());

/** Statements whose answers are held back until `release()`. */
interface Hold {
  release(): void;
  /** Statements answered and held so far. */
  held(): number;
}

/**
 * `db`, where `hold(match, limit)` holds the answers of the next `limit`
 * statements whose text `match` accepts (they have run: a change committed
 * meanwhile is not in them).
 */
function holdingDb(db: Db): { db: Db; hold: (match: (sql: string) => boolean, limit?: number) => Hold } {
  const holds: Array<{ match: (sql: string) => boolean; limit: number; count: number; gate: Promise<void> }> = [];
  const wrapped: Db = {
    dialect: db.dialect,
    async query(sql, params) {
      const rows = await db.query(sql, params);
      const hold = holds.find((h) => h.count < h.limit && h.match(sql));
      if (hold) {
        hold.count += 1;
        await hold.gate;
      }
      return rows as never;
    },
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return {
    db: wrapped,
    hold(match, limit = Number.POSITIVE_INFINITY) {
      let release!: () => void;
      const entry = { match, limit, count: 0, gate: new Promise<void>((resolve) => (release = resolve)) };
      holds.push(entry);
      return {
        release: () => {
          entry.limit = 0;
          release();
        },
        held: () => entry.count,
      };
    },
  };
}

/** Resolves once `condition()` holds; fails after 20 s saying what was awaited. */
async function until(what: string, condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** `work`'s answer, or `'still waiting'` when it has none within `ms`. */
const within = <T>(work: Promise<T>, ms = 10_000): Promise<T | 'still waiting'> =>
  Promise.race([work, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))]);

/** The whole-catalogue reading's statements (by ranges of ids); a refresh reads lists of ids. */
const rebuildReads = (sql: string) => sql.includes('BETWEEN $1 AND $2');
const textMatch = (sql: string) => sql.includes('p.search_vector @@ q.query') && sql.includes('string_agg');
const handles = (result: SearchResult | 'still waiting') =>
  result === 'still waiting' ? result : result.products.map((p) => p.handle);

describe('reading the whole catalogue again', () => {
  it('leaves searches the previous complete index meanwhile: one past its refresh, and ones started during the reading', async () => {
    const { db, hold } = holdingDb(commerce.db);
    const search = createSearch(db);
    await search.warm();
    const everything = new URLSearchParams('page_size=100');
    const linen = new URLSearchParams('q=linen&page_size=100');
    const [allBefore, linenBefore] = [await search.search(everything), await search.search(linen)];
    expect(allBefore.total).toBeGreaterThan(20);
    expect(linenBefore.total).toBeGreaterThan(1);

    // A search brought its index up to date and waits for its text matches...
    const text = hold(textMatch, 1);
    const pastRefresh = search.search(linen);
    await until('the text matches of the search past its refresh', () => text.held() === 1);
    // ...when a bulk load is announced and another search starts the new reading, held midway.
    await commerce.db.query('SELECT search_index_reset()');
    const reading = hold(rebuildReads);
    const during = within(search.search(everything));
    await until('the new reading of the catalogue', () => reading.held() > 0);

    text.release();
    expect(await within(pastRefresh)).toEqual(linenBefore);
    expect(await during).toEqual(allBefore);
    expect(await within(search.search(linen))).toEqual(linenBefore);
    expect(await within(search.suggest(new URLSearchParams('q=lnen')))).toMatchObject({ corrected_q: 'linen' });

    reading.release();
    await search.warm();
    expect(await search.search(everything)).toEqual(allBefore);
  });

  it('shows a change committed while the new index is read once it is in place, searches refreshing meanwhile', async () => {
    const { db, hold } = holdingDb(commerce.db);
    const search = createSearch(db);
    await search.warm();
    const [target] = await commerce.db.query<{ id: number; handle: string }>(
      'SELECT p.id, p.handle FROM products p WHERE EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id) ORDER BY p.id DESC LIMIT 1',
    );
    const cheapest = new URLSearchParams('price_max=1&page_size=100');
    expect(handles(await search.search(cheapest))).toEqual([]);

    await commerce.db.query('SELECT search_index_reset()');
    const reading = hold(rebuildReads);
    const first = within(search.search(cheapest));
    // Every statement of the reading has run: the change below is in none of them.
    await until('the new reading of the catalogue', () => reading.held() === 4);
    await commerce.db.query('UPDATE variants SET price = 1 WHERE product_id = $1', [target!.id]);
    await commerce.db.query(`UPDATE products SET title = 'Wombat Field Blanket' WHERE id = $1`, [target!.id]);
    // Searches meanwhile answer from the previous index (which knows neither change yet) and do not wait.
    expect(handles(await first)).toEqual([]);
    expect(handles(await within(search.search(cheapest)))).toEqual([]);

    reading.release();
    await search.warm();
    expect(handles(await search.search(cheapest))).toEqual([target!.handle]);
    const typo = await search.search(new URLSearchParams('q=wombet'));
    expect(typo.corrected_q).toBe('wombat');
    expect(handles(typo)).toEqual([target!.handle]);
  });

  it('makes the first search wait for the first reading, then answer in full', async () => {
    const { db, hold } = holdingDb(commerce.db);
    const search = createSearch(db);
    const reading = hold(rebuildReads);
    const waiting = search.search(new URLSearchParams('page_size=100'));
    await until('the first reading of the catalogue', () => reading.held() > 0);
    expect(await within(waiting, 1_000)).toBe('still waiting');
    reading.release();
    const result = await waiting;
    const [count] = await commerce.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products p WHERE EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)',
    );
    expect(result.total).toBe(count!.n);
  });
});
