import type { Db } from '../db/db.types';
import { outsideRequest } from '../db/request-scope';
import { summarizeVariants, type OptionValueFacts, type ProductFacts, type VariantFacts } from './search.facets';
import { wordsOf } from './typos';

/** What search keeps of one product: its facts for filters and facets, what sorting needs, and its words. */
export interface IndexedProduct extends ProductFacts {
  position: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** The title in lower case, for sorting by title. */
  titleKey: string;
  /** Ids of the distinct words of its title, vendor, type and description (ids in the vocabulary of the index holding it). */
  words: Int32Array;
}

/** Products read from the database per statement when the whole catalogue is read. */
const LOAD_CHUNK = 25_000;

/** What one read of some products returned (see `readProducts`). */
interface ProductRows {
  products: Array<{ id: number; position: number; created_at: string; title: string; text: string }>;
  variants: Array<{ id: number; product_id: number; price: number; on_hand: number }>;
  options: Array<{ variant_id: number; name: string; value: string }>;
  collections: Array<{ product_id: number; collection_id: number }>;
}

/** The products search reads; `range`: every product of that inclusive range of ids instead of a list. */
async function readProducts(db: Db, ids: readonly number[], range?: [number, number]): Promise<ProductRows> {
  const which = (column: string) => (range ? `${column} BETWEEN $1 AND $2` : `${column} = ANY($1::int[])`);
  const params = range ?? [ids];
  const [products, variants, options, collections] = await Promise.all([
    db.query<ProductRows['products'][number]>(
      `SELECT id, position, created_at::text AS created_at, title,
              title || ' ' || vendor || ' ' || product_type || ' ' || regexp_replace(description_html, '<[^>]*>', ' ', 'g') AS text
       FROM products WHERE ${which('id')}`,
      params,
    ),
    db.query<ProductRows['variants'][number]>(
      `SELECT v.id, v.product_id, v.price, COALESCE(i.on_hand, 0) AS on_hand
       FROM variants v LEFT JOIN inventory_levels i ON i.variant_id = v.id
       WHERE ${which('v.product_id')} ORDER BY v.product_id, v.position, v.id`,
      params,
    ),
    db.query<ProductRows['options'][number]>(
      `SELECT vov.variant_id, o.name, ov.value
       FROM variants v
       JOIN variant_option_values vov ON vov.variant_id = v.id
       JOIN product_option_values ov ON ov.id = vov.option_value_id
       JOIN product_options o ON o.id = ov.option_id
       WHERE ${which('v.product_id')}
       ORDER BY o.position, ov.position, ov.id`,
      params,
    ),
    db.query<ProductRows['collections'][number]>(
      `SELECT cp.product_id, cp.collection_id FROM collection_products cp
       JOIN collections c ON c.id = cp.collection_id
       WHERE ${which('cp.product_id')} ORDER BY c.position, c.id`,
      params,
    ),
  ]);
  return { products, variants, options, collections };
}

/** The index as one search reads it: a complete reading of the catalogue, kept up to date. */
export interface IndexView {
  /** The indexed product (undefined for an unknown id or a product without variants). */
  get(id: number): IndexedProduct | undefined;
  /** Every product that can be bought, by ascending id. */
  all(): readonly IndexedProduct[];
  /** The products' words with how many products use each. */
  productWords(): ReadonlyMap<string, number>;
}

/**
 * One reading of the whole catalogue, then brought up to date in place (each
 * update applied at once, between two reads of a search), with what it takes
 * to follow on: the epoch it was read under and the transactions whose
 * changes it may not hold yet.
 */
class IndexContents implements IndexView {
  /** Transactions from this id on may hold changes not read yet. */
  horizon: string;
  private readonly byId = new Map<number, IndexedProduct>();
  private readonly wordIds = new Map<string, number>();
  private readonly wordTexts: string[] = [];
  /** Products using each word, by word id. */
  private readonly wordUses: number[] = [];
  private vocabularyCache: Map<string, number> | undefined;
  private allCache: IndexedProduct[] | undefined;
  /** Shared variant facts: a catalogue repeats the same few option combinations. */
  private readonly variantsByKey = new Map<string, VariantFacts>();
  private readonly optionValuesByKey = new Map<string, OptionValueFacts>();

  /** `epoch` and `horizon`: what `search_index_state` said before the catalogue was read. */
  constructor(
    readonly epoch: string,
    horizon: string,
  ) {
    this.horizon = horizon;
  }

  get(id: number): IndexedProduct | undefined {
    const product = this.byId.get(id);
    return product && product.variants.length > 0 ? product : undefined;
  }

  all(): readonly IndexedProduct[] {
    this.allCache ??= [...this.byId.values()].filter((p) => p.variants.length > 0).sort((a, b) => a.id - b.id);
    return this.allCache;
  }

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

  /** Replaces the given products by what was read of them (a product gone or without variants leaves the index). */
  apply(ids: readonly number[], { products, variants, options, collections }: ProductRows): void {
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
        this.byId.set(product.id, {
          id: product.id,
          price: 0,
          collections: [],
          variants: [],
          optionValues: [],
          inStock: false,
          position: product.position,
          createdAt: 0,
          titleKey: '',
          words,
        });
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

/** Reads the whole catalogue into new contents, under the epoch and horizon `search_index_state` gave just before. */
async function readCatalogue(db: Db, epoch: string, horizon: string): Promise<IndexContents> {
  const contents = new IndexContents(epoch, horizon);
  const ids = (await db.query<{ id: number }>('SELECT id FROM products ORDER BY id')).map((row) => row.id);
  // By ranges of ids, which the database reads in order, rather than by lists of ids looked up one by one.
  for (let start = 0; start < ids.length; start += LOAD_CHUNK) {
    const chunk = ids.slice(start, start + LOAD_CHUNK);
    contents.apply(chunk, await readProducts(db, chunk, [chunk[0]!, chunk[chunk.length - 1]!]));
  }
  return contents;
}

/**
 * The catalogue as search needs it, kept in process: one small read per
 * search brings it up to date. Triggers note every product whose facts change
 * (`search_changes`, migration 0027) with the id of the transaction that
 * changed it; each refresh reads the products changed by transactions the
 * last one could not see (ids from the oldest one still running at that
 * time), so no change is missed and a quiet catalogue costs one indexed read.
 *
 * A move of `search_index_state.epoch` (a load that bypassed the triggers),
 * or notes pruned before this server read them (`search_changes_prune()`),
 * reads everything again, into new contents put in place once complete:
 * meanwhile searches keep the previous contents (only the very first reading
 * is waited for). The new contents follow on from the horizon taken before
 * their reading, so a change committed while it reads is applied by the
 * first refresh after they are in place.
 */
export class SearchIndex {
  /** The latest complete reading (none before the first one is done). */
  private contents: IndexContents | undefined;
  /** The reading of the whole catalogue under way, apart from the refreshes. */
  private reading: Promise<void> | undefined;
  private pending: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Whether the whole catalogue has been read once (later refreshes only bring it up to date). */
  get isBuilt(): boolean {
    return this.contents !== undefined;
  }

  /**
   * Brings the index up to the database's latest committed state (one
   * statement when nothing changed) and returns it for one search to read
   * throughout. While the whole catalogue is read again, the previous
   * complete index as it stands; before the first reading, waits for it.
   */
  refresh(): Promise<IndexView> {
    const next = this.pending.then(() => this.update());
    // A failed refresh is reported to its caller; the next one starts afresh.
    this.pending = next.catch(() => undefined);
    return next;
  }

  /** Resolves once no reading of the whole catalogue is under way (rejects when the one awaited failed). */
  async settled(): Promise<void> {
    while (this.reading) await this.reading;
  }

  private async update(): Promise<IndexContents> {
    for (;;) {
      const live = this.contents;
      // No list when the epoch moved or notes these contents have not read were pruned: then everything is read.
      const [state] = await this.db.query<{ epoch: string; horizon: string; changed: number[] | null }>(
        `SELECT s.epoch::text AS epoch, pg_snapshot_xmin(pg_current_snapshot())::text AS horizon,
                CASE WHEN s.epoch::text = $2 AND s.pruned_below <= $1::xid8
                  THEN ARRAY(SELECT DISTINCT product_id FROM search_changes WHERE xid >= $1::xid8) END AS changed
         FROM search_index_state s`,
        [live?.horizon ?? '0', live?.epoch ?? ''],
      );
      if (!state) throw new Error('search_index_state is empty');
      // New contents were put in place meanwhile: bring those up to date instead.
      if (this.contents !== live) continue;
      if (live && state.epoch === live.epoch && state.changed) {
        if (state.changed.length > 0) live.apply(state.changed, await readProducts(this.db, state.changed));
        live.horizon = state.horizon;
        return live;
      }
      const reading = this.readAll(state.epoch, state.horizon);
      if (live) {
        // Its failure is retried by a later refresh; searches keep the previous contents.
        reading.catch(() => undefined);
        return live;
      }
      await reading;
    }
  }

  /** Reads the whole catalogue into new contents and puts them in place when complete; one reading at a time. */
  private readAll(epoch: string, horizon: string): Promise<void> {
    // Apart from any request: the searches that start it do not wait for it (but the first), nor count its statements.
    this.reading ??= outsideRequest(() => readCatalogue(this.db, epoch, horizon)).then(
      (contents) => {
        this.contents = contents;
        this.reading = undefined;
      },
      (error: unknown) => {
        this.reading = undefined;
        throw error;
      },
    );
    return this.reading;
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
