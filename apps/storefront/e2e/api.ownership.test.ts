import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody, Product, ProductList } from '@vitrine/headless';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const api = (p: string) => `${baseURL}/api/store${p}`;
/** Handles other API tests count reviews and comments on; these tests write elsewhere. */
const COUNTED_ELSEWHERE = new Set(['merino-crewneck', 'speckled-ceramic-mug', 'brass-pen', 'bud-vase']);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a response body of any shape, checked field by field by the assertions
type Json = Record<string, any> & ApiErrorBody;

/** One browser: its own cookies (session, cart) and the CSRF token it was given. */
function browser() {
  const cookies = new Map<string, string>();
  let csrf = '';
  async function call(method: string, p: string, body?: unknown, options: { csrf?: string | null } = {}) {
    const token = options.csrf === undefined ? csrf : options.csrf;
    const response = await fetch(api(p), {
      method,
      headers: {
        Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { 'X-CSRF-Token': token } : {}),
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
  return { call, cookies, csrf: () => csrf };
}
type Browser = ReturnType<typeof browser>;

/** The newest verification token mailed to `email` by the development transport. */
async function mailedToken(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const dir = path.join(dataDir, 'mail');
    const mails = readdirSync(dir)
      .map((file) =>
        readFileSync(path.join(dir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .filter((text) => text.includes(email));
    const token = mails.at(-1)?.match(/token=([A-Za-z0-9_%.-]+)/)?.[1];
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a token for ${email}`);
}

/** Registers, verifies by the mailed link and signs in a new customer. */
async function customer(name: string): Promise<Browser> {
  const b = browser();
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  expect((await b.call('POST', '/account/register', { email, password: 'linen-and-wool-42' })).status).toBe(201);
  expect((await b.call('POST', '/account/verify', { token: await mailedToken(email) })).status).toBe(200);
  expect((await b.call('POST', '/account/login', { email, password: 'linen-and-wool-42' })).status).toBe(200);
  return b;
}

const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '12 Rope Walk',
  city: 'Portland',
  province: 'US-OR',
  country: 'US',
  postcode: '97201',
  phone: '+1(503)555-0101',
};

const variants: number[] = [];
const productIds: number[] = [];
let a: Browser;
let b: Browser;

beforeAll(async () => {
  const list = (await (await fetch(api('/products?page_size=100'))).json()) as ProductList;
  for (const summary of list.products.filter((p) => !COUNTED_ELSEWHERE.has(p.handle))) {
    const { product } = (await (await fetch(api(`/products/${summary.handle}`))).json()) as { product: Product };
    const variant = product.variants.find((v) => v.available >= 5);
    if (variant) {
      variants.push(variant.ID);
      productIds.push(product.ID);
    }
    if (variants.length === 3) break;
  }
  expect(variants).toHaveLength(3);
  [a, b] = await Promise.all([customer('owner'), customer('other')]);
});

describe("one customer never reads or changes another's", () => {
  it('cart: line keys, the cart hash and the cookie of A mean nothing to B', async () => {
    await a.call('POST', '/cart', { variant_id: variants[0], quantity: 2 });
    const mine = (await a.call('GET', '/cart')).json;
    const key = Object.keys(mine.cart)[0]!;
    expect(mine.cart[key].quantity).toBe(2);
    await b.call('POST', '/cart', { variant_id: variants[1], quantity: 1 });
    const theirsBefore = (await b.call('GET', '/cart')).json;

    expect((await b.call('PUT', `/cart/${key}`, { quantity: 9 })).status).toBe(404);
    expect((await b.call('DELETE', `/cart/${key}`)).status).toBe(404);
    expect((await b.call('POST', '/cart/batch_update', { lines: [{ key, quantity: 9 }] })).status).toBe(404);
    expect((await b.call('POST', '/cart/batch_remove', { keys: [key] })).status).toBe(404);
    const coupon = await b.call('POST', '/cart/coupons', { code: 'WELCOME10', cart_hash: mine.hash });
    expect(coupon.status).toBe(422);
    expect(coupon.json.field).toBe('cart_hash');

    // The public hash is not the secret token: as a cookie it opens an empty cart.
    const stranger = browser();
    stranger.cookies.set('vitrine_cart', mine.hash);
    const viaHash = (await stranger.call('GET', '/cart')).json;
    expect(viaHash.cart_contents_count).toBe(0);
    expect(viaHash.hash).not.toBe(mine.hash);

    expect((await a.call('GET', '/cart')).json).toEqual(mine);
    const theirsAfter = (await b.call('GET', '/cart')).json;
    expect(theirsAfter).toEqual(theirsBefore);
    expect(Object.keys(theirsAfter.cart)).not.toContain(key);
  });

  it('order: B cannot look up A’s order and never sees it in a history', async () => {
    await a.call('POST', '/cart', { variant_id: variants[2], quantity: 1 });
    const methods = (await a.call('GET', '/cart/payment')).json.methods as { id: string }[];
    const placed = await a.call('POST', '/cart/checkout', {
      email: 'owner@example.com',
      shipping_address: address,
      payment_method: methods.find((m) => /card/.test(m.id))!.id,
      card: { number: '4242424242424242', expiry_month: 12, expiry_year: 2035, cvc: '123', name: 'Ada Lovelace' },
      idempotency_key: `ownership-${Date.now()}-abcdefgh`,
    });
    expect(placed.status).toBe(201);
    const { number } = placed.json.order as { number: string };

    expect((await a.call('GET', `/orders/${number}`)).status).toBe(200);
    for (const p of [`/orders/${number}`, `/orders/${number}?token=${'x'.repeat(43)}`]) {
      const refused = await b.call('GET', p);
      expect(refused.status).toBe(404);
      expect(refused.json).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Could Not Find Order' });
    }
    const numbersOf = (page: Json) => (page.orders as { number: string }[]).map((o) => o.number);
    expect(numbersOf((await a.call('GET', '/orders')).json)).toEqual([number]);
    expect(numbersOf((await b.call('GET', '/orders')).json)).toEqual([]);
    expect(numbersOf((await b.call('GET', '/orders-old')).json)).toEqual([]);
  });

  it('address: B can neither list, change nor delete A’s', async () => {
    const created = await a.call('POST', '/addresses', address);
    expect(created.status).toBe(201);
    const id = created.json.address.id as number;
    const before = (await a.call('GET', '/addresses')).json;

    expect((await b.call('GET', '/addresses')).json).toEqual({ addresses: [] });
    // There is no read of one address by id: the same answer for the owner and anyone else.
    expect((await b.call('GET', `/addresses/${id}`)).status).toBe(405);
    expect((await a.call('GET', `/addresses/${id}`)).status).toBe(405);
    const put = await b.call('PUT', `/addresses/${id}`, { ...address, city: 'Salem' });
    expect(put.status).toBe(404);
    expect(JSON.stringify(put.json)).not.toContain('Portland');
    expect((await b.call('DELETE', `/addresses/${id}`)).status).toBe(404);

    expect((await a.call('GET', '/addresses')).json).toEqual(before);
    expect((await b.call('GET', '/addresses')).json).toEqual({ addresses: [] });
  });

  it('review: only A, signed in and with the CSRF token, changes or deletes A’s', async () => {
    const productId = productIds[0]!;
    const posted = await a.call('POST', '/reviews', { product_id: productId, rating: 5, body: 'Mine', author: 'A' });
    expect(posted.status).toBe(201);
    const { id } = posted.json.review as { id: number };
    const list = async () => (await b.call('GET', `/reviews?product_id=${productId}`)).json;
    const mine = async () => (await list()).data.find((r: { id: number }) => r.id === id);
    const before = await list();

    for (const refused of [
      await b.call('PUT', `/reviews/${id}`, { rating: 1, body: 'Hijacked' }),
      await b.call('DELETE', `/reviews/${id}`),
    ]) {
      expect(refused.status).toBe(404);
      expect(refused.json.code).toBe('REVIEW_NOT_FOUND');
      expect(JSON.stringify(refused.json)).not.toContain('Mine');
    }
    expect(await list()).toEqual(before);
    expect(await mine()).toMatchObject({ rating: 5, body: 'Mine', updated_at: null });

    // Signed out: 401; an anonymous review, an unknown or a malformed id: 404 even for a customer.
    const stranger = browser();
    expect((await stranger.call('PUT', `/reviews/${id}`, { rating: 1, body: 'x' })).status).toBe(401);
    expect((await stranger.call('DELETE', `/reviews/${id}`)).status).toBe(401);
    const anonymous = await stranger.call('POST', '/reviews', {
      product_id: productId,
      rating: 4,
      body: 'Anon',
      author: 'S',
    });
    expect(anonymous.status).toBe(201);
    for (const other of [anonymous.json.review.id, 2147483647, 'abc']) {
      expect((await a.call('PUT', `/reviews/${other}`, { rating: 1, body: 'x' })).status).toBe(404);
      expect((await a.call('DELETE', `/reviews/${other}`)).status).toBe(404);
    }
    expect((await a.call('GET', `/reviews/${id}`)).status).toBe(405);

    for (const csrf of [null, b.csrf()]) {
      const refused = await a.call('PUT', `/reviews/${id}`, { rating: 2, body: 'Changed' }, { csrf });
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('CSRF_TOKEN_INVALID');
      expect((await a.call('DELETE', `/reviews/${id}`, undefined, { csrf })).status).toBe(403);
    }
    expect(await mine()).toMatchObject({ rating: 5, body: 'Mine' });
    const tooLong = await a.call('PUT', `/reviews/${id}`, { rating: 2, body: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.field).toBe('body');

    const changed = await a.call('PUT', `/reviews/${id}`, { rating: 2, title: 'Second look', body: 'Changed' });
    expect(changed.status).toBe(200);
    expect(changed.json.review).toMatchObject({ id, rating: 2, title: 'Second look', body: 'Changed', author: 'A' });
    expect(await mine()).toEqual(changed.json.review);
    const edited = await list();
    expect(edited.distribution['5']).toBe(before.distribution['5'] - 1);
    expect(edited.distribution['2']).toBe(before.distribution['2'] + 1);

    const deleted = await a.call('DELETE', `/reviews/${id}`);
    expect(deleted).toEqual({ status: 200, json: { deleted: true } });
    expect(await mine()).toBeUndefined();
    expect((await list()).count).toBe(before.count); // A's gone, the anonymous one added
    expect((await a.call('DELETE', `/reviews/${id}`)).status).toBe(404);
  });

  it('wish list: B never sees A’s items and B’s removal leaves A’s list alone', async () => {
    const [mineId, theirsId] = productIds as [number, number];
    expect((await a.call('POST', '/wish_list/wishing', { product_id: mineId })).status).toBe(200);
    const wished = async (who: Browser) => (await who.call('GET', '/wish_list/wished')).json.data.product_ids;
    expect(await wished(b)).toEqual([]);

    const removed = await b.call('DELETE', '/wish_list/wishing', { product_id: mineId });
    expect(removed.status).toBe(200);
    expect(removed.json.data.product_ids).toEqual([]);
    expect((await b.call('POST', '/wish_list/wishing', { product_id: theirsId })).status).toBe(200);

    expect(await wished(a)).toEqual([mineId]);
    expect(await wished(b)).toEqual([theirsId]);
  });
});

describe('CSRF on cookie-authenticated changes', () => {
  it('refuses each change without the token (or with another session’s), then accepts it with the token', async () => {
    const otherToken = b.csrf();
    const refusedBoth = async (method: string, p: string, body?: unknown) => {
      for (const csrf of [null, otherToken]) {
        const refused = await a.call(method, p, body, { csrf });
        expect(refused.status).toBe(403);
        expect(refused.json.code).toBe('CSRF_TOKEN_INVALID');
      }
    };
    const addresses = async () => (await a.call('GET', '/addresses')).json.addresses as { id: number; city: string }[];
    const cityOf = async (id: number) => (await addresses()).find((entry) => entry.id === id)?.city;
    const wished = async () => (await a.call('GET', '/wish_list/wished')).json.data.product_ids as number[];
    const productId = productIds[2]!;

    const count = (await addresses()).length;
    await refusedBoth('POST', '/addresses', address);
    expect(await addresses()).toHaveLength(count);
    const created = await a.call('POST', '/addresses', address);
    expect(created.status).toBe(201);
    const id = created.json.address.id as number;
    expect(await addresses()).toHaveLength(count + 1);

    await refusedBoth('PUT', `/addresses/${id}`, { ...address, city: 'Salem' });
    expect(await cityOf(id)).toBe('Portland');
    expect((await a.call('PUT', `/addresses/${id}`, { ...address, city: 'Salem' })).status).toBe(200);
    expect(await cityOf(id)).toBe('Salem');

    await refusedBoth('DELETE', `/addresses/${id}`);
    expect(await cityOf(id)).toBe('Salem');
    expect((await a.call('DELETE', `/addresses/${id}`)).status).toBe(200);
    expect(await cityOf(id)).toBeUndefined();

    await refusedBoth('POST', '/wish_list/wishing', { product_id: productId });
    expect(await wished()).not.toContain(productId);
    expect((await a.call('POST', '/wish_list/wishing', { product_id: productId })).status).toBe(200);
    await refusedBoth('DELETE', '/wish_list/wishing', { product_id: productId });
    expect(await wished()).toContain(productId);
    expect((await a.call('DELETE', '/wish_list/wishing', { product_id: productId })).status).toBe(200);
    expect(await wished()).not.toContain(productId);

    // Last: signing out ends the session these tests share.
    await refusedBoth('POST', '/account/logout', {});
    expect((await a.call('GET', '/account/info')).status).toBe(200);
    expect((await a.call('POST', '/account/logout', {})).status).toBe(200);
    expect((await a.call('GET', '/account/info')).status).toBe(401);
  });
});
