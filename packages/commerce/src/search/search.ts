import type { ProductSummary } from '@vitrine/headless/contract';
import { toSummary } from '../catalog/catalog.mappers';
import { loadProductRows } from '../catalog/catalog.rows';
import type { Db } from '../db/db.types';
import { parseInput } from '../errors';
import { computeFacets, productPasses, type SearchFilters } from './search.facets';
import { findTextMatches, loadProductFacts, loadVocabulary, type TextMatch } from './search.rows';
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
}

/** How long the spelling vocabulary is reused before it is read again (the catalog changes rarely). */
const VOCABULARY_TTL_MS = 60_000;
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

function compareBy(sort: SearchQuery['sort'], hasText: boolean, prices: Map<number, number>) {
  const featured = (a: TextMatch, b: TextMatch) => a.position - b.position || a.id - b.id;
  const price = (match: TextMatch) => prices.get(match.id) ?? 0;
  switch (sort) {
    case 'relevance':
      return hasText ? (a: TextMatch, b: TextMatch) => b.rank - a.rank || featured(a, b) : featured;
    case 'price-asc':
      return (a: TextMatch, b: TextMatch) => price(a) - price(b) || featured(a, b);
    case 'price-desc':
      return (a: TextMatch, b: TextMatch) => price(b) - price(a) || featured(a, b);
    case 'newest':
      return (a: TextMatch, b: TextMatch) =>
        Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
    case 'title-asc':
      // Code-point order, so the answer does not depend on the server's locale.
      return (a: TextMatch, b: TextMatch) => {
        const [x, y] = [a.title.toLowerCase(), b.title.toLowerCase()];
        return x < y ? -1 : x > y ? 1 : a.id - b.id;
      };
    default:
      return featured;
  }
}

async function summaries(db: Db, ids: number[]): Promise<ProductSummary[]> {
  const rows = await loadProductRows(db, ids);
  return rows.products.map((product) => toSummary(product, rows));
}

/**
 * Search over a database. Matching is PostgreSQL full text (`products.search_vector`);
 * misspelt words are first corrected against the shop's vocabulary, so
 * "merion sweter" searches for "merino sweater".
 *
 * @example
 * const result = await createSearch(db).search(new URLSearchParams('q=linen&option.Size=M'));
 */
export function createSearch(db: Db): SearchService {
  let cached: { at: number; vocabulary: Promise<Vocabulary> } | undefined;
  const vocabulary = () => {
    if (!cached || Date.now() - cached.at > VOCABULARY_TTL_MS) cached = { at: Date.now(), vocabulary: loadVocabulary(db) };
    return cached.vocabulary;
  };

  async function understand(q: string, prefixLast: boolean) {
    const words = wordsOf(q);
    const corrected = correctQuery(words, await vocabulary(), prefixLast);
    const changed = corrected.some((word, index) => word !== words[index]);
    return { words: corrected, corrected_q: changed ? corrected.join(' ') : null };
  }

  return {
    async search(raw) {
      const query = parseInput(searchQuerySchema, toInput(raw));
      const { words, corrected_q } = await understand(query.q, false);
      let match: SearchResult['match'] = 'all';
      let matches = await findTextMatches(db, words.join(' & '));
      if (matches.length === 0 && words.length > 1) {
        // No product has every word: show the ones with some, best first, and say so.
        match = 'any';
        matches = await findTextMatches(db, words.join(' | '));
      }
      const facts = await loadProductFacts(db, matches.map((m) => m.id));
      const filters = filtersOf(query);
      const passing = new Set(facts.filter((product) => productPasses(product, filters)).map((p) => p.id));
      const prices = new Map(facts.map((product) => [product.id, product.price]));
      const ordered = matches
        .filter((m) => passing.has(m.id))
        .sort(compareBy(query.sort, words.length > 0, prices));
      const start = (query.page - 1) * query.page_size;
      const pageIds = ordered.slice(start, start + query.page_size).map((m) => m.id);
      return {
        products: await summaries(db, pageIds),
        total: ordered.length,
        page: query.page,
        page_size: query.page_size,
        q: query.q,
        corrected_q,
        match,
        facets: computeFacets(facts, filters),
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
      const matches = (await findTextMatches(db, tsquery, false)).sort((a, b) => b.rank - a.rank || a.position - b.position || a.id - b.id);
      const room = MAX_SUGGESTIONS - suggestions.length;
      for (const product of await summaries(db, matches.slice(0, room).map((m) => m.id))) {
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
