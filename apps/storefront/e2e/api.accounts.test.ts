import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody, Product, ProductList } from '@vitrine/headless';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const api = (p: string) => `${baseURL}/api/store${p}`;

let sessions = 0;

/**
 * One browser: keeps its cookies and the CSRF token it was given, and speaks
 * from its own client address (the server trusts X-Forwarded-For from
 * loopback here), so the per-address sign-up and sign-in limits count it
 * like a separate shopper rather than one more call from 127.0.0.1.
 */
function browserSession() {
  const cookies = new Map<string, string>();
  let csrf = '';
  sessions += 1;
  const clientAddress = `198.18.${Math.floor(sessions / 250)}.${(sessions % 250) + 1}`;
  async function call(method: string, p: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(api(p), {
      method,
      headers: {
        Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(csrf ? { 'X-CSRF-Token': csrf } : {}),
        'X-Forwarded-For': clientAddress,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
    const json = (await response.json().catch(() => undefined)) as Record<string, unknown> & ApiErrorBody;
    if (typeof json?.csrf_token === 'string') csrf = json.csrf_token;
    return { status: response.status, json, cookieHeader: response.headers.getSetCookie().join('\n') };
  }
  return { call, dropCsrf: () => (csrf = ''), setCsrf: (value: string) => (csrf = value), getCsrf: () => csrf };
}

/** The newest link token mailed to `email` by the development transport. */
function mailedToken(email: string): string {
  const dir = path.join(dataDir, 'mail');
  const mails = readdirSync(dir)
    .map((file) =>
      readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((text) => text.includes(email));
  const token = mails.at(-1)?.match(/token=([A-Za-z0-9_%.-]+)/)?.[1];
  if (!token) throw new Error(`no mail with a token for ${email}`);
  return decodeURIComponent(token);
}

async function eventually<T>(read: () => T, tries = 40): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return read();
    } catch (error) {
      if (i >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function signedInShopper(email: string) {
  const s = browserSession();
  const registered = await s.call('POST', '/account/register', {
    email,
    password: 'linen-and-wool-42',
    first_name: 'Ada',
  });
  expect(registered.status).toBe(201);
  const token = await eventually(() => mailedToken(email));
  expect((await s.call('POST', '/account/verify', { token })).status).toBe(200);
  const login = await s.call('POST', '/account/login', { email, password: 'linen-and-wool-42' });
  expect(login.status).toBe(200);
  expect(login.cookieHeader).toMatch(/vitrine_session=[^;]+;.*HttpOnly/);
  expect(login.cookieHeader).toContain('SameSite=Lax');
  return s;
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

describe('accounts over HTTP', () => {
  it('registers, verifies by the mailed link, signs in, and keeps addresses private per customer', async () => {
    const ada = await signedInShopper(`ada-${Date.now()}@example.com`);
    const info = await ada.call('GET', '/account/info');
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({ address_book_count: 0 });

    const created = await ada.call('POST', '/addresses', address);
    expect(created.status).toBe(201);
    const id = (created.json.address as { id: number }).id;

    // A change without the CSRF token is refused.
    const token = ada.getCsrf();
    ada.dropCsrf();
    expect((await ada.call('PUT', `/addresses/${id}`, { ...address, city: 'Salem' })).status).toBe(403);
    ada.setCsrf(token);

    const grace = await signedInShopper(`grace-${Date.now()}@example.com`);
    expect((await grace.call('PUT', `/addresses/${id}`, { ...address, city: 'Salem' })).status).toBe(404);
    expect((await grace.call('DELETE', `/addresses/${id}`)).status).toBe(404);
    expect((await grace.call('GET', '/addresses')).json).toEqual({ addresses: [] });
    expect(((await ada.call('GET', '/addresses')).json.addresses as unknown[]).length).toBe(1);

    expect((await ada.call('POST', '/account/logout', {})).status).toBe(200);
    expect((await ada.call('GET', '/account/info')).status).toBe(401);
  });

  it('refuses bad credentials and bad input with clear errors', async () => {
    const s = browserSession();
    const weak = await s.call('POST', '/account/register', { email: 'not-an-email', password: 'x' });
    expect(weak.status).toBe(422);
    expect(weak.json.field).toBe('email');
    const wrong = await s.call('POST', '/account/login', { email: 'nobody@example.com', password: 'whatever-it-is' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe('INVALID_CREDENTIALS');
    const mismatch = await s.call('POST', '/account/password/reset', {
      token: 'abc',
      password: 'linen-and-wool-42',
      password_confirmation: 'linen-and-wool-43',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.message).toMatch(/Password entries do not match|token/i);
    expect((await s.call('GET', '/wish_list/wished')).status).toBe(401);
  });

  it('answers a sign-up for a taken address exactly like a new one, and e-mails the owner instead', async () => {
    const email = `taken-${Date.now()}@example.com`;
    const fresh = await browserSession().call('POST', '/account/register', { email, password: 'linen-and-wool-42' });
    const again = await browserSession().call('POST', '/account/register', { email, password: 'someone-elses-99' });
    expect(fresh.status).toBe(201);
    expect(again.status).toBe(fresh.status);
    expect(again.json).toEqual(fresh.json);
    expect(JSON.stringify(fresh.json)).not.toMatch(/"id"/);
    const mails = () =>
      readdirSync(path.join(dataDir, 'mail'))
        .map((file) => readFileSync(path.join(dataDir, 'mail', file), 'utf8'))
        .filter((text) => text.includes(email));
    await eventually(() => {
      if (!mails().some((text) => text.includes('You already have an account'))) throw new Error('no notice yet');
      return true;
    });
  });

  it('keeps a wish list per customer', async () => {
    const list = (await (await fetch(api('/products?page_size=2'))).json()) as ProductList;
    const s = await signedInShopper(`wish-${Date.now()}@example.com`);
    const added = await s.call('POST', '/wish_list/wishing', { product_id: list.products[0]!.ID });
    expect((added.json.data as { product_ids: number[] }).product_ids).toEqual([list.products[0]!.ID]);
    const other = await signedInShopper(`other-${Date.now()}@example.com`);
    expect(((await other.call('GET', '/wish_list/wished')).json.data as { product_ids: number[] }).product_ids).toEqual(
      [],
    );
  });
});

describe('checkout over HTTP', () => {
  async function cartWithOneItem() {
    const list = (await (await fetch(api('/products?page_size=100'))).json()) as ProductList;
    for (const summary of list.products) {
      const { product } = (await (await fetch(api(`/products/${summary.handle}`))).json()) as { product: Product };
      const variant = product.variants.find((v) => v.available >= 5);
      if (variant) {
        const s = browserSession();
        await s.call('POST', '/cart', { variant_id: variant.ID, quantity: 1 });
        return { s, variant };
      }
    }
    throw new Error('no variant in stock');
  }

  const card = (number: string) => ({ number, expiry_month: 12, expiry_year: 2035, cvc: '123', name: 'Ada Lovelace' });

  it('places one order for a double submit, and only the buyer can read it', async () => {
    const { s } = await cartWithOneItem();
    const key = `order-${Date.now()}-abcdefgh`;
    const body = {
      email: 'ada@example.com',
      shipping_address: address,
      payment_method: 'test_card',
      card: card('4242424242424242'),
      idempotency_key: key,
    };
    const methods = (await s.call('GET', '/cart/payment')).json.methods as { id: string }[];
    body.payment_method = methods.find((m) => /card/.test(m.id))?.id ?? body.payment_method;
    const [first, second] = await Promise.all([
      s.call('POST', '/cart/checkout', body),
      s.call('POST', '/cart/checkout', body),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 201]);
    const order = first.json.order as { number: string; payment_status: string };
    expect((second.json.order as { number: string }).number).toBe(order.number);
    expect(order.payment_status).toBe('paid');

    const lookup = await s.call('GET', `/orders/${order.number}?token=${first.json.lookup_token as string}`);
    expect(lookup.status).toBe(200);
    const stranger = browserSession();
    const refused = await stranger.call('GET', `/orders/${order.number}?token=wrong`);
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe('Could Not Find Order');
    const tracked = await stranger.call(
      'GET',
      `/order-tracking/logistics?order_number=${order.number}&email=ada@example.com`,
    );
    expect(tracked.status).toBe(200);
    expect((tracked.json.stages as { name: string }[]).map((stage) => stage.name)).toEqual([
      'Ordered',
      'In Process',
      'Order Ready',
      'In Transit',
      'Out for Delivery',
      'Delivered',
    ]);
    expect((await stranger.call('GET', '/order-tracking/logistics?tracking_number=ab')).status).toBe(422);
  });

  it('answers a declined card with its PAYMENT_ code, keeps the cart and remembers where it ships for the retry', async () => {
    const { s } = await cartWithOneItem();
    const methods = (await s.call('GET', '/cart/payment')).json.methods as { id: string }[];
    const before = (await s.call('GET', '/cart')).json;
    const declined = await s.call('POST', '/cart/checkout', {
      email: 'ada@example.com',
      shipping_address: address,
      payment_method: methods.find((m) => /card/.test(m.id))?.id,
      card: card('4000000000000051'),
      idempotency_key: `declined-${Date.now()}-abcdef`,
    });
    expect(declined.status).toBe(402);
    expect(declined.json.code).toBe('PAYMENT_INSUFFICIENT_FUNDS');
    // Nothing of the cart is lost; the address the shopper gave stays, priced, so a retry needs only a new card.
    const { address: shipsTo, shipping, revision, ...rest } = (await s.call('GET', '/cart')).json as typeof before;
    const { address: _before, shipping: _methods, revision: revisionBefore, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    // Storing the ship-to is a change of the cart: a newer revision, so no client keeps the older copy.
    expect(Number(revision)).toBeGreaterThan(Number(revisionBefore));
    expect(shipsTo).toEqual({ country: address.country, province: address.province, postcode: address.postcode });
    expect((shipping as { selected: string | null }).selected).not.toBeNull();
    const missing = await s.call('POST', '/cart/checkout', { email: 'x', idempotency_key: 'short' });
    expect(missing.status).toBe(422);
    expect(String(missing.json.field)).not.toMatch(/[A-Z]/);
  });
});

describe('loyalty points for a paid order', () => {
  it('awards a signed-in customer one point per whole dollar, once', async () => {
    const s = await signedInShopper(`points-${Date.now()}@example.com`);
    const info = (await s.call('GET', '/account/info')).json as unknown as { id: number };
    const list = (await (await fetch(api('/products?page_size=100'))).json()) as ProductList;
    const summary = list.products.find((p) => p.available && p.price >= 2000)!;
    const { product } = (await (await fetch(api(`/products/${summary.handle}`))).json()) as { product: Product };
    const variant = product.variants.find((v) => v.available >= 2)!;
    await s.call('POST', '/cart', { variant_id: variant.ID, quantity: 1 });
    const methods = (await s.call('GET', '/cart/payment')).json.methods as { id: string }[];
    const body = {
      email: 'points@example.com',
      shipping_address: address,
      payment_method: methods.find((m) => /card/.test(m.id))?.id,
      card: { number: '4242424242424242', expiry_month: 12, expiry_year: 2035, cvc: '123', name: 'Ada Lovelace' },
      idempotency_key: `points-${Date.now()}-abcdefgh`,
    };
    const placed = await s.call('POST', '/cart/checkout', body);
    expect(placed.status).toBe(201);
    await s.call('POST', '/cart/checkout', body);
    const total = (placed.json.order as { total: number }).total;
    const { token } = (await s.call('GET', '/stamped/getToken')).json as unknown as { token: string };
    expect(token.length).toBeGreaterThan(10);
    const points = await s.call('POST', '/rewards/points', { customerId: info.id, authToken: token });
    expect(points.status).toBe(200);
    expect(points.json.points).toBe(Math.floor(total / 100));
  });
});
