import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_BASE_URL, makeCart, makeLine } from '../test/fixtures';
import { createStoreClient } from './client';
import { GATEWAY_TIMEOUT_MESSAGE, StoreApiError } from './StoreApiError';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const cart = makeCart([makeLine({ key: 'line-1', quantity: 2 })]);
const url = (path: string) => `${TEST_BASE_URL}${path}`;
const client = (locale = 'de-DE') => createStoreClient({ baseUrl: TEST_BASE_URL, locale });

/** Records every request MSW sees in this test. */
function recordRequests(): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}
afterEach(() => server.events.removeAllListeners());

describe('createStoreClient: requests', () => {
  it('sends Accept-Language with the locale on every GET, and not on changes', async () => {
    server.use(
      http.get(url('/cart'), () => HttpResponse.json(cart)),
      http.get(url('/products'), () => HttpResponse.json({ products: [], page: 1, page_size: 24, total: 0 })),
      http.get(url('/products/:handle'), () => HttpResponse.json({ product: { handle: 'x' } })),
      http.get(url('/collections'), () => HttpResponse.json({ collections: [] })),
      http.get(url('/collections/:handle'), () => HttpResponse.json({ collection: {}, products: [] })),
      http.post(url('/cart'), () => HttpResponse.json(cart)),
    );
    const seen = recordRequests();
    const api = client('he-IL');
    await api.getCart();
    await api.listProducts();
    await api.getProduct('x');
    await api.listCollections();
    await api.getCollection('y');
    await api.addToCart({ variant_id: 1 });

    const gets = seen.filter((r) => r.method === 'GET');
    expect(gets).toHaveLength(5);
    for (const request of gets) expect(request.headers.get('accept-language')).toBe('he-IL');
    expect(seen.find((r) => r.method === 'POST')?.headers.get('accept-language')).toBeNull();
  });

  it('uses en-US until told otherwise, and the new locale after setLocale', async () => {
    server.use(http.get(url('/cart'), () => HttpResponse.json(cart)));
    const seen = recordRequests();
    const api = createStoreClient({ baseUrl: TEST_BASE_URL });
    await api.getCart();
    api.setLocale('ja-JP');
    await api.getCart();
    expect(seen.map((r) => r.headers.get('accept-language'))).toEqual(['en-US', 'ja-JP']);
    expect(api.getLocale()).toBe('ja-JP');
  });

  it('URL-encodes line keys and handles', async () => {
    server.use(
      http.put(url('/cart/:key'), () => HttpResponse.json(cart)),
      http.delete(url('/cart/:key'), () => HttpResponse.json(cart)),
      http.get(url('/products/:handle'), () => HttpResponse.json({ product: { handle: 'a' } })),
    );
    const seen = recordRequests();
    const api = client();
    const key = 'a/b c?d#e&f';
    await api.updateLine(key, 3);
    await api.removeLine(key);
    await api.getProduct('shirt/../admin');

    const paths = seen.map((r) => new URL(r.url).pathname);
    expect(paths).toEqual([
      '/api/store/cart/a%2Fb%20c%3Fd%23e%26f',
      '/api/store/cart/a%2Fb%20c%3Fd%23e%26f',
      '/api/store/products/shirt%2F..%2Fadmin',
    ]);
  });

  it('sends JSON bodies with the right method, path and same-origin credentials', async () => {
    const bodies: Array<{ method: string; path: string; body: unknown; type: string | null }> = [];
    const capture = async ({ request }: { request: Request }) => {
      bodies.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: request.method === 'DELETE' ? null : await request.json(),
        type: request.headers.get('content-type'),
      });
      return HttpResponse.json(cart);
    };
    server.use(
      http.post(url('/cart'), capture),
      http.post(url('/cart/batch_cart'), capture),
      http.put(url('/cart/:key'), capture),
      http.delete(url('/cart/:key'), capture),
    );
    const fetchSpy = vi.fn<typeof fetch>((input, init) => globalThis.fetch(input, init));
    const api = createStoreClient({ baseUrl: TEST_BASE_URL, fetch: fetchSpy });
    await api.addToCart({ variant_id: 7, quantity: 2 });
    await api.addBatch({ items: [{ variant_id: 7 }, { variant_id: 8, quantity: 3 }] });
    await api.updateLine('line-1', 5);
    await api.removeLine('line-1');

    expect(bodies).toEqual([
      { method: 'POST', path: '/api/store/cart', body: { variant_id: 7, quantity: 2 }, type: 'application/json' },
      {
        method: 'POST',
        path: '/api/store/cart/batch_cart',
        body: { items: [{ variant_id: 7 }, { variant_id: 8, quantity: 3 }] },
        type: 'application/json',
      },
      { method: 'PUT', path: '/api/store/cart/line-1', body: { quantity: 5 }, type: 'application/json' },
      { method: 'DELETE', path: '/api/store/cart/line-1', body: null, type: null },
    ]);
    for (const [, init] of fetchSpy.mock.calls) expect(init?.credentials).toBe('same-origin');
  });

  it('builds list queries from the defined values and unwraps product and collections', async () => {
    server.use(
      http.get(url('/products'), () => HttpResponse.json({ products: [], page: 2, page_size: 12, total: 0 })),
      http.get(url('/collections/:handle'), () =>
        HttpResponse.json({ collection: { handle: 'summer' }, products: [], page: 1, page_size: 24, total: 0 }),
      ),
      http.get(url('/products/:handle'), () => HttpResponse.json({ product: { handle: 'linen' } })),
      http.get(url('/collections'), () => HttpResponse.json({ collections: [{ handle: 'summer' }] })),
    );
    const seen = recordRequests();
    const api = client();
    await expect(
      api.listProducts({ page: 2, page_size: 12, sort: 'price-asc', q: 'linen & silk', collection: undefined }),
    ).resolves.toMatchObject({ page: 2 });
    await api.getCollection('summer sale', { sort: 'newest' });
    await api.listProducts();
    expect(await api.getProduct('linen')).toEqual({ handle: 'linen' });
    expect(await api.listCollections()).toEqual([{ handle: 'summer' }]);

    const [products, collection, plain] = seen.map((r) => new URL(r.url));
    expect(products?.search).toBe('?page=2&page_size=12&sort=price-asc&q=linen+%26+silk');
    expect(collection?.pathname).toBe('/api/store/collections/summer%20sale');
    expect(collection?.search).toBe('?sort=newest');
    expect(plain?.search).toBe('');
  });

  it('defaults to /api/store on the page origin and adds the given headers', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => Response.json(cart));
    const api = createStoreClient({ fetch: fetchSpy, headers: { 'X-Store': 'demo' } });
    await api.getCart();
    const [input, init] = fetchSpy.mock.calls[0] ?? [];
    expect(input).toBe('/api/store/cart');
    expect(init?.headers).toMatchObject({ 'X-Store': 'demo', 'Accept-Language': 'en-US', Accept: 'application/json' });
  });
});

describe('createStoreClient: errors', () => {
  async function failure(promise: Promise<unknown>): Promise<StoreApiError> {
    const error = await promise.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StoreApiError);
    return error as StoreApiError;
  }

  it('maps a 422 error body onto StoreApiError fields', async () => {
    server.use(
      http.put(url('/cart/:key'), () =>
        HttpResponse.json(
          {
            status: 422,
            code: 'INSUFFICIENT_STOCK',
            message: 'Only 3 left in stock',
            field: 'quantity',
            errors: { quantity: ['Only 3 left in stock'] },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(client().updateLine('line-1', 9));
    expect(error).toMatchObject({
      status: 422,
      code: 'INSUFFICIENT_STOCK',
      message: 'Only 3 left in stock',
      field: 'quantity',
      errors: { quantity: ['Only 3 left in stock'] },
    });
    expect(error.toJSON()).toEqual({
      status: 422,
      code: 'INSUFFICIENT_STOCK',
      message: 'Only 3 left in stock',
      field: 'quantity',
      errors: { quantity: ['Only 3 left in stock'] },
    });
  });

  it('replaces a 504 body with the timeout message', async () => {
    server.use(
      http.get(url('/cart'), () =>
        HttpResponse.json({ status: 504, code: 'UPSTREAM', message: 'upstream request timeout' }, { status: 504 }),
      ),
      http.post(url('/cart'), () => new HttpResponse('<html>Gateway Timeout</html>', { status: 504 })),
    );
    const fromJson = await failure(client().getCart());
    const fromHtml = await failure(client().addToCart({ variant_id: 1 }));
    for (const error of [fromJson, fromHtml]) {
      expect(error.status).toBe(504);
      expect(error.message).toBe(GATEWAY_TIMEOUT_MESSAGE);
      expect(error.message).toBe('Connection timed out, please try again');
    }
  });

  it('turns a non-JSON error body into BAD_RESPONSE with the status kept', async () => {
    server.use(http.get(url('/cart'), () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    const error = await failure(client().getCart());
    expect(error).toMatchObject({ status: 502, code: 'BAD_RESPONSE' });
  });

  it('turns JSON that is not the error shape, or a non-JSON success, into BAD_RESPONSE', async () => {
    server.use(
      http.get(url('/cart'), () => HttpResponse.json({ error: 'nope' }, { status: 500 })),
      http.get(url('/collections'), () => new HttpResponse('ok', { status: 200 })),
    );
    expect(await failure(client().getCart())).toMatchObject({ status: 500, code: 'BAD_RESPONSE' });
    expect(await failure(client().listCollections())).toMatchObject({ status: 200, code: 'BAD_RESPONSE' });
  });

  it('turns a network failure into NETWORK_ERROR with status 0', async () => {
    server.use(http.get(url('/cart'), () => HttpResponse.error()));
    const error = await failure(client().getCart());
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(error.message).toMatch(/connection/i);
  });
});

describe('createStoreClient: cart-request-in-progress flag', () => {
  it('is on while a cart POST is pending and off after it settles', async () => {
    server.use(
      http.post(url('/cart'), async () => {
        await delay(30);
        return HttpResponse.json(cart);
      }),
    );
    const api = client();
    const counts: number[] = [];
    const unsubscribe = api.cartRequestsInFlight.subscribe((count) => counts.push(count));

    expect(api.cartRequestsInFlight.isCartRequestInProgress()).toBe(false);
    const pending = api.addToCart({ variant_id: 1 });
    expect(api.cartRequestsInFlight.isCartRequestInProgress()).toBe(true);
    expect(api.cartRequestsInFlight.getSnapshot()).toBe(1);
    await pending;
    expect(api.cartRequestsInFlight.isCartRequestInProgress()).toBe(false);
    expect(counts).toEqual([1, 0]);
    unsubscribe();
  });

  it('counts overlapping calls, turns off after a failure, and ignores GETs and non-cart paths', async () => {
    server.use(
      http.put(url('/cart/:key'), async () => {
        await delay(20);
        return HttpResponse.json({ status: 422, code: 'INVALID_QUANTITY', message: 'No' }, { status: 422 });
      }),
      http.delete(url('/cart/:key'), async () => {
        await delay(40);
        return HttpResponse.json(cart);
      }),
      http.get(url('/cart'), async () => {
        await delay(10);
        return HttpResponse.json(cart);
      }),
      http.get(url('/products'), () => HttpResponse.json({ products: [], page: 1, page_size: 24, total: 0 })),
    );
    const api = client();
    const get = api.getCart();
    expect(api.cartRequestsInFlight.getSnapshot()).toBe(0);
    const put = api.updateLine('a', 2).catch(() => 'failed');
    const del = api.removeLine('b');
    expect(api.cartRequestsInFlight.getSnapshot()).toBe(2);
    await api.listProducts();
    await put;
    expect(api.cartRequestsInFlight.getSnapshot()).toBe(1);
    await Promise.all([get, del]);
    expect(api.cartRequestsInFlight.isCartRequestInProgress()).toBe(false);
  });
});

describe('createStoreClient: request()', () => {
  it('calls any path with a query and a JSON body, and maps errors the same way', async () => {
    server.use(
      http.post(url('/cart/coupons'), async ({ request }) =>
        HttpResponse.json({ got: await request.json(), utm: new URL(request.url).searchParams.get('utm_medium') }),
      ),
      http.delete(url('/cart/coupons/:code'), () =>
        HttpResponse.json({ status: 422, code: 'COUPON_NOT_FOUND', message: 'No such code' }, { status: 422 }),
      ),
    );
    const api = client();
    const answer = await api.request<{ got: unknown; utm: string }>('POST', '/cart/coupons', {
      body: { code: 'AUTUMN' },
      query: { utm_medium: 'email', skipped: undefined },
    });
    expect(answer).toEqual({ got: { code: 'AUTUMN' }, utm: 'email' });
    const error = await api.request('DELETE', '/cart/coupons/X').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreApiError);
    expect((error as StoreApiError).code).toBe('COUPON_NOT_FOUND');
  });

  it('sends a FormData body as multipart, files and all', async () => {
    let seen: { type: string | null; rating: FormDataEntryValue | null; file: string | null } | null = null;
    server.use(
      http.post(url('/reviews'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('images');
        seen = {
          type: request.headers.get('content-type'),
          rating: form.get('rating'),
          file: file instanceof File ? `${file.name}:${await file.text()}` : null,
        };
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    const form = new FormData();
    form.set('rating', '4');
    form.append('images', new File(['png-bytes'], 'fit.png', { type: 'image/png' }));
    await client().request('POST', '/reviews', { body: form });
    expect(seen!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen).toMatchObject({ rating: '4', file: 'fit.png:png-bytes' });
  });

  it('counts a non-GET call under /tip as a cart request', async () => {
    server.use(
      http.post(url('/tip'), async () => {
        await delay(20);
        return HttpResponse.json({});
      }),
    );
    const api = client();
    const pending = api.request('POST', '/tip', { body: { amount: 200 } });
    expect(api.cartRequestsInFlight.isCartRequestInProgress()).toBe(true);
    await pending;
    expect(api.cartRequestsInFlight.isCartRequestInProgress()).toBe(false);
  });
});

describe('paths outside the store API', () => {
  it('sends /api/... paths beside the store API and store paths under it', async () => {
    const seen: string[] = [];
    const api = createStoreClient({
      baseUrl: TEST_BASE_URL,
      fetch: async (input) => {
        seen.push(String(input));
        return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
      },
    });
    await api.request('POST', '/api/contacts', { body: { email: 'ana@example.com' } });
    await api.request('GET', '/api/app/multi_sites');
    await api.request('GET', '/cart/checkoutCoupons');
    expect(seen).toEqual([
      'http://store.test/api/contacts',
      'http://store.test/api/app/multi_sites',
      'http://store.test/api/store/cart/checkoutCoupons',
    ]);
  });

  it('keeps a relative base URL relative', async () => {
    const seen: string[] = [];
    const api = createStoreClient({
      fetch: async (input) => {
        seen.push(String(input));
        return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
      },
    });
    await api.request('GET', '/api/app/multi_sites');
    await api.request('GET', '/faq');
    expect(seen).toEqual(['/api/app/multi_sites', '/api/store/faq']);
  });
});
