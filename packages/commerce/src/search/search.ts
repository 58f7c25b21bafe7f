import type { ProductSummary } from '@vitrine/headless/contract';
import { toSummary } from '../catalog/catalog.mappers';
import { loadProductRows } from '../catalog/catalog.rows';
import type { Db } from '../db/db.types';
import { parseInput } from '../errors';
import type { SearchFilters } from './search.facets';
import { findTopMatches, searchPage } from './search.rows';
import {
  MAX_SUGGESTIONS,
  searchQuerySchema,
  suggestQuerySchema,
  type Category,
  type SearchQuery,
  type SearchResult,
  type Suggestions,
} from '@vitrine/headless/contract';
import { wordsOf } from './typos';
import { createSpeller } from './vocabulary';

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

function filtersOf(query: SearchQuery): SearchFilters {
  const options = new Map<string, Set<string>>();
  for (const [name, value] of Object.entries(query.options)) {
    options.set(name, new Set(Array.isArray(value) ? value : [value]));
  }
  return {
    collection: query.collection,
    priceMin: query.price_min,
    priceMax: query.price_max,
    available: query.available,
    options,
  };
}

async function summaries(db: Db, ids: number[]): Promise<ProductSummary[]> {
  const rows = await loadProductRows(db, ids);
  return rows.products.map((product) => toSummary(product, rows));
}

/**
 * Search over a database. Matching is PostgreSQL full text (`products.search_vector`);
 * misspelt words are first corrected against the shop's vocabulary (the
 * `search_words` table), so "merion sweter" searches for "merino sweater".
 * Each search is one statement for the page, total and facets, however many
 * products match, and one for the page's product cards.
 *
 * @example
 * const result = await createSearch(db).search(new URLSearchParams('q=linen&option.Size=M'));
 */
export function createSearch(db: Db, options: { trigrams?: boolean } = {}): SearchService {
  const speller = createSpeller(db, options);

  async function understand(q: string, prefixLast: boolean) {
    const words = wordsOf(q);
    const corrected = await speller.correct(words, prefixLast);
    const changed = corrected.some((word, index) => word !== words[index]);
    return { words: corrected, corrected_q: changed ? corrected.join(' ') : null };
  }

  return {
    async search(raw) {
      const query = parseInput(searchQuerySchema, toInput(raw));
      const { words, corrected_q } = await understand(query.q, false);
      const request = {
        filters: filtersOf(query),
        sort: query.sort,
        hasText: words.length > 0,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      };
      let match: SearchResult['match'] = 'all';
      let found = await searchPage(db, { ...request, tsquery: words.join(' & ') });
      if (found.matched === 0 && words.length > 1) {
        // No product has every word: show the ones with some, best first, and say so.
        match = 'any';
        found = await searchPage(db, { ...request, tsquery: words.join(' | ') });
      }
      return {
        products: await summaries(db, found.ids),
        total: found.total,
        page: query.page,
        page_size: query.page_size,
        q: query.q,
        corrected_q,
        match,
        facets: found.facets,
      };
    },

    async suggest(raw) {
      const { q } = parseInput(suggestQuerySchema, toInput(raw));
      const { words, corrected_q } = await understand(q, true);
      if (words.length === 0) return { q, corrected_q: null, suggestions: [] };
      const suggestions: Suggestions['suggestions'] = [];
      if (corrected_q) suggestions.push({ kind: 'query', text: corrected_q, url: `/search?q=${encodeURIComponent(corrected_q)}`, image: null });
      const collections = await db.query<{ handle: string; title: string }>(
        'SELECT handle, title FROM collections ORDER BY position, id',
      );
      const last = words.length - 1;
      for (const collection of collections) {
        const titleWords = wordsOf(collection.title);
        const fits = words.every((word, index) =>
          titleWords.some((known) => (index === last ? known.startsWith(word) : known === word)),
        );
        if (fits && suggestions.filter((s) => s.kind === 'collection').length < MAX_COLLECTION_SUGGESTIONS) {
          suggestions.push({ kind: 'collection', text: collection.title, url: `/collections/${collection.handle}`, image: null });
        }
      }
      const tsquery = words.map((word, index) => (index === last ? `${word}:*` : word)).join(' & ');
      for (const product of await summaries(db, await findTopMatches(db, tsquery, MAX_SUGGESTIONS - suggestions.length))) {
        suggestions.push({ kind: 'product', text: product.title, url: `/products/${product.handle}`, image: product.image });
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
  };
}
