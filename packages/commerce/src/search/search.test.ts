import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { PRICE_BUCKETS } from './search.facets';
import { categoriesSchema, searchResultSchema, suggestionsSchema, type SearchResult } from '@vitrine/headless/contract';

let commerce: Commerce;
const search = async (query: string): Promise<SearchResult> => {
  const result = await commerce.discovery.search.search(new URLSearchParams(query));
  expect(searchResultSchema.strict().parse(result)).toEqual(result);
  return result;
};
const validation = (query: string, field: string) =>
  expectCommerceError(commerce.discovery.search.search(new URLSearchParams(query)), {
    status: 422,
    code: 'VALIDATION_FAILED',
    field,
  });

beforeAll(async () => {
  commerce = await openTestCommerce();
});
afterAll(() => commerce.close());

describe('full-text search with typo tolerance', () => {
  it('finds every product with the word, best matches first', async () => {
    const result = await search('q=merino&page_size=100');
    expect(result).toMatchObject({ match: 'all', corrected_q: null, q: 'merino' });
    expect(result.total).toBeGreaterThanOrEqual(4);
    expect(result.products[0]?.title).toMatch(/merino/i);
    const [row] = await commerce.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE title ILIKE '%merino%'`,
    );
    const titled = result.products.filter((p) => /merino/i.test(p.title));
    expect(titled.length).toBe(row?.n);
  });

  it('corrects misspelt words to the shop vocabulary: "merion sweter" finds merino and sweaters', async () => {
    const result = await search('q=merion%20sweter');
    expect(result.corrected_q).toBe('merino sweater');
    const titles = result.products.map((p) => p.title).join(' | ');
    expect(titles).toMatch(/Merino/);
    expect(titles).toMatch(/Sweater/);
  });

  it('falls back to products with some of the words when none has all of them', async () => {
    const all = await search('q=linen%20mug');
    expect(all.match).toBe('any');
    expect(all.total).toBeGreaterThan(0);
    const both = await search('q=linen%20shirt');
    expect(both.match).toBe('all');
  });

  it('stems words, so plurals find singulars', async () => {
    const plural = await search('q=sweaters');
    expect(plural.products.map((p) => p.title).join()).toMatch(/Sweater/);
  });

  it('lists everything without a text, in featured order', async () => {
    const all = await search('');
    const { total } = await commerce.catalog.listProducts({});
    expect(all.total).toBe(total);
    expect(all.products.map((p) => p.ID)).toEqual((await commerce.catalog.listProducts({})).products.map((p) => p.ID));
  });

  it('returns nothing for words the shop does not know', async () => {
    const result = await search('q=zzqxv');
    expect(result.total).toBe(0);
    expect(result.products).toEqual([]);
  });

  it('accepts 200 characters and refuses 201 with the field q', async () => {
    const ok = await search(`q=${'a'.repeat(200)}`);
    expect(ok.total).toBe(0);
    await validation(`q=${'a'.repeat(201)}`, 'q');
  });
});

describe('filters and facets', () => {
  it('filters by collection; the collection facet ignores its own filter', async () => {
    const open = await search('q=cotton');
    const filtered = await search('q=cotton&collection=knitwear');
    const knitwear = open.facets.collections.find((c) => c.handle === 'knitwear');
    expect(knitwear?.count).toBe(filtered.total);
    expect(filtered.facets.collections).toEqual(open.facets.collections);
    expect(filtered.products.every((p) => p.product_type === 'Knitwear')).toBe(true);
  });

  it('filters by price with inclusive bounds in minor units; buckets count the other filters', async () => {
    const any = (await search('page_size=100')).products;
    const price = any[0]!.price;
    expect((await search(`price_min=${price}&price_max=${price}&page_size=100`)).products.map((p) => p.ID)).toContain(
      any[0]!.ID,
    );
    expect((await search(`price_max=${price - 1}&page_size=100`)).products.map((p) => p.ID)).not.toContain(any[0]!.ID);
    expect((await search(`price_min=${price + 1}&page_size=100`)).products.map((p) => p.ID)).not.toContain(any[0]!.ID);
    const base = await search('collection=knitwear');
    expect(base.facets.price.map((b) => ({ min: b.min, max: b.max }))).toEqual(PRICE_BUCKETS);
    expect(base.facets.price.reduce((sum, b) => sum + b.count, 0)).toBe(base.total);
    for (const bucket of base.facets.price) {
      const narrowed = await search(
        `collection=knitwear&price_min=${bucket.min}${bucket.max === null ? '' : `&price_max=${bucket.max}`}`,
      );
      expect(narrowed.total).toBe(bucket.count);
    }
  });

  it('filters by option values on one variant; option facets count the other filters', async () => {
    const open = await search('');
    const mediums = open.facets.options.Size?.M ?? 0;
    expect(mediums).toBeGreaterThan(0);
    const filtered = await search('option.Size=M&page_size=100');
    expect(filtered.total).toBe(mediums);
    // The Size facet ignores the Size filter, so other sizes stay choosable.
    expect(filtered.facets.options.Size).toEqual(open.facets.options.Size);
    const colours = Object.entries(filtered.facets.options.Colour ?? {}).find(([, n]) => n > 0)!;
    const both = await search(`option.Size=M&option.Colour=${encodeURIComponent(colours[0])}&page_size=100`);
    expect(both.total).toBe(colours[1]);
    for (const summary of both.products) {
      const product = await commerce.catalog.getProduct(summary.handle);
      const fits = product!.variants.some(
        (v) =>
          v.options.some((o) => o.name === 'Size' && o.value === 'M') &&
          v.options.some((o) => o.name === 'Colour' && o.value === colours[0]),
      );
      expect(fits).toBe(true);
    }
    const either = await search('option.Size=M&option.Size=L');
    expect(either.total).toBeGreaterThanOrEqual(mediums);
  });

  it('filters by availability; the counts add up to the unfiltered total', async () => {
    const open = await search('');
    expect(open.facets.availability.in_stock + open.facets.availability.sold_out).toBe(open.total);
    expect(open.facets.availability.sold_out).toBeGreaterThan(0);
    const inStock = await search('available=1&page_size=100');
    expect(inStock.total).toBe(open.facets.availability.in_stock);
    expect(inStock.products.every((p) => p.available)).toBe(true);
    const soldOut = await search('available=0&page_size=100');
    expect(soldOut.total).toBe(open.facets.availability.sold_out);
    expect(soldOut.products.every((p) => !p.available)).toBe(true);
  });

  it('sorts and pages without overlap', async () => {
    const asc = await search('sort=price-asc&page_size=100');
    const prices = asc.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search('sort=price-desc&page_size=100');
    expect(desc.products[0]!.price).toBe(Math.max(...prices));
    const first = await search('page_size=10&page=1');
    const second = await search('page_size=10&page=2');
    expect(new Set([...first.products, ...second.products].map((p) => p.ID)).size).toBe(20);
    expect((await search('page=999')).products).toEqual([]);
  });

  it('refuses bad filters with the offending field', async () => {
    await validation('price_min=500&price_max=499', 'price_max');
    await validation('price_min=-1', 'price_min');
    await validation('price_max=abc', 'price_max');
    await validation('available=yes', 'available');
    await validation('sort=cheapest', 'sort');
    await validation('page=0', 'page');
    await validation('page_size=101', 'page_size');
    await validation(`option.Size=${'x'.repeat(101)}`, 'options.Size');
    await validation(Array.from({ length: 11 }, (_, i) => `option.O${i}=x`).join('&'), 'options');
  });
});

describe('suggestions', () => {
  it('offers the corrected query, collections and products, at most 8', async () => {
    const result = await commerce.discovery.search.suggest({ q: 'knitwaer' });
    expect(suggestionsSchema.parse(result)).toEqual(result);
    expect(result.corrected_q).toBe('knitwear');
    expect(result.suggestions[0]).toMatchObject({ kind: 'query', text: 'knitwear' });
    expect(result.suggestions.some((s) => s.kind === 'collection' && s.url === '/collections/knitwear')).toBe(true);
    expect(result.suggestions.some((s) => s.kind === 'product')).toBe(true);
    expect(result.suggestions.length).toBeLessThanOrEqual(8);
    const many = await commerce.discovery.search.suggest({ q: 'lin' });
    expect(many.suggestions).toHaveLength(8);
    expect(many.corrected_q).toBeNull();
  });

  it('suggests nothing for an empty text or only common words; refuses more than 200 characters', async () => {
    expect((await commerce.discovery.search.suggest({})).suggestions).toEqual([]);
    expect((await commerce.discovery.search.suggest({ q: 'the' })).suggestions).toEqual([]);
    await expectCommerceError(commerce.discovery.search.suggest({ q: 'a'.repeat(201) }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'q',
    });
  });
});

describe('categories', () => {
  it('lists the collections as a tree with their product counts', async () => {
    const categories = await commerce.discovery.search.categories();
    expect(categoriesSchema.parse({ categories })).toBeTruthy();
    const collections = await commerce.catalog.listCollections();
    expect(categories.map((c) => [c.handle, c.products_count])).toEqual(
      collections.map((c) => [c.handle, c.products_count]),
    );
    expect(categories.every((c) => c.parent_id === null && c.children.length === 0)).toBe(true);
  });
});
