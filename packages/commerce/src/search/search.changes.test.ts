/**
 * Proves, on both databases, that suggestions answer prefix matches before the
 * search index has read the catalogue (without waiting for that reading), that
 * spelling correction is back once it has, and that `search_changes_prune()`
 * deletes only notes every server has read: a server that read them keeps
 * following changes, one that had not reads the catalogue again, and neither
 * misses a change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import type { Db } from '../db/db.types';
import { openTestCommerce } from '../test/harness';
import { createSearch } from './search';

let commerce: Commerce;
beforeAll(async () => {
  commerce = await openTestCommerce();
});
afterAll(() => commerce.close());

/** `db`, with every statement reading `search_index_state` (the index's reads) held until `release()`. */
function holdingIndexReads(db: Db): { db: Db; release: () => void; held: () => number } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const wrapped: Db = {
    dialect: db.dialect,
    async query(sql, params) {
      if (sql.includes('search_index_state')) {
        held += 1;
        await gate;
      }
      return db.query(sql, params);
    },
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return { db: wrapped, release, held: () => held };
}

const productTitles = (suggestions: Array<{ kind: string; text: string }>) =>
  suggestions.filter((s) => s.kind === 'product').map((s) => s.text);

describe('suggestions while the index reads the catalogue', () => {
  it('offer the products a partial word starts, without waiting for the reading; then correct typos again', async () => {
    const { db, release, held } = holdingIndexReads(commerce.db);
    const search = createSearch(db);
    const early = await search.suggest(new URLSearchParams('q=meri'));
    const titles = productTitles(early.suggestions);
    const matching = await commerce.db.query<{ title: string }>(
      `SELECT title FROM products WHERE search_vector @@ to_tsquery('english', 'meri:*')`,
    );
    expect(titles.length).toBe(Math.min(matching.length, 8));
    for (const title of titles) expect(matching.map((row) => row.title)).toContain(title);
    expect(titles.some((title) => /merino/i.test(title))).toBe(true);
    expect(early.corrected_q).toBeNull();
    // The reading was started (and is still held), not waited for.
    expect(held()).toBe(1);

    release();
    await search.warm();
    const typo = await search.suggest(new URLSearchParams('q=merion'));
    expect(typo.corrected_q).toBe('merino');
    expect(typo.suggestions[0]).toMatchObject({ kind: 'query', text: 'merino' });
    const prefix = await search.suggest(new URLSearchParams('q=merino%20cardi'));
    expect(prefix.corrected_q).toBeNull();
    expect(productTitles(prefix.suggestions)).toContain('Aster Merino Cardigan');
  });
});

describe('pruning the change notes', () => {
  const notes = async () =>
    (await commerce.db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_changes'))[0]!.n;
  const rename = (handle: string, title: string) =>
    commerce.db.query('UPDATE products SET title = $2 WHERE handle = $1', [handle, title]);
  const handles = async (search: ReturnType<typeof createSearch>, q: string) =>
    (await search.search(new URLSearchParams(`q=${q}`))).products.map((p) => p.handle);

  it('deletes the notes read before the previous prune, and no server misses a change', async () => {
    const [first, second] = await commerce.db.query<{ handle: string }>(
      'SELECT handle FROM products ORDER BY id LIMIT 2',
    );
    const reader = createSearch(commerce.db);
    const idle = createSearch(commerce.db);
    await reader.warm();
    await idle.warm();

    // Stock going out and back and a rename: each noted.
    for (let round = 0; round < 5; round += 1) {
      await commerce.db.query(
        `UPDATE inventory_levels SET on_hand = CASE WHEN on_hand > 0 THEN 0 ELSE 4 END
         WHERE variant_id IN (SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.handle = $1)`,
        [second!.handle],
      );
    }
    await rename(first!.handle, 'Wombat Travel Blanket');
    const before = await notes();
    expect(before).toBeGreaterThan(0);
    expect(await handles(reader, 'wombat')).toEqual([first!.handle]);

    // The first prune only marks; the second deletes what was noted before the first.
    await reader.pruneChanges();
    await rename(first!.handle, 'Quokka Travel Blanket');
    expect(await reader.pruneChanges()).toBeGreaterThanOrEqual(before);
    expect(await notes()).toBeLessThan(before);

    // The reader searched between the prunes: it follows on from its place.
    expect(await handles(reader, 'quokka')).toEqual([first!.handle]);
    // The idle server never read the wombat rename, whose note is gone: it reads everything again.
    expect(await handles(idle, 'quokka')).toEqual([first!.handle]);
    expect(await handles(idle, 'wombat')).toEqual([]);

    // Nothing older than the previous prune is left, and a third prune takes what the second one marked.
    await rename(first!.handle, 'Numbat Travel Blanket');
    const [state] = await commerce.db.query<{ left: number }>(
      `SELECT count(*)::int AS left FROM search_changes, search_index_state s WHERE xid < s.pruned_below`,
    );
    expect(state!.left).toBe(0);
    expect(await reader.pruneChanges()).toBeGreaterThan(0);
    expect(await handles(reader, 'numbat')).toEqual([first!.handle]);
    expect(await handles(idle, 'numbat')).toEqual([first!.handle]);
  });
});
