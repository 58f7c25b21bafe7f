import type { Db } from '../db/db.types';
import { summarizeVariants, type OptionValueFacts, type ProductFacts, type VariantFacts } from './search.facets';
import { wordsOf } from './typos';

/** What search keeps of one product: its facts for filters and facets, what sorting needs, and its words. */
export interface IndexedProduct extends ProductFacts {
  position: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** The title in lower case, for sorting by title. */
  titleKey: string;
  /** Ids of the distinct words of its title, vendor, type and description (see `SearchIndex.words`). */
  words: Int32Array;
}

/** Products read from the database per statement when the whole catalogue is read. */
const LOAD_CHUNK = 25_000;

/**
 * The catalogue as search needs it, kept in process: one small read per
 * search brings it up to date. Triggers note every product whose facts change
 * (`search_changes`, migration 0027) with the id of the transaction that
 * changed it; each refresh reads the products changed by transactions the
 * last one could not see (ids from the oldest one still running at that
 * time), so no change is missed and a quiet catalogue costs one indexed read.
 * A move of `search_index_state.epoch` (a load that bypassed the triggers),
 * or notes pruned before this server read them (`search_changes_prune()`),
 * reads everything again.
 */
export class SearchIndex {
  private epoch: string | undefined;
  /** Transactions from this id on may hold changes not read yet. */
  private horizon = '0';
  private readonly byId = new Map<number, IndexedProduct>();
  private readonly wordIds = new Map<string, number>();
  private readonly wordTexts: string[] = [];
  /** Products using each word, by word id. */
  private readonly wordUses: number[] = [];
  private vocabularyCache: Map<string, number> | undefined;
  private allCache: IndexedProduct[] | undefined;
  private pending: Promise<void> = Promise.resolve();
  /** Shared variant facts: a catalogue repeats the same few option combinations. */
  private readonly variantsByKey = new Map<string, VariantFacts>();
  private readonly optionValuesByKey = new Map<string, OptionValueFacts>();

  constructor(private readonly db: Db) {}

  /** Whether the whole catalogue has been read once (later refreshes only bring it up to date). */
  get isBuilt(): boolean {
    return this.epoch !== undefined;
  }

  /** Brings the index up to the database's latest committed state (one statement when nothing changed). */
  refresh(): Promise<void> {
    const next = this.pending.then(() => this.update());
    // A failed refresh is reported to its caller; the next one starts afresh.
    this.pending = next.catch(() => undefined);
    return next;
  }

  /** The indexed product (undefined for an unknown id or a product without variants). */
  get(id: number): IndexedProduct | undefined {
    const product = this.byId.get(id);
    return product && product.variants.length > 0 ? product : undefined;
  }

  /** Every product that can be bought, by ascending id. */
  all(): readonly IndexedProduct[] {
    this.allCache ??= [...this.byId.values()].filter((p) => p.variants.length > 0).sort((a, b) => a.id - b.id);
    return this.allCache;
  }

  /** The products' words with how many products use each. */
  productWords(): ReadonlyMap<string, number> {
    if (!this.vocabularyCache) {
      const vocabulary = new Map<string, number>();
      this.wordTexts.forEach((word, id) => {
        const uses = this.wordUses[id] ?? 0;
        if (uses > 0) vocabulary.set(word, uses);
      });
      this.vocabularyCache = vocabulary;
    }
    return this.vocabularyCache;
  }

  private async update(): Promise<void> {
    // No list when the epoch moved or notes this server has not read were pruned: then everything is read.
    const [state] = await this.db.query<{ epoch: string; horizon: string; changed: number[] | null }>(
      `SELECT s.epoch::text AS epoch, pg_snapshot_xmin(pg_current_snapshot())::text AS horizon,
              CASE WHEN s.epoch::text = $2 AND s.pruned_below <= $1::xid8
                THEN ARRAY(SELECT DISTINCT product_id FROM search_changes WHERE xid >= $1::xid8) END AS changed
       FROM search_index_state s`,
      [this.horizon, this.epoch ?? ''],
    );
    if (!state) throw new Error('search_index_state is empty');
    if (state.epoch !== this.epoch || !state.changed) {
      this.epoch = undefined;
      await this.loadAll();
      this.epoch = state.epoch;
    } else if (state.changed.length > 0) {
      await this.load(state.changed);
    }
    this.horizon = state.horizon;
  }

  private async loadAll(): Promise<void> {
    for (const id of [...this.byId.keys()]) this.remove(id);
    this.variantsByKey.clear();
    this.optionValuesByKey.clear();
    const ids = (await this.db.query<{ id: number }>('SELECT id FROM products ORDER BY id')).map((row) => row.id);
    // By ranges of ids, which the database reads in order, rather than by lists of ids looked up one by one.
    for (let start = 0; start < ids.length; start += LOAD_CHUNK) {
      const chunk = ids.slice(start, start + LOAD_CHUNK);
      await this.load(chunk, [chunk[0]!, chunk[chunk.length - 1]!]);
    }
  }

  private remove(id: number): void {
    const old = this.byId.get(id);
    if (!old) return;
    for (const word of old.words) this.wordUses[word] = (this.wordUses[word] ?? 1) - 1;
    this.byId.delete(id);
    this.vocabularyCache = undefined;
    this.allCache = undefined;
  }

  private wordId(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.wordTexts.length;
      this.wordIds.set(word, id);
      this.wordTexts.push(word);
      this.wordUses.push(0);
    }
    return id;
  }

  private sharedVariant(inStock: boolean, options: Array<[string, string]>): VariantFacts {
    const key = JSON.stringify([inStock, options]);
    let variant = this.variantsByKey.get(key);
    if (!variant) {
      variant = { inStock, options: new Map(options) };
      this.variantsByKey.set(key, variant);
    }
    return variant;
  }

  private sharedOptionValue = (name: string, value: string, inStock: boolean): OptionValueFacts => {
    const key = `${inStock ? 1 : 0}\u0000${name}\u0000${value}`;
    let shared = this.optionValuesByKey.get(key);
    if (!shared) {
      shared = { name, value, inStock };
      this.optionValuesByKey.set(key, shared);
    }
    return shared;
  };

  /**
   * Reads the given products again (a product gone or without variants leaves the index);
   * `range`: they are every product of that inclusive range of ids.
   */
  private async load(ids: readonly number[], range?: [number, number]): Promise<void> {
    const which = (column: string) => (range ? `${column} BETWEEN $1 AND $2` : `${column} = ANY($1::int[])`);
    const params = range ?? [ids];
    const [products, variants, options, collections] = await Promise.all([
      this.db.query<{ id: number; position: number; created_at: string; title: string; text: string }>(
        `SELECT id, position, created_at::text AS created_at, title,
                title || ' ' || vendor || ' ' || product_type || ' ' || regexp_replace(description_html, '<[^>]*>', ' ', 'g') AS text
         FROM products WHERE ${which('id')}`,
        params,
      ),
      this.db.query<{ id: number; product_id: number; price: number; on_hand: number }>(
        `SELECT v.id, v.product_id, v.price, COALESCE(i.on_hand, 0) AS on_hand
         FROM variants v LEFT JOIN inventory_levels i ON i.variant_id = v.id
         WHERE ${which('v.product_id')} ORDER BY v.product_id, v.position, v.id`,
        params,
      ),
      this.db.query<{ variant_id: number; name: string; value: string }>(
        `SELECT vov.variant_id, o.name, ov.value
         FROM variants v
         JOIN variant_option_values vov ON vov.variant_id = v.id
         JOIN product_option_values ov ON ov.id = vov.option_value_id
         JOIN product_options o ON o.id = ov.option_id
         WHERE ${which('v.product_id')}
         ORDER BY o.position, ov.position, ov.id`,
        params,
      ),
      this.db.query<{ product_id: number; collection_id: number }>(
        `SELECT cp.product_id, cp.collection_id FROM collection_products cp
         JOIN collections c ON c.id = cp.collection_id
         WHERE ${which('cp.product_id')} ORDER BY c.position, c.id`,
        params,
      ),
    ]);
    for (const id of ids) this.remove(id);
    const optionsByVariant = new Map<number, Array<[string, string]>>();
    for (const row of options) {
      const list = optionsByVariant.get(row.variant_id) ?? [];
      // One value per option name (the last read wins, as a map would keep it).
      const at = list.findIndex(([name]) => name === row.name);
      if (at >= 0) list[at] = [row.name, row.value];
      else list.push([row.name, row.value]);
      optionsByVariant.set(row.variant_id, list);
    }
    const variantsOf = new Map<number, { price: number; variants: VariantFacts[] }>();
    for (const variant of variants) {
      const entry = variantsOf.get(variant.product_id) ?? { price: Number.POSITIVE_INFINITY, variants: [] };
      entry.price = Math.min(entry.price, variant.price);
      entry.variants.push(this.sharedVariant(variant.on_hand > 0, optionsByVariant.get(variant.id) ?? []));
      variantsOf.set(variant.product_id, entry);
    }
    const collectionsOf = new Map<number, number[]>();
    for (const row of collections) {
      const list = collectionsOf.get(row.product_id) ?? [];
      list.push(row.collection_id);
      collectionsOf.set(row.product_id, list);
    }
    for (const product of products) {
      // A product without variants can not be bought or priced: it is left out of search results.
      const sold = variantsOf.get(product.id);
      const words = Int32Array.from(new Set(wordsOf(product.text)), (word) => this.wordId(word));
      for (const word of words) this.wordUses[word] = (this.wordUses[word] ?? 0) + 1;
      this.vocabularyCache = undefined;
      this.allCache = undefined;
      if (!sold) {
        // Its words still count in the vocabulary, as every product's do: keep it, without variants.
        this.byId.set(product.id, { id: product.id, price: 0, collections: [], variants: [], optionValues: [], inStock: false, position: product.position, createdAt: 0, titleKey: '', words });
        continue;
      }
      this.byId.set(product.id, {
        id: product.id,
        price: sold.price,
        collections: collectionsOf.get(product.id) ?? [],
        variants: sold.variants,
        ...summarizeVariants(sold.variants, this.sharedOptionValue),
        position: product.position,
        createdAt: Date.parse(product.created_at),
        titleKey: product.title.toLowerCase(),
        words,
      });
    }
  }
}

/**
 * Deletes the change notes every server has read (those older than the
 * horizon of the previous prune) and returns how many; a server that has not
 * searched since then reads the whole catalogue at its next search.
 */
export async function pruneSearchChanges(db: Db): Promise<number> {
  const [row] = await db.query<{ removed: number }>('SELECT search_changes_prune() AS removed');
  return row?.removed ?? 0;
}
