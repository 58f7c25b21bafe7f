import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody, Cart, Product, ProductList } from '@vitrine/headless';

const baseURL = inject('baseURL');
const api = (path: string) => `${baseURL}/api/store${path}`;

/** A tiny cookie-keeping client: one shopper. */
function shopper() {
  let cookie = '';
  async function call(method: string, path: string, body?: unknown, raw?: string) {
    const response = await fetch(api(path), {
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body !== undefined || raw !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, type: response.headers.get('content-type') ?? '', json, text };
  }
  return { call };
}

function expectError(result: { status: number; json: unknown }, status: number, code: string, field: string) {
  expect(result.status).toBe(status);
  const body = result.json as ApiErrorBody;
  expect(body).toMatchObject({ status, code, field });
  expect(body.message.length).toBeGreaterThan(3);
}

let inStock: Product['variants'][number];
let lowStock: Product['variants'][number];

beforeAll(async () => {
  const list = (await (await fetch(api('/products?page_size=100'))).json()) as ProductList;
  const variants: Product['variants'] = [];
  for (const summary of list.products) {
    const { product } = (await (await fetch(api(`/products/${summary.handle}`))).json()) as { product: Product };
    variants.push(...product.variants);
  }
  inStock = variants.find((v) => v.available >= 10)!;
  lowStock = variants.filter((v) => v.available > 0).sort((a, b) => a.available - b.available)[0]!;
});

describe('catalog endpoints', () => {
  it('lists products with paging and filters by collection', async () => {
    const page = (await (await fetch(api('/products?page_size=5&page=2'))).json()) as ProductList;
    expect(page.products).toHaveLength(5);
    expect(page.page).toBe(2);
    expect(page.total).toBeGreaterThanOrEqual(60);
    const { collections } = (await (await fetch(api('/collections'))).json()) as { collections: { handle: string }[] };
    expect(collections.length).toBeGreaterThanOrEqual(4);
    const detail = await (await fetch(api(`/collections/${collections[0]!.handle}`))).json();
    expect(detail.collection.handle).toBe(collections[0]!.handle);
    expect(detail.products.length).toBeGreaterThan(0);
  });

  it('refuses bad catalog queries with a field', async () => {
    const s = shopper();
    expectError(await s.call('GET', '/products?page=0'), 422, 'VALIDATION_FAILED', 'page');
    expectError(await s.call('GET', '/products?page_size=abc'), 422, 'VALIDATION_FAILED', 'page_size');
    expectError(await s.call('GET', '/products?sort=cheapest'), 422, 'VALIDATION_FAILED', 'sort');
    expectError(await s.call('GET', '/products/no-such-product'), 404, 'NOT_FOUND', 'handle');
    expectError(await s.call('GET', '/collections/no-such-collection'), 404, 'NOT_FOUND', 'handle');
    expectError(await s.call('GET', '/collections/new-arrivals?page_size=1000'), 422, 'VALIDATION_FAILED', 'page_size');
    expectError(await s.call('POST', '/products', {}), 405, 'METHOD_NOT_ALLOWED', 'method');
    expectError(await s.call('GET', '/nothing-here'), 404, 'NOT_FOUND', 'path');
  });
});

describe('cart endpoints', () => {
  it('adds, merges, updates and deletes, with totals from the server', async () => {
    const s = shopper();
    const empty = (await s.call('GET', '/cart')).json as Cart;
    expect(empty.cart_contents_count).toBe(0);
    let cart = (await s.call('POST', '/cart', { variant_id: inStock.ID, quantity: 2, price: 1 })).json as Cart;
    const [line] = Object.values(cart.cart);
    expect(line!.quantity).toBe(2);
    expect(line!.line_total).toBe(inStock.price * 2);
    cart = (await s.call('POST', '/cart', { variant_id: inStock.ID, quantity: 1 })).json as Cart;
    expect(Object.keys(cart.cart)).toHaveLength(1);
    expect(cart.cart_contents_count).toBe(3);
    cart = (await s.call('PUT', `/cart/${line!.key}`, { quantity: 5 })).json as Cart;
    expect(cart.cart_contents_total).toBe(inStock.price * 5);
    cart = (await s.call('DELETE', `/cart/${line!.key}`)).json as Cart;
    expect(cart.cart_contents_count).toBe(0);
  });

  it('adds a batch, all or nothing', async () => {
    const s = shopper();
    await s.call('POST', '/cart', { variant_id: inStock.ID, quantity: 1 });
    const refused = await s.call('POST', '/cart/batch_cart', {
      items: [
        { variant_id: lowStock.ID, quantity: 1 },
        { variant_id: 999999, quantity: 1 },
      ],
    });
    expectError(refused, 422, 'UNKNOWN_VARIANT', 'items.1.variant_id');
    const after = (await s.call('GET', '/cart')).json as Cart;
    expect(after.cart_contents_count).toBe(1);
    const ok = (await s.call('POST', '/cart/batch_cart', { items: [{ variant_id: lowStock.ID, quantity: 1 }] }))
      .json as Cart;
    expect(ok.cart_contents_count).toBe(2);
  });

  it('answers every bad input with a clear error and loses nothing already in the cart', async () => {
    const s = shopper();
    const start = (await s.call('POST', '/cart', { variant_id: inStock.ID, quantity: 2 })).json as Cart;
    const key = Object.keys(start.cart)[0]!;
    const cases: [string, string, unknown, number, string, string][] = [
      ['POST', '/cart', { variant_id: inStock.ID, quantity: -1 }, 422, 'INVALID_QUANTITY', 'quantity'],
      ['POST', '/cart', { variant_id: inStock.ID, quantity: 0 }, 422, 'INVALID_QUANTITY', 'quantity'],
      ['POST', '/cart', { variant_id: inStock.ID, quantity: 'two' }, 422, 'INVALID_QUANTITY', 'quantity'],
      ['POST', '/cart', { variant_id: inStock.ID, quantity: 1.5 }, 422, 'INVALID_QUANTITY', 'quantity'],
      ['POST', '/cart', { variant_id: inStock.ID, quantity: 100001 }, 422, 'INVALID_QUANTITY', 'quantity'],
      ['POST', '/cart', { variant_id: inStock.ID, quantity: inStock.available }, 422, 'INSUFFICIENT_STOCK', 'quantity'],
      ['POST', '/cart', { variant_id: 987654321, quantity: 1 }, 422, 'UNKNOWN_VARIANT', 'variant_id'],
      ['POST', '/cart', { variant_id: 'abc', quantity: 1 }, 422, 'VALIDATION_FAILED', 'variant_id'],
      ['POST', '/cart', {}, 422, 'VALIDATION_FAILED', 'variant_id'],
      ['POST', '/cart/batch_cart', { items: [] }, 422, 'VALIDATION_FAILED', 'items'],
      ['POST', '/cart/batch_cart', { items: 'all' }, 422, 'VALIDATION_FAILED', 'items'],
      ['PUT', `/cart/${key}`, { quantity: -3 }, 422, 'INVALID_QUANTITY', 'quantity'],
      ['PUT', `/cart/${key}`, { quantity: 'lots' }, 422, 'INVALID_QUANTITY', 'quantity'],
      ['PUT', `/cart/${key}`, { quantity: inStock.available + 1 }, 422, 'INSUFFICIENT_STOCK', 'quantity'],
      ['PUT', '/cart/not-a-line', { quantity: 1 }, 404, 'LINE_NOT_FOUND', 'key'],
      ['DELETE', '/cart/not-a-line', undefined, 404, 'LINE_NOT_FOUND', 'key'],
      ['PATCH', `/cart/${key}`, { quantity: 1 }, 405, 'METHOD_NOT_ALLOWED', 'method'],
      ['GET', '/cart/batch_cart', undefined, 405, 'METHOD_NOT_ALLOWED', 'method'],
    ];
    for (const [method, path, body, status, code, field] of cases) {
      const result = await s.call(method, path, body);
      expect(result.type, `${method} ${path} ${JSON.stringify(body)}`).toContain('application/json');
      expectError(result, status, code, field);
    }
    for (const raw of ['{not json', '[1,2]', '"text"']) {
      expectError(await s.call('POST', '/cart', undefined, raw), 400, 'INVALID_BODY', 'body');
      expectError(await s.call('PUT', `/cart/${key}`, undefined, raw), 400, 'INVALID_BODY', 'body');
    }
    const after = (await s.call('GET', '/cart')).json as Cart;
    expect(after).toEqual(start);
  });

  it("never reaches another shopper's cart line", async () => {
    const alice = shopper();
    const bob = shopper();
    const cart = (await alice.call('POST', '/cart', { variant_id: inStock.ID, quantity: 1 })).json as Cart;
    const key = Object.keys(cart.cart)[0]!;
    await bob.call('POST', '/cart', { variant_id: inStock.ID, quantity: 1 });
    expectError(await bob.call('DELETE', `/cart/${key}`), 404, 'LINE_NOT_FOUND', 'key');
    expect(((await alice.call('GET', '/cart')).json as Cart).cart_contents_count).toBe(1);
  });

  it('never sells more than the stock when one shopper adds in parallel', async () => {
    const s = shopper();
    await s.call('POST', '/cart', { variant_id: inStock.ID, quantity: 1 });
    const tries = Array.from({ length: lowStock.available + 4 }, () =>
      s.call('POST', '/cart', { variant_id: lowStock.ID, quantity: 1 }),
    );
    const results = await Promise.all(tries);
    expect(results.filter((r) => r.status === 200)).toHaveLength(lowStock.available);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expectError(refused, 422, 'INSUFFICIENT_STOCK', 'quantity');
    }
    const cart = (await s.call('GET', '/cart')).json as Cart;
    const line = Object.values(cart.cart).find((l) => l.variant.ID === lowStock.ID);
    expect(line?.quantity).toBe(lowStock.available);
  });
});

describe('country and address-lookup endpoints', () => {
  it('lists the hot countries first-used first, with dial codes and states', async () => {
    const hot = (await (await fetch(api('/cart/get_hot_countries'))).json()) as {
      code: string;
      dial_code: string;
      states: unknown[];
    }[];
    expect(Array.isArray(hot)).toBe(true);
    expect(hot[0]?.code).toBe('US');
    expect(hot[0]?.dial_code).toMatch(/^\+?1$/);
    expect(hot[0]?.states.length).toBeGreaterThan(49);
    const { countries } = (await (await fetch(api('/countries'))).json()) as { countries: { code: string }[] };
    expect(countries.length).toBeGreaterThan(200);
    const { country } = (await (await fetch(api('/countries/br'))).json()) as {
      country: { postcode_required: boolean };
    };
    expect(country.postcode_required).toBe(true);
  });

  it('looks up places for queries of 4 to 200 characters only', async () => {
    const s = shopper();
    expectError(await s.call('GET', '/place-auto-complete?query=abc'), 422, 'VALIDATION_FAILED', 'query');
    expectError(await s.call('GET', `/place_postal_code?query=${'1'.repeat(201)}`), 422, 'VALIDATION_FAILED', 'query');
    const ok = await s.call('GET', '/place-auto-complete?query=Lond');
    expect(ok.status).toBe(200);
    expect(Array.isArray((ok.json as { places: unknown[] }).places)).toBe(true);
    expectError(await s.call('GET', '/countries/XX'), 404, 'COUNTRY_NOT_FOUND', 'country');
    expectError(await s.call('POST', '/countries', {}), 405, 'METHOD_NOT_ALLOWED', 'method');
  });
});

describe('cart changes: coupons, address, shipping, note, batches', () => {
  type PricedCart = Cart & { discount_total: number; note: string | null };

  it('applies and removes a coupon, and refuses an unknown code with errors.code', async () => {
    const s = shopper();
    const start = (await s.call('POST', '/cart', { variant_id: inStock.ID, quantity: 2 })).json as PricedCart;
    const refused = await s.call('POST', '/cart/coupons', { code: 'NOPE-123', cart_hash: start.hash });
    expectError(refused, 422, 'COUPON_NOT_MATCHED', 'code');
    expect((refused.json as ApiErrorBody).errors?.code?.[0]).toBeTruthy();
    expect((await s.call('GET', '/cart')).json).toEqual(start);

    const applied = (await s.call('POST', '/cart/coupons', { code: 'welcome10', cart_hash: start.hash }))
      .json as PricedCart;
    expect(applied.coupon_record?.code).toBe('WELCOME10');
    expect(applied.discount_total).toBe(Math.round(inStock.price * 2 * 0.1));
    expect(applied.cart_total).toBe(start.cart_total - applied.discount_total);

    const removed = (await s.call('DELETE', `/cart/coupons/${encodeURIComponent('WELCOME10')}?cart_hash=${start.hash}`))
      .json as PricedCart;
    expect(removed.coupon_record).toBeNull();
    expect(removed.cart_total).toBe(start.cart_total);
  });

  it('prices shipping for an address and refuses a method that does not exist', async () => {
    const s = shopper();
    await s.call('POST', '/cart', { variant_id: inStock.ID, quantity: 1 });
    const withAddress = (await s.call('POST', '/cart/address', { country: 'US', province: 'US-NY', postcode: '10001' }))
      .json as Cart;
    expect(withAddress.shipping.methods.length).toBeGreaterThan(0);
    const express =
      withAddress.shipping.methods.find((m) => /express/i.test(m.title)) ?? withAddress.shipping.methods[0]!;
    const chosen = (await s.call('POST', '/cart/shipping', { method_id: express.id })).json as Cart;
    expect(chosen.shipping.selected).toBe(express.id);
    expect(chosen.shipping_total).toBe(express.cost);
    const before = (await s.call('GET', '/cart')).json;
    expect((await s.call('POST', '/cart/shipping', { method_id: 'no-such-method' })).status).toBe(422);
    expect((await s.call('GET', '/cart')).json).toEqual(before);
  });

  it('keeps a note up to the character limit, and refuses one over it', async () => {
    const s = shopper();
    await s.call('POST', '/cart', { variant_id: inStock.ID, quantity: 1 });
    const saved = (await s.call('POST', '/cart/note', { note: 'Gift wrap, please' })).json as PricedCart;
    expect(saved.note).toBe('Gift wrap, please');
    const tooLong = await s.call('POST', '/cart/note', { note: 'x'.repeat(501) });
    expectError(tooLong, 422, 'VALIDATION_FAILED', 'note');
    expect((tooLong.json as ApiErrorBody).message).toBe('Character limit reached!');
    expect(((await s.call('GET', '/cart')).json as PricedCart).note).toBe('Gift wrap, please');
  });

  it('updates and removes several lines at once', async () => {
    const s = shopper();
    await s.call('POST', '/cart', { variant_id: inStock.ID, quantity: 1 });
    const cart = (await s.call('POST', '/cart', { variant_id: lowStock.ID, quantity: 1 })).json as Cart;
    const [first, second] = Object.keys(cart.cart);
    const updated = (await s.call('POST', '/cart/batch_update', { lines: [{ key: first, quantity: 3 }] })).json as Cart;
    expect(updated.cart[first!]?.quantity).toBe(3);
    const removed = (await s.call('POST', '/cart/batch_remove', { keys: [first, second] })).json as Cart;
    expect(removed.cart_contents_count).toBe(0);
    expectError(await s.call('GET', '/cart/note'), 405, 'METHOD_NOT_ALLOWED', 'method');
    const coupons = (await s.call('GET', '/cart/checkoutCoupons')).json as { coupons: { code: string }[] };
    expect(coupons.coupons.map((c) => c.code)).toContain('WELCOME10');
  });
});

describe('OpenAPI document', () => {
  it('is served as OpenAPI 3.1 and names the cart endpoints', async () => {
    const response = await fetch(api('/openapi.json'));
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths['/cart'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(document.paths['/api/contacts']?.post).toBeDefined();
  });
});

describe('checkout steps', () => {
  it('refuses to start with an empty cart, then validates each step with every field error at once', async () => {
    const s = shopper();
    expectError(await s.call('POST', '/cart/start_checkout', {}), 422, 'CART_EMPTY', 'cart');
    await s.call('POST', '/cart', { variant_id: inStock.ID, quantity: 1 });
    const started = await s.call('POST', '/cart/start_checkout', {});
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ step: 'contact_information' });

    const bad = await s.call('POST', '/cart/approve_checkout', {
      step: 'contact_information',
      email: 'not-an-email',
      shipping_address: {
        first_name: '',
        last_name: 'Lovelace',
        address1: 'PO Box 12',
        city: '',
        country: 'US',
        province: 'US-NY',
        postcode: '',
      },
    });
    expect(bad.status).toBe(422);
    const errors = (bad.json as ApiErrorBody).errors ?? {};
    expect(errors.email).toEqual(['Enter a valid email']);
    expect(Object.keys(errors).length).toBeGreaterThanOrEqual(4);

    const good = await s.call('POST', '/cart/approve_checkout', {
      step: 'contact_information',
      email: 'ada@example.com',
      shipping_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: '12 Rope Walk',
        city: 'New York',
        country: 'US',
        province: 'NY',
        postcode: '10001',
      },
    });
    expect(good.status).toBe(200);
    expect(good.json).toMatchObject({ step: 'contact_information', next_step: 'shipping_method' });
    expectError(await s.call('POST', '/cart/approve_checkout', { step: 'review' }), 422, 'VALIDATION_FAILED', 'step');
  });
});

describe('checkout contact and payment choice', () => {
  it('keeps the e-mail and the payment method on the cart, and refuses what the shop does not offer', async () => {
    const s = shopper();
    await s.call('POST', '/cart', { variant_id: inStock.ID, quantity: 1 });
    const { methods } = (await s.call('GET', '/cart/payment')).json as { methods: { id: string }[] };
    const withEmail = (await s.call('POST', '/cart/set_customer_email', { email: 'Ada@Example.com' })).json as Cart & {
      customer_email: string | null;
    };
    expect(withEmail.customer_email).toBe('ada@example.com');
    const chosen = (await s.call('POST', '/cart/payment', { method: methods[0]!.id })).json as Cart & {
      payment_method: string | null;
    };
    expect(chosen.payment_method).toBe(methods[0]!.id);
    expectError(await s.call('POST', '/cart/set_customer_email', { email: 'ada@' }), 422, 'VALIDATION_FAILED', 'email');
    expectError(
      await s.call('POST', '/cart/payment', { method: 'barter' }),
      422,
      'PAYMENT_METHOD_UNAVAILABLE',
      'method',
    );
    expect((await s.call('GET', '/cart')).json).toEqual(chosen);
  });
});
