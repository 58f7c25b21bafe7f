import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody, ProductList } from '@vitrine/headless';

const baseURL = inject('baseURL');
const api = (path: string) => `${baseURL}/api/store${path}`;
const CACHE = 'public, max-age=60, stale-while-revalidate=300';

async function get(path: string, method = 'GET') {
  const response = await fetch(api(path), { method });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a response body of any shape, checked field by field by the assertions
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cache: response.headers.get('cache-control'),
    json,
  };
}

function expectError(result: { status: number; json: unknown }, status: number, code: string, field: string) {
  expect(result.status).toBe(status);
  const body = result.json as ApiErrorBody;
  expect(body).toMatchObject({ status, code, field });
  expect(body.message.length).toBeGreaterThan(3);
}

let ids: number[] = [];
beforeAll(async () => {
  const list = (await (await fetch(api('/products?page_size=10'))).json()) as ProductList;
  ids = list.products.map((p) => p.ID);
});

describe('search endpoints', () => {
  it('searches with typo tolerance, filters and facets', async () => {
    const result = await get('/products/search?q=merion%20sweter&page_size=5');
    expect(result.status).toBe(200);
    expect(result.type).toContain('application/json');
    expect(result.cache).toBe(CACHE);
    expect(result.json).toMatchObject({ corrected_q: 'merino sweater', page: 1, page_size: 5 });
    expect(result.json.products.map((p: { title: string }) => p.title).join()).toMatch(/Merino/);
    expect(Object.keys(result.json.facets)).toEqual(['collections', 'price', 'options', 'availability']);
    const open = await get('/products/search');
    const mediums = open.json.facets.options.Size.M;
    const filtered = await get(
      '/products/search?option.Size=M&available=1&price_min=0&price_max=1000000&sort=price-asc',
    );
    expect(filtered.status).toBe(200);
    expect(filtered.json.total).toBeLessThanOrEqual(mediums);
    expect(filtered.json.total).toBe(filtered.json.facets.availability.in_stock);
    const inCollection = await get('/products/search?collection=knitwear');
    expect(inCollection.json.total).toBe(
      open.json.facets.collections.find((c: { handle: string }) => c.handle === 'knitwear').count,
    );
  });

  it('refuses bad search input with the offending field', async () => {
    expectError(await get(`/products/search?q=${'a'.repeat(201)}`), 422, 'VALIDATION_FAILED', 'q');
    expect((await get(`/products/search?q=${'a'.repeat(200)}`)).status).toBe(200);
    expectError(await get('/products/search?price_min=10&price_max=9'), 422, 'VALIDATION_FAILED', 'price_max');
    expectError(await get('/products/search?available=maybe'), 422, 'VALIDATION_FAILED', 'available');
    expectError(await get('/products/search?sort=cheap'), 422, 'VALIDATION_FAILED', 'sort');
    expectError(await get('/products/search?page_size=0'), 422, 'VALIDATION_FAILED', 'page_size');
    expectError(await get('/products/search?q=a&q=b'), 422, 'VALIDATION_FAILED', 'q');
    expectError(await get('/products/search', 'POST'), 405, 'METHOD_NOT_ALLOWED', 'method');
  });

  it('suggests at most 8 entries for the search box', async () => {
    const result = await get('/products/meta/search?q=knitwaer');
    expect(result.status).toBe(200);
    expect(result.json.corrected_q).toBe('knitwear');
    expect(result.json.suggestions.length).toBeGreaterThan(1);
    expect(result.json.suggestions.length).toBeLessThanOrEqual(8);
    expect((await get('/products/meta/search?q=lin')).json.suggestions).toHaveLength(8);
    expect((await get('/products/meta/search')).json.suggestions).toEqual([]);
    expectError(await get(`/products/meta/search?q=${'a'.repeat(201)}`), 422, 'VALIDATION_FAILED', 'q');
  });

  it('lists the categories with product counts', async () => {
    const result = await get('/categories');
    expect(result.status).toBe(200);
    expect(result.cache).toBe(CACHE);
    expect(result.json.categories.length).toBeGreaterThanOrEqual(4);
    expect(result.json.categories[0]).toMatchObject({ parent_id: null, children: [] });
    expectError(await get('/categories', 'DELETE'), 405, 'METHOD_NOT_ALLOWED', 'method');
  });
});

describe('plug-in endpoints', () => {
  const byIds = [
    '/product_cards',
    '/product_palettes/',
    '/buttons',
    '/product_diversion_test/relationships',
    '/discount/product_discount',
  ];

  it('answers each product_ids endpoint and refuses bad ids with the field product_ids', async () => {
    for (const path of byIds) {
      const ok = await get(`${path}?product_ids=${ids.join(',')}`);
      expect(ok.status, path).toBe(200);
      expect(ok.cache).toBe(CACHE);
      expectError(await get(`${path}?product_ids=1,x`), 422, 'VALIDATION_FAILED', 'product_ids');
      expectError(await get(path), 422, 'VALIDATION_FAILED', 'product_ids');
      expectError(
        await get(`${path}?product_ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`),
        422,
        'VALIDATION_FAILED',
        'product_ids',
      );
      expectError(await get(`${path}?product_ids=1`, 'POST'), 405, 'METHOD_NOT_ALLOWED', 'method');
    }
    const cards = (await get(`/product_cards?product_ids=${ids.join(',')}`)).json;
    expect(cards.product_cards.map((c: { product_id: number }) => c.product_id)).toEqual(ids);
    expect(cards.product_cards[0]).toHaveProperty('second_image');
    expect(cards.product_cards[0]).toHaveProperty('badges');
    const palettes = (await get(`/product_palettes?product_ids=${ids.join(',')}`)).json;
    expect(palettes.show_position).toBeTruthy();
    expect(palettes.palettes[0].colours[0].swatch).toMatch(/^#/);
    expect(Array.isArray((await get(`/buttons?product_ids=${ids[0]}`)).json.buttons)).toBe(true);
    expect((await get('/buttons?product_ids=999999')).json.buttons).toEqual([]);
    const related = (await get(`/product_diversion_test/relationships?product_ids=${ids[0]}`)).json;
    expect(related.relationships[0].related.length).toBeGreaterThan(0);
    const discounts = (await get(`/discount/product_discount?product_ids=${ids[0]}`)).json;
    expect(discounts.product_discounts[0]).toMatchObject({ product_id: ids[0] });
  });

  it('builds style combinations and validates their query', async () => {
    const result = await get(
      `/style-combinations?filter[product_ids]=${ids.slice(0, 3).join(',')}&combination_position=cart`,
    );
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ is_show_card: true, combination_position: 'cart' });
    expect(result.json.combinations.length).toBeGreaterThan(0);
    expectError(await get('/style-combinations?product_ids=1'), 422, 'VALIDATION_FAILED', 'filter[product_ids]');
    expectError(
      await get('/style-combinations?filter[product_ids]=1&category_id=x'),
      422,
      'VALIDATION_FAILED',
      'category_id',
    );
    expectError(
      await get('/style-combinations?filter[product_ids]=1&combination_position=nowhere'),
      422,
      'VALIDATION_FAILED',
      'combination_position',
    );
  });

  it('gives the discount display settings, popups and incentives', async () => {
    const style = await get('/discount/style_config');
    expect(Object.keys(style.json).sort()).toEqual([
      'cart_text_config',
      'checkout_text_config',
      'product_text_config',
      'show_message',
      'table_config',
    ]);
    expect((await get('/popups')).json.popups.length).toBeGreaterThan(0);
    expect((await get('/incentives')).json.incentives[0]).toMatchObject({ kind: 'free_shipping', threshold: 10000 });
    expectError(await get('/popups', 'PUT'), 405, 'METHOD_NOT_ALLOWED', 'method');
  });

  it('shows recent sales anonymised and a live viewer count', async () => {
    const sales = await get('/last-sales?limit=3');
    expect(sales.status).toBe(200);
    expect(sales.json.sales.length).toBeGreaterThan(0);
    expect(sales.json.sales.length).toBeLessThanOrEqual(3);
    for (const sale of sales.json.sales) expect(sale.name).toMatch(/^(\p{Lu}\.|A customer)$/u);
    expectError(await get('/last-sales?limit=50'), 422, 'VALIDATION_FAILED', 'limit');
    const viewers = await get(`/visitors_counter?product_id=${ids[0]}`);
    expect(viewers.json.count).toBeGreaterThanOrEqual(3);
    expect((await get(`/visitors_counter?product_id=${ids[0]}`)).json.count).toBe(viewers.json.count);
    expectError(await get('/visitors_counter'), 422, 'VALIDATION_FAILED', 'product_id');
    expectError(await get('/visitors_counter?product_id=abc'), 422, 'VALIDATION_FAILED', 'product_id');
    expectError(await get('/visitors_counter?product_id=999999'), 404, 'NOT_FOUND', 'product_id');
  });
});
