import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody, Product, ProductList } from '@vitrine/headless';

const baseURL = inject('baseURL');
const api = (path: string) => `${baseURL}/api/store${path}`;

/** One shopper with a cart cookie. */
function shopper() {
  let cookie = '';
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(api(path), {
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
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
  return { call };
}

function expectError(result: { status: number; json: unknown }, status: number, code: string, field?: string) {
  expect(result.status).toBe(status);
  const body = result.json as ApiErrorBody;
  expect(body).toMatchObject({ status, code, ...(field ? { field } : {}) });
  expect(body.message.length).toBeGreaterThan(3);
}

const CARD = { number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: 2040, cvc: '123', name: 'Ada Lovelace' };
const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '12 Rope Walk',
  city: 'Portland',
  province: 'US-OR',
  country: 'US',
  postcode: '97201',
  phone: '+1(503)555-0101',
};
let keyCounter = 0;
const newKey = () => `payments-${Date.now()}-${(keyCounter += 1)}-abcdefgh`;

let variantId: number;
/** Tokens this file asked for; the per-address limit is tested last, against what is left of it. */
let tokensAsked = 0;

async function tokenize(card: Record<string, unknown> = CARD) {
  tokensAsked += 1;
  return shopper().call('POST', '/payments/card_token', card);
}

async function cartReady() {
  const s = shopper();
  const added = await s.call('POST', '/cart', { variant_id: variantId, quantity: 1 });
  expect(added.status).toBeLessThan(300);
  return s;
}

function checkout(s: ReturnType<typeof shopper>, payment: Record<string, unknown>, key = newKey()) {
  return s.call('POST', '/cart/checkout', {
    email: 'tokens@example.com',
    shipping_address: ADDRESS,
    payment_method: 'test_card',
    idempotency_key: key,
    ...payment,
  });
}

beforeAll(async () => {
  const list = (await (await fetch(api('/products?page_size=100'))).json()) as ProductList;
  for (const summary of list.products) {
    const { product } = (await (await fetch(api(`/products/${summary.handle}`))).json()) as { product: Product };
    const variant = product.variants.find((v) => v.available >= 30);
    if (variant) {
      variantId = variant.ID;
      break;
    }
  }
  expect(variantId).toBeGreaterThan(0);
});

describe('POST /payments/card_token', () => {
  it('answers 201 with a token, brand, last four and expiry; never cached', async () => {
    const result = await tokenize();
    expect(result.status).toBe(201);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.json).toEqual({
      token: expect.stringMatching(/^tok_[A-Za-z0-9_-]{32}$/),
      brand: 'visa',
      last4: '4242',
      expiry_month: 12,
      expiry_year: 2040,
      expires_at: expect.any(String),
    });
    const lifetime = Date.parse(result.json.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('refuses bad card fields by name, and other methods', async () => {
    expectError(await tokenize({ ...CARD, number: '4242424242424241' }), 422, 'CARD_NUMBER_INVALID', 'number');
    expectError(await tokenize({ ...CARD, cvc: '1' }), 422, 'CARD_CVC_INVALID', 'cvc');
    expectError(await tokenize({ ...CARD, expiry_year: 2001 }), 422, 'CARD_EXPIRY_INVALID', 'expiry');
    const none = await tokenize({});
    expectError(none, 422, 'CARD_NUMBER_INVALID', 'number');
    expect(Object.keys(none.json.errors).sort()).toEqual(['cvc', 'expiry', 'name', 'number']);
    expectError(
      await tokenize({ ...CARD, payment_method: 'cash_on_delivery' }),
      422,
      'PAYMENT_METHOD_UNAVAILABLE',
      'payment_method',
    );
    expectError(await shopper().call('GET', '/payments/card_token'), 405, 'METHOD_NOT_ALLOWED', 'method');
  });
});

describe('checkout with card_token', () => {
  it('pays with the token; a double submit returns the same order; another checkout is CARD_TOKEN_USED', async () => {
    const { token } = (await tokenize()).json;
    const s = await cartReady();
    const key = newKey();
    const placed = await checkout(s, { card_token: token }, key);
    expect(placed.status).toBe(201);
    expect(placed.json.order).toMatchObject({ payment_status: 'paid', status: 'open' });
    const again = await checkout(s, { card_token: token }, key);
    expect(again.status).toBe(201);
    expect(again.json.order.number).toBe(placed.json.order.number);
    expectError(await checkout(await cartReady(), { card_token: token }), 422, 'CARD_TOKEN_USED', 'card_token');
  });

  it('gives every test card the same outcome as the card typed in', async () => {
    for (const [number, code] of [
      ['4000000000000044', 'PAYMENT_DECLINED'],
      ['4000000000000051', 'PAYMENT_INSUFFICIENT_FUNDS'],
      ['4000000000000101', 'PAYMENT_CARD_3DS_NOT_VERIFIED'],
    ] as const) {
      const { token } = (await tokenize({ ...CARD, number })).json;
      const viaToken = await checkout(await cartReady(), { card_token: token });
      const viaCard = await checkout(await cartReady(), { card: { ...CARD, number } });
      expectError(viaToken, 402, code, 'payment');
      expect(viaToken.json).toEqual(viaCard.json);
    }
  });

  it('takes exactly one of card and card_token; an unknown token is refused', async () => {
    const { token } = (await tokenize()).json;
    const s = await cartReady();
    expectError(await checkout(s, { card: CARD, card_token: token }), 422, 'CARD_DETAILS_CONFLICT', 'card_token');
    expectError(await checkout(s, {}), 422, 'CARD_NUMBER_INVALID', 'card.number');
    expectError(await checkout(s, { card_token: `tok_${'x'.repeat(32)}` }), 422, 'CARD_TOKEN_INVALID', 'card_token');
    expect((await checkout(s, { card_token: token })).status).toBe(201);
  });

  it('rate-limits token requests per address with the spec message', async () => {
    // The address may ask 20 an hour; this file has used some already.
    expect(tokensAsked).toBeLessThan(20);
    while (tokensAsked < 20) expect((await tokenize()).status).toBe(201);
    const over = await tokenize();
    expectError(over, 429, 'TOO_MANY_REQUESTS');
    expect(over.json.message).toBe('Frequent operations, please try again tomorrow');
  });
});

describe('OpenAPI', () => {
  it('documents the token endpoint and card_token at checkout', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document's operations, of any shape, checked by the assertions
    const document = (await (await fetch(api('/openapi.json'))).json()) as { paths: Record<string, any> };
    expect(document.paths['/payments/card_token']?.post).toBeDefined();
    expect(JSON.stringify(document.paths['/cart/checkout']?.post)).toContain('card_token');
  });
});
