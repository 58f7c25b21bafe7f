import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeDb, dbQuery } from './db';
import type { ApiErrorBody, Product, ProductList } from '@vitrine/headless';

const baseURL = inject('baseURL');
const api = (path: string) => `${baseURL}/api/store${path}`;
const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=300';

afterAll(async () => {
  await closeDb();
});

async function call(method: string, url: string, body?: unknown, init: RequestInit = {}) {
  const response = await fetch(url, {
    method,
    ...(body !== undefined ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
    ...init,
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a response body of any shape, checked field by field by the assertions
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

function expectError(result: { status: number; json: unknown }, status: number, code: string, field?: string) {
  expect(result.status).toBe(status);
  const body = result.json as ApiErrorBody;
  expect(body).toMatchObject({ status, code, ...(field ? { field } : {}) });
  expect(body.message.length).toBeGreaterThan(3);
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const productIds = new Map<string, number>();

beforeAll(async () => {
  const list = (await (await fetch(api('/products?page_size=100'))).json()) as ProductList;
  for (const handle of ['merino-crewneck', 'speckled-ceramic-mug', 'brass-pen', 'bud-vase']) {
    const { product } = (await (await fetch(api(`/products/${handle}`))).json()) as { product: Product };
    productIds.set(handle, product.ID);
  }
  expect(list.products.length).toBeGreaterThan(0);
});

describe('blogs', () => {
  it('lists collections and preferred posts as { success, data }, cacheable', async () => {
    const collections = await call('GET', api('/blog_homepage/blog_collections'));
    expect(collections.status).toBe(200);
    expect(collections.headers.get('cache-control')).toBe(CATALOG_CACHE);
    expect(collections.json.success).toBe(true);
    expect(collections.json.data.map((c: { handle: string }) => c.handle)).toEqual(['journal', 'care-guides']);
    const preferred = await call('GET', api('/blog_homepage/preferred_blogs'));
    expect(preferred.json.success).toBe(true);
    expect(preferred.json.data.length).toBeGreaterThan(0);
  });

  it('pages a collection, recent and recommended posts, and one article', async () => {
    const page = await call('GET', api('/blog_collections/care-guides/blogs?page=1&page_size=2'));
    expect(page.json.data).toMatchObject({ page: 1, page_size: 2, total: 4 });
    expect(page.json.data.list).toHaveLength(2);
    const id = page.json.data.list[0].id as number;
    const recent = await call('GET', api(`/blog/${id}/recent_blogs?page=1&page_size=5&type=collection`));
    expect(recent.json.data.total).toBe(3);
    const recommended = await call('GET', api(`/blog/${id}/recommend_blogs`));
    expect(recommended.json.data).toHaveLength(4);
    const article = await call('GET', api('/blogs/how-to-wash-linen'));
    expect(article.json.data.body_html).toContain('<h2>Washing</h2>');
    expect(article.json.data.image.url).toMatch(/^\/media\//);
  });

  it('fails with success false, failMessage and a proper status', async () => {
    const missing = await call('GET', api('/blogs/no-such-article'));
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ success: false, code: 'BLOG_NOT_FOUND', field: 'id' });
    expect(missing.json.failMessage.length).toBeGreaterThan(3);
    const bad = await call('GET', api('/blog_collections/journal/blogs?page_size=500'));
    expect(bad.status).toBe(422);
    expect(bad.json).toMatchObject({ success: false, field: 'page_size' });
    const wrongType = await call('GET', api('/blog/how-to-wash-linen/recent_blogs?type=nope'));
    expect(wrongType.json).toMatchObject({ success: false, field: 'type' });
    const post = await call('POST', api('/blog_homepage/blog_collections'), {});
    expect(post.status).toBe(405);
    expect(post.json.success).toBe(false);
  });
});

describe('policies and FAQ', () => {
  it('lists and serves the policies', async () => {
    const list = await call('GET', api('/policies'));
    expect(list.json.policies).toHaveLength(6);
    expect(list.headers.get('cache-control')).toBe(CATALOG_CACHE);
    const refund = await call('GET', api('/policies/refund-policy'));
    expect(refund.json.policy).toMatchObject({ handle: 'refund-policy', title: 'Refund policy' });
    expectError(await call('GET', api('/policies/nope')), 404, 'POLICY_NOT_FOUND', 'handle');
  });

  it('serves the FAQ', async () => {
    const faq = await call('GET', api('/faq'));
    expect(faq.json.faq.questions.length).toBeGreaterThan(3);
    expectError(await call('POST', api('/faq'), {}), 405, 'METHOD_NOT_ALLOWED', 'method');
  });
});

describe('comments', () => {
  it('answers page 1, pageSize 10, total 0 when empty', async () => {
    const id = productIds.get('brass-pen')!;
    const empty = await call('GET', api(`/comments?filter[product_id]=${id}&page=1&pageSize=10`));
    expect(empty.json).toEqual({ data: [], page: 1, pageSize: 10, total: 0 });
    expect(empty.headers.get('cache-control')).toBe('no-store');
  });

  it('posts a comment and lists it', async () => {
    const id = productIds.get('bud-vase')!;
    const posted = await call('POST', api('/comments'), { product_id: id, author: 'Mia', body: 'Does it hold water?' });
    expect(posted.status).toBe(201);
    const list = await call('GET', api(`/comments?filter%5Bproduct_id%5D=${id}`));
    expect(list.json.total).toBe(1);
    expect(list.json.data[0]).toMatchObject({ author: 'Mia', body: 'Does it hold water?' });
  });

  it('refuses bad input with a field', async () => {
    expectError(await call('GET', api('/comments')), 422, 'VALIDATION_FAILED', 'product_id');
    expectError(
      await call('GET', api('/comments?filter[product_id]=1&pageSize=0')),
      422,
      'VALIDATION_FAILED',
      'pageSize',
    );
    const id = productIds.get('bud-vase')!;
    expectError(
      await call('POST', api('/comments'), { product_id: id, author: 'M', body: 'x'.repeat(2001) }),
      422,
      'VALIDATION_FAILED',
      'body',
    );
    expectError(
      await call('POST', api('/comments'), undefined, { headers: { 'Content-Type': 'application/json' }, body: '[' }),
      400,
      'INVALID_BODY',
      'body',
    );
    expectError(await call('DELETE', api('/comments')), 405, 'METHOD_NOT_ALLOWED', 'method');
  });
});

describe('reviews', () => {
  it('answers the seeded average and count', async () => {
    const id = productIds.get('merino-crewneck')!;
    const list = await call('GET', api(`/reviews?product_id=${id}`));
    // Other journeys may have reviewed it too: the answer is whatever the table holds.
    const [stored] = await dbQuery<{ count: number; average: string }>(
      'SELECT count(*)::int AS count, avg(rating) AS average FROM product_reviews WHERE product_id = $1',
      [id],
    );
    expect(stored!.count).toBeGreaterThanOrEqual(2);
    expect(list.json).toMatchObject({
      count: stored!.count,
      average_rating: Math.round(Number(stored!.average) * 10) / 10,
      page: 1,
      pageSize: 10,
    });
  });

  it('stores a multipart review with a picture and serves the picture back', async () => {
    const id = productIds.get('speckled-ceramic-mug')!;
    const form = new FormData();
    form.set('product_id', String(id));
    form.set('rating', '5');
    form.set('title', 'Great');
    form.set('body', 'Heavy and lovely');
    form.set('author', 'Lee');
    form.append('images', new Blob([PNG], { type: 'image/jpeg' }), 'mug.jpg');
    const posted = await call('POST', api('/reviews'), undefined, { body: form });
    expect(posted.status).toBe(201);
    const url = posted.json.review.images[0].url as string;
    expect(posted.json.review.images[0].mime_type).toBe('image/png');
    const image = await fetch(`${baseURL}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const list = await call('GET', api(`/reviews?product_id=${id}`));
    expect(list.json.count).toBe(3);
  });

  it('accepts a JSON review without pictures', async () => {
    const id = productIds.get('brass-pen')!;
    const posted = await call('POST', api('/reviews'), {
      product_id: id,
      rating: 4,
      body: 'Writes well',
      author: 'Kim',
    });
    expect(posted.status).toBe(201);
    expect(posted.json.review).toMatchObject({ rating: 4, images: [] });
  });

  it('refuses fake pictures, too many pictures, bad ratings and long bodies', async () => {
    const id = productIds.get('brass-pen')!;
    const form = (images: Blob[], fields: Record<string, string> = {}) => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ product_id: String(id), rating: '5', body: 'ok', author: 'A', ...fields }))
        data.set(k, v);
      for (const image of images) data.append('images', image, 'photo.png');
      return data;
    };
    const fake = new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' });
    expectError(
      await call('POST', api('/reviews'), undefined, { body: form([fake]) }),
      422,
      'REVIEW_IMAGE_TYPE',
      'images.0',
    );
    const six = Array.from({ length: 6 }, () => new Blob([PNG]));
    expectError(
      await call('POST', api('/reviews'), undefined, { body: form(six) }),
      422,
      'REVIEW_TOO_MANY_IMAGES',
      'images',
    );
    expectError(
      await call('POST', api('/reviews'), undefined, { body: form([], { rating: '6' }) }),
      422,
      'VALIDATION_FAILED',
      'rating',
    );
    expectError(
      await call('POST', api('/reviews'), undefined, { body: form([], { body: 'x'.repeat(2001) }) }),
      422,
      'VALIDATION_FAILED',
      'body',
    );
    const big = new Uint8Array(8 * 1024 * 1024 + 1);
    big.set(PNG);
    expectError(
      await call('POST', api('/reviews'), undefined, { body: form([new Blob([big])]) }),
      422,
      'REVIEW_IMAGE_TOO_LARGE',
      'images.0',
    );
    expectError(await call('GET', api('/reviews?product_id=abc')), 422, 'VALIDATION_FAILED', 'product_id');
    expectError(
      await call('GET', api('/reviews/images/..%2F..%2Fetc%2Fpasswd')),
      404,
      'REVIEW_IMAGE_NOT_FOUND',
      'file',
    );
  });
});

describe('size charts', () => {
  it('serves a chart for apparel and a JSON 404 otherwise', async () => {
    const chart = await call('GET', api(`/size-chart/products/${productIds.get('merino-crewneck')}/chart`));
    expect(chart.status).toBe(200);
    expect(chart.json.chart.rows.map((r: { size: string }) => r.size)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expectError(
      await call('GET', api(`/size-chart/products/${productIds.get('speckled-ceramic-mug')}/chart`)),
      404,
      'SIZE_CHART_NOT_FOUND',
      'productId',
    );
    expectError(await call('GET', api('/size-chart/products/abc/chart')), 422, 'VALIDATION_FAILED');
  });
});

describe('subscribe', () => {
  const contacts = `${baseURL}/api/contacts`;
  it('subscribes, and again is fine: a known address gets exactly the answer of a new one', async () => {
    const first = await call('POST', contacts, { email: 'reader@example.com', code: 'WELCOME10' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true, data: { email: 'reader@example.com', subscribed: true } });
    const again = await call('POST', contacts, { email: 'Reader@Example.com' });
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
  });

  it("refuses an invalid address with 'Enter a valid email'", async () => {
    const bad = await call('POST', contacts, { email: 'not-an-email' });
    expectError(bad, 422, 'VALIDATION_FAILED', 'email');
    expect(bad.json.message).toBe('Enter a valid email');
    expectError(await call('POST', contacts, {}), 422, 'VALIDATION_FAILED', 'email');
    expectError(await call('GET', contacts), 405, 'METHOD_NOT_ALLOWED', 'method');
  });
});
