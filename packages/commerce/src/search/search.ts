import type { ProductSummary } from '@vitrine/headless/contract';
import { toSummary } from '../catalog/catalog.mappers';
import { loadProductRows } from '../catalog/catalog.rows';
import { DEFAULT_STORE_CURRENCY } from '../config';
import type { Db } from '../db/db.types';
import { cachedRead } from '../db/read-cache';
import { outsideRequest } from '../db/request-scope';
import { parseInput } from '../errors';
import { computeFacets, productPasses, type CollectionFacts, type SearchFilters } from './search.facets';
import { pruneSearchChanges, SearchIndex, type IndexedProduct, type IndexView } from './search.index';
import { bestTextMatches, findTextMatches } from './search.rows';
import {
  MAX_SUGGESTIONS,
  searchQuerySchema,
  suggestQuerySchema,
  type Category,
  type SearchQuery,
  type SearchResult,
  type Suggestions,
} from '@vitrine/headless/contract';
import { correctQuery, wordsOf, type Vocabulary } from './typos';

/** Product search, search-box suggestions and the collection tree. */
export interface SearchService {
  /**
   * `GET /products/search`: full-text search with spelling correction, filters
   * and facets. `query` is the request's query (`URLSearchParams` or a plain
   * object); option filters are `option.<Name>=<value>`, repeatable. 422 when invalid.
   */
  search(query: URLSearchParams | Record<string, unknown>): Promise<SearchResult>;
  /** `GET /products/meta/search`: at most 8 suggestions (corrected query, collections, products) for the text typed so far. */
  suggest(query: URLSearchParams | Record<string, unknown>): Promise<Suggestions>;
  /** `GET /categories`: the collections as a tree, each with its product count. */
  categories(): Promise<Category[]>;
  /**
   * Reads the catalogue into the search index now, so the first search does
   * not wait for it; a server calls it once at start, without waiting.
   * Resolves once the index is complete and current (a reading of the whole
   * catalogue under way, after a bulk load, included).
   */
  warm(): Promise<void>;
  /** Deletes the change notes every server has read (housekeeping); how many. */
  pruneChanges(): Promise<number>;
}

/** Collections offered among the suggestions at most; products fill the rest. */
const MAX_COLLECTION_SUGGESTIONS = 2;
const OPTION_PREFIX = 'option.';

/** Turns the request query into the schema's input: repeated keys become lists, `option.*` keys one record. */
function toInput(query: URLSearchParams | Record<string, unknown>): Record<string, unknown> {
  const entries: Array<[string, unknown]> = [];
  if (query instanceof URLSearchParams) {
    for (const key of new Set(query.keys())) {
      const values = query.getAll(key);
      entries.push([key, values.length === 1 ? values[0] : values]);
    }
  } else entries.push(...Object.entries(query));
  const input: Record<string, unknown> = {};
  const options: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (key.startsWith(OPTION_PREFIX)) options[key.slice(OPTION_PREFIX.length)] = value;
    else input[key] = value;
  }
  if (Object.keys(options).length > 0) input.options = options;
  return input;
}

interface Collection extends CollectionFacts {
  id: number;
}

function filtersOf(query: SearchQuery, collections: readonly Collection[]): SearchFilters {
  const options = new Map<string, Set<string>>();
  for (const [name, value] of Object.entries(query.options)) {
    options.set(name, new Set(Array.isArray(value) ? value : [value]));
  }
  return {
    // An unknown handle filters by an id no collection has: nothing passes.
    collection:
      query.collection === undefined ? undefined : (collections.find((c) => c.handle === query.collection)?.id ?? -1),
    priceMin: query.price_min,
    priceMax: query.price_max,
    available: query.available,
    options,
  };
}

/** A matched product and its text rank. */
interface Ranked {
  product: IndexedProduct;
  rank: number;
}

function compareBy(sort: SearchQuery['sort'], hasText: boolean) {
  const featured = ({ product: a }: Ranked, { product: b }: Ranked) => a.position - b.position || a.id - b.id;
  switch (sort) {
    case 'relevance':
      return hasText ? (a: Ranked, b: Ranked) => b.rank - a.rank || featured(a, b) : featured;
    case 'price-asc':
      return (a: Ranked, b: Ranked) => a.product.price - b.product.price || featured(a, b);
    case 'price-desc':
      return (a: Ranked, b: Ranked) => b.product.price - a.product.price || featured(a, b);
    case 'newest':
      return ({ product: a }: Ranked, { product: b }: Ranked) => b.createdAt - a.createdAt || b.id - a.id;
    case 'title-asc':
      // Code-point order, so the answer does not depend on the server's locale.
      return ({ product: a }: Ranked, { product: b }: Ranked) => {
        const [x, y] = [a.titleKey, b.titleKey];
        return x < y ? -1 : x > y ? 1 : a.id - b.id;
      };
    default:
      return featured;
  }
}

/**
 * The first `count` items of `items` in `compare` order (a stable order: ties
 * are broken by id), without sorting them all: a page near the start of many
 * matches costs one pass.
 */
function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count * 4 >= items.length) return [...items].sort(compare).slice(0, count);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1]!) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(item, kept[middle]!) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

async function summaries(db: Db, ids: number[], currency: string): Promise<ProductSummary[]> {
  const rows = await loadProductRows(db, ids);
  return rows.products.map((product) => toSummary(product, rows, currency));
}

/**
 * Search over a database. Matching is PostgreSQL full text (`products.search_vector`);
 * misspelt words are first corrected against the shop's vocabulary, so
 * "merion sweter" searches for "merino sweater".
 *
 * @example
 * const result = await createSearch(db).search(new URLSearchParams('q=linen&option.Size=M'));
 */
export function createSearch(db: Db, { currency = DEFAULT_STORE_CURRENCY }: { currency?: string } = {}): SearchService {
  const index = new SearchIndex(db);
  const collections = () =>
    cachedRead(db, 'search-collections', () =>
      db.query<Collection>('SELECT id, handle, title, position FROM collections ORDER BY position, id'),
    );
  let merged:
    { products: ReadonlyMap<string, number>; collections: readonly Collection[]; vocabulary: Vocabulary } | undefined;
  /** The products' words with how many products use each, and the collection titles' words counted the same way. */
  const vocabulary = (view: IndexView, list: readonly Collection[]): Vocabulary => {
    const products = view.productWords();
    if (merged?.products !== products || merged.collections !== list) {
      const uses = new Map(products);
      for (const collection of list) {
        for (const word of new Set(wordsOf(collection.title))) uses.set(word, (uses.get(word) ?? 0) + 1);
      }
      merged = { products, collections: list, vocabulary: uses };
    }
    return merged.vocabulary;
  };
  /** The index brought up to date (one complete reading of the catalogue, for the whole search), and the collections. */
  const current = () => Promise.all([index.refresh(), collections()]);
  let building: Promise<unknown> | undefined;
  /** Builds the index apart from any request (its statements are nobody's), once at a time; a failure is retried by the next search. */
  const build = () =>
    (building ??= outsideRequest(() => index.refresh()).finally(() => {
      building = undefined;
    }));

  /** The words of `q`, corrected against the shop's vocabulary when an index is given. */
  function understand(q: string, prefixLast: boolean, list: readonly Collection[], view: IndexView | undefined) {
    const words = wordsOf(q);
    if (!view) return { words, corrected_q: null };
    const corrected = correctQuery(words, vocabulary(view, list), prefixLast);
    const changed = corrected.some((word, index) => word !== words[index]);
    return { words: corrected, corrected_q: changed ? corrected.join(' ') : null };
  }

  /** The products matching the words, each with its rank, in the order the database found them; `match: 'any'` when none has every word. */
  async function matching(
    view: IndexView,
    words: readonly string[],
  ): Promise<{ products: Ranked[]; match: SearchResult['match'] }> {
    const everything = () => view.all().map((product) => ({ product, rank: 0 }));
    if (words.length === 0) return { products: everything(), match: 'all' };
    let match: SearchResult['match'] = 'all';
    let found = await findTextMatches(db, words.join(' & '));
    if (found.empty) return { products: everything(), match };
    if (found.ids.length === 0 && words.length > 1) {
      // No product has every word: show the ones with some, best first, and say so.
      match = 'any';
      found = await findTextMatches(db, words.join(' | '));
    }
    const products: Ranked[] = [];
    found.ids.forEach((id, at) => {
      const product = view.get(id);
      if (product) products.push({ product, rank: found.ranks[at] ?? 0 });
    });
    return { products, match };
  }

  return {
    async search(raw) {
      const query = parseInput(searchQuerySchema, toInput(raw));
      const [view, list] = await current();
      const { words, corrected_q } = understand(query.q, false, list, view);
      const { products, match } = await matching(view, words);
      const filters = filtersOf(query, list);
      const passing = products.filter(({ product }) => productPasses(product, filters));
      const start = (query.page - 1) * query.page_size;
      const leading = firstInOrder(passing, start + query.page_size, compareBy(query.sort, words.length > 0));
      const pageIds = leading.slice(start).map(({ product }) => product.id);
      return {
        products: await summaries(db, pageIds, currency),
        total: passing.length,
        page: query.page,
        page_size: query.page_size,
        q: query.q,
        corrected_q,
        match,
        facets: computeFacets(
          products.map(({ product }) => product),
          filters,
          new Map(list.map((c) => [c.id, c])),
        ),
      };
    },

    async suggest(raw) {
      const { q } = parseInput(suggestQuerySchema, toInput(raw));
      // Suggestions answer as the shopper types: they never wait for the catalogue's first reading. Until it
      // is done, the typed words are matched as they are (prefixes and all), without spelling correction.
      const isBuilt = index.isBuilt;
      if (!isBuilt) build().catch(() => undefined);
      const [view, list] = isBuilt ? await current() : [undefined, await collections()];
      const { words, corrected_q } = understand(q, true, list, view);
      if (words.length === 0) return { q, corrected_q: null, suggestions: [] };
      const suggestions: Suggestions['suggestions'] = [];
      if (corrected_q)
        suggestions.push({
          kind: 'query',
          text: corrected_q,
          url: `/search?q=${encodeURIComponent(corrected_q)}`,
          image: null,
        });
      const last = words.length - 1;
      for (const collection of list) {
        const titleWords = wordsOf(collection.title);
        const fits = words.every((word, index) =>
          titleWords.some((known) => (index === last ? known.startsWith(word) : known === word)),
        );
        if (fits && suggestions.filter((s) => s.kind === 'collection').length < MAX_COLLECTION_SUGGESTIONS) {
          suggestions.push({
            kind: 'collection',
            text: collection.title,
            url: `/collections/${collection.handle}`,
            image: null,
          });
        }
      }
      const tsquery = words.map((word, index) => (index === last ? `${word}:*` : word)).join(' & ');
      const best = await bestTextMatches(db, tsquery, MAX_SUGGESTIONS - suggestions.length);
      for (const product of await summaries(db, best, currency)) {
        suggestions.push({
          kind: 'product',
          text: product.title,
          url: `/products/${product.handle}`,
          image: product.image,
        });
      }
      return { q, corrected_q, suggestions };
    },

    async categories() {
      const rows = await db.query<{ id: number; handle: string; title: string; products_count: number }>(
        `SELECT c.id, c.handle, c.title,
                (SELECT count(*)::int FROM collection_products cp WHERE cp.collection_id = c.id) AS products_count
         FROM collections c ORDER BY c.position, c.id`,
      );
      // Collections are one level deep today; the tree shape lets nested collections come later.
      return rows.map((row) => ({ ...row, url: `/collections/${row.handle}`, parent_id: null, children: [] }));
    },

    async warm() {
      await build();
      // A reading of the whole catalogue the refresh found under way (after a bulk load) is waited for too.
      await index.settled();
    },

    pruneChanges: () => pruneSearchChanges(db),
  };
}
