import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody, Product, ProductList } from '@vitrine/headless';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const api = (p: string) => `${baseURL}/api/store${p}`;
/** Handles other API tests count reviews and comments on; these tests write elsewhere. */
const COUNTED_ELSEWHERE = new Set(['merino-crewneck', 'speckled-ceramic-mug', 'brass-pen', 'bud-vase']);
/** The limits of RATE_LIMITS a signed-in customer meets first (the address limits are higher). */
const REVIEWS_PER_CUSTOMER = 10;
const COMMENTS_PER_CUSTOMER = 30;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a response body of any shape, checked field by field by the assertions
type Json = Record<string, any> & ApiErrorBody;

/** One browser with its cookies and CSRF token; `signIn` registers, verifies and signs in a new customer. */
function browser() {
  const cookies = new Map<string, string>();
  let csrf = '';
  async function call(method: string, p: string, body?: unknown) {
    const response = await fetch(api(p), {
      method,
      headers: {
        Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(csrf ? { 'X-CSRF-Token': csrf } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [name = '', ...value] = (header.split(';')[0] ?? '').split('=');
      cookies.set(name, value.join('='));
    }
    const json = (await response.json().catch(() => undefined)) as Json;
    if (typeof json?.csrf_token === 'string') csrf = json.csrf_token;
    return { status: response.status, json };
  }
  async function signIn(name: string) {
    const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    expect((await call('POST', '/account/register', { email, password: 'linen-and-wool-42' })).status).toBe(201);
    expect((await call('POST', '/account/verify', { token: await mailedToken(email) })).status).toBe(200);
    expect((await call('POST', '/account/login', { email, password: 'linen-and-wool-42' })).status).toBe(200);
  }
  return { call, signIn };
}

async function mailedToken(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const dir = path.join(dataDir, 'mail');
    const token = readdirSync(dir)
      .map((file) =>
        readFileSync(path.join(dir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .filter((text) => text.includes(email))
      .at(-1)
      ?.match(/token=([A-Za-z0-9_%.-]+)/)?.[1];
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a token for ${email}`);
}

const products: { id: number; variantId: number }[] = [];
/** One signed-in customer for every test here: registrations are themselves rate-limited per address. */
const shopper = browser();

beforeAll(async () => {
  const list = (await (await fetch(api('/products?page_size=100'))).json()) as ProductList;
  // From the end of the list, so these tests and the other files rarely write on the same products.
  for (const summary of list.products.filter((p) => !COUNTED_ELSEWHERE.has(p.handle)).reverse()) {
    const { product } = (await (await fetch(api(`/products/${summary.handle}`))).json()) as { product: Product };
    const variant = product.variants.find((v) => v.available >= 5);
    if (variant) products.push({ id: product.ID, variantId: variant.ID });
    if (products.length === 2) break;
  }
  expect(products).toHaveLength(2);
  await shopper.signIn('history');
});

describe('GET /orders-old', () => {
  it('asks a signed-out shopper to sign in', async () => {
    const anonymous = await browser().call('GET', '/orders-old');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.code).toBe('UNAUTHENTICATED');
  });

  it('leaves a recent order in GET /orders only, pages up to 50 and refuses bad paging', async () => {
    const s = shopper;
    await s.call('POST', '/cart', { variant_id: products[0]!.variantId, quantity: 1 });
    const methods = (await s.call('GET', '/cart/payment')).json.methods as { id: string }[];
    const placed = await s.call('POST', '/cart/checkout', {
      email: 'history@example.com',
      shipping_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: '12 Rope Walk',
        city: 'Portland',
        province: 'US-OR',
        country: 'US',
        postcode: '97201',
        phone: '+1(503)555-0101',
      },
      payment_method: methods.find((m) => /card/.test(m.id))!.id,
      card: { number: '4242424242424242', expiry_month: 12, expiry_year: 2035, cvc: '123', name: 'Ada Lovelace' },
      idempotency_key: `history-${Date.now()}-abcdefgh`,
    });
    expect(placed.status).toBe(201);
    const recent = await s.call('GET', '/orders');
    expect(recent.json.orders.map((o: { number: string }) => o.number)).toEqual([placed.json.order.number]);

    const earlier = await s.call('GET', '/orders-old');
    expect(earlier.status).toBe(200);
    expect(earlier.json).toEqual({ orders: [], page: 1, page_size: 10, total: 0 });
    expect((await s.call('GET', '/orders-old?page=2&page_size=50')).json).toMatchObject({ page: 2, page_size: 50 });
    for (const query of ['page_size=51', 'page_size=0', 'page=0', 'page=x']) {
      const refused = await s.call('GET', `/orders-old?${query}`);
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ code: 'VALIDATION_FAILED', field: query.split('=')[0] });
    }
    expect((await s.call('POST', '/orders-old', {})).status).toBe(405);
  });
});

describe('rate limits on reviews and comments', () => {
  it(`lets a customer write ${REVIEWS_PER_CUSTOMER} reviews a day, refuses the next, and stores nothing more`, async () => {
    const productId = products[1]!.id;
    const count = async () => (await browser().call('GET', `/reviews?product_id=${productId}`)).json.count as number;
    const before = await count();
    const s = shopper;
    const review = (n: number) => ({ product_id: productId, rating: 4, body: `Review ${n}`, author: 'Rae' });
    for (let n = 1; n <= REVIEWS_PER_CUSTOMER; n += 1)
      expect((await s.call('POST', '/reviews', review(n))).status).toBe(201);
    const refused = await s.call('POST', '/reviews', review(99));
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Frequent operations, please try again tomorrow',
    });
    expect(await count()).toBe(before + REVIEWS_PER_CUSTOMER);

    // The limit is the customer's: someone else on the same network still can.
    expect((await browser().call('POST', '/reviews', review(100))).status).toBe(201);
    expect(await count()).toBe(before + REVIEWS_PER_CUSTOMER + 1);
  });

  it(`lets a customer post ${COMMENTS_PER_CUSTOMER} comments a day and refuses the next`, async () => {
    const productId = products[1]!.id;
    const total = async () =>
      (await browser().call('GET', `/comments?filter[product_id]=${productId}`)).json.total as number;
    const before = await total();
    const s = shopper;
    const comment = (n: number) => ({ product_id: productId, author: 'Cy', body: `Question ${n}` });
    for (let n = 1; n <= COMMENTS_PER_CUSTOMER; n += 1) {
      expect((await s.call('POST', '/comments', comment(n))).status).toBe(201);
    }
    const refused = await s.call('POST', '/comments', comment(99));
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('Frequent operations, please try again tomorrow');
    expect(await total()).toBe(before + COMMENTS_PER_CUSTOMER);
    expect((await browser().call('POST', '/comments', comment(100))).status).toBe(201);
  });
});
