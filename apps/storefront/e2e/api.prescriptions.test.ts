import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cartLines, type ApiErrorBody, type Cart, type Product } from '@vitrine/headless';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const api = (p: string) => `${baseURL}/api/store${p}`;
const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=300';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a response body of any shape, checked field by field by the assertions
type Json = Record<string, any> & ApiErrorBody;

/** One browser: its own cookies (session, cart) and the CSRF token it was given. */
function browser() {
  const cookies = new Map<string, string>();
  let csrf = '';
  async function call(method: string, p: string, body?: unknown, options: { csrf?: string } = {}) {
    const token = options.csrf ?? csrf;
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
    return { status: response.status, json, cacheControl: response.headers.get('Cache-Control') };
  }
  return { call };
}
type Browser = ReturnType<typeof browser>;

function expectError(result: { status: number; json: Json }, status: number, code: string, field?: string) {
  expect(result.status, JSON.stringify(result.json)).toBe(status);
  expect(result.json).toMatchObject({ status, code, ...(field ? { field } : {}) });
}

function mailedToken(email: string): string | undefined {
  const dir = path.join(dataDir, 'mail');
  const mails = readdirSync(dir)
    .map((file) =>
      readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((text) => text.includes(email));
  const token = mails.at(-1)?.match(/token=([A-Za-z0-9_%.-]+)/)?.[1];
  return token ? decodeURIComponent(token) : undefined;
}

async function signedIn(label: string): Promise<Browser> {
  const b = browser();
  const email = `${label}-${Date.now()}@example.com`;
  expect((await b.call('POST', '/account/register', { email, password: 'linen-and-wool-42' })).status).toBe(201);
  let token: string | undefined;
  for (let i = 0; i < 40 && !token; i++) {
    token = mailedToken(email);
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await b.call('POST', '/account/verify', { token })).status).toBe(200);
  expect((await b.call('POST', '/account/login', { email, password: 'linen-and-wool-42' })).status).toBe(200);
  return b;
}

const powers = (left: string, right: string) => [
  { name: 'Power (L)', value: left },
  { name: 'Power (R)', value: right },
];
const group = (value: string) => [{ name: 'groupId', value }];

let lens: Product;
let plain: Product;
let ada: Browser;
let grace: Browser;

beforeAll(async () => {
  const read = async (handle: string) =>
    ((await (await fetch(api(`/products/${handle}`))).json()) as { product: Product }).product;
  lens = await read('canvas-zip-pouch');
  plain = await read('speckled-ceramic-mug');
  ada = await signedIn('rx-ada');
  grace = await signedIn('rx-grace');
});

const inStock = (product: Product, skip = 0) => product.variants.filter((v) => v.available >= 10)[skip]!.ID;

describe('GET /fclca/prescriptions?product_id=', () => {
  it('describes the power fields of a prescription product, cacheable', async () => {
    const result = await browser().call('GET', `/fclca/prescriptions?product_id=${lens.ID}`);
    expect(result.status).toBe(200);
    expect(result.cacheControl).toBe(CATALOG_CACHE);
    expect(result.json).toMatchObject({ product_id: lens.ID, requires_prescription: true, attribute_key: 'power' });
    const [left, right] = result.json.fields as Array<{ key: string; label: string; values: string[] }>;
    expect([left?.key, left?.label, right?.key, right?.label]).toEqual([
      'power_left',
      'Power (L)',
      'power_right',
      'Power (R)',
    ]);
    expect(left?.values.slice(0, 2)).toEqual(['-12.00', '-11.50']);
    expect(left?.values).toContain('Plano');
    expect(left?.values.at(-1)).toBe('+8.00');
  });

  it('says no for other products, 404 for unknown ones, 422 for a bad id', async () => {
    const s = browser();
    expect((await s.call('GET', `/fclca/prescriptions?product_id=${plain.ID}`)).json).toEqual({
      product_id: plain.ID,
      requires_prescription: false,
      attribute_key: null,
      fields: [],
    });
    expectError(await s.call('GET', '/fclca/prescriptions?product_id=999999'), 404, 'PRODUCT_NOT_FOUND', 'product_id');
    expectError(await s.call('GET', '/fclca/prescriptions?product_id=abc'), 422, 'VALIDATION_FAILED', 'product_id');
    expectError(await s.call('GET', '/fclca/prescriptions?product_id=0'), 422, 'VALIDATION_FAILED', 'product_id');
  });
});

describe('saved prescriptions', () => {
  it('need a signed-in customer; changes need the CSRF token', async () => {
    const anonymous = browser();
    expectError(await anonymous.call('GET', '/fclca/prescriptions'), 401, 'UNAUTHENTICATED');
    const body = { name: 'Daily', power_left: '-1.00', power_right: '-1.25' };
    expectError(await anonymous.call('POST', '/fclca/prescriptions', body), 401, 'UNAUTHENTICATED');
    expect((await ada.call('POST', '/fclca/prescriptions', body, { csrf: 'wrong' })).status).toBe(403);
    expect((await ada.call('GET', '/fclca/prescriptions')).json.prescriptions).toEqual([]);
    expect((await ada.call('PUT', '/fclca/prescriptions', body)).status).toBe(405);
  });

  it('are saved, listed privately, limited to 10 and deleted only by their owner', async () => {
    const saved = await ada.call('POST', '/fclca/prescriptions', {
      name: 'n'.repeat(60),
      power_left: '-1.5',
      power_right: 'plano',
      expires_on: '2999-12-31',
    });
    expect(saved.status).toBe(201);
    expect(saved.json.prescription).toMatchObject({
      power_left: '-1.50',
      power_right: 'Plano',
      expires_on: '2999-12-31',
    });
    const id = saved.json.prescription.id as number;
    const list = await ada.call('GET', '/fclca/prescriptions');
    expect(list.cacheControl).toBe('no-store');
    expect(list.json).toMatchObject({ limit: 10, prescriptions: [{ id }] });
    expect((await grace.call('GET', '/fclca/prescriptions')).json.prescriptions).toEqual([]);
    expectError(await grace.call('DELETE', `/fclca/prescriptions/${id}`), 404, 'PRESCRIPTION_NOT_FOUND', 'id');

    const invalid = { name: 'n'.repeat(61), power_left: '-1.00', power_right: '-1.00' };
    expectError(await ada.call('POST', '/fclca/prescriptions', invalid), 422, 'VALIDATION_FAILED', 'name');
    expectError(
      await ada.call('POST', '/fclca/prescriptions', { ...invalid, name: 'x', power_left: '-12.25' }),
      422,
      'VALIDATION_FAILED',
      'power_left',
    );
    for (let i = 2; i <= 10; i++) {
      expect((await ada.call('POST', '/fclca/prescriptions', { ...invalid, name: `Pair ${i}` })).status).toBe(201);
    }
    expectError(
      await ada.call('POST', '/fclca/prescriptions', { ...invalid, name: 'Eleventh' }),
      409,
      'PRESCRIPTION_LIMIT',
    );

    expect((await ada.call('DELETE', `/fclca/prescriptions/${id}`, undefined, { csrf: 'wrong' })).status).toBe(403);
    const after = await ada.call('DELETE', `/fclca/prescriptions/${id}`);
    expect(after.status).toBe(200);
    expect(after.json.prescriptions).toHaveLength(9);
    expectError(await ada.call('DELETE', `/fclca/prescriptions/${id}`), 404, 'PRESCRIPTION_NOT_FOUND', 'id');
    expect((await ada.call('GET', `/fclca/prescriptions/${id}`)).status).toBe(405);
  });
});

describe('prescription products in the cart', () => {
  it('need both powers from the list, on POST /cart and batch_cart', async () => {
    const s = browser();
    const variant_id = inStock(lens);
    expectError(await s.call('POST', '/cart', { variant_id }), 422, 'PRESCRIPTION_REQUIRED', 'properties.power_left');
    expectError(
      await s.call('POST', '/cart', { variant_id, properties: [{ name: 'Power (L)', value: '-1.00' }] }),
      422,
      'PRESCRIPTION_REQUIRED',
      'properties.power_right',
    );
    expectError(
      await s.call('POST', '/cart', { variant_id, properties: powers('-1.00', '+8.50') }),
      422,
      'INVALID_POWER',
      'properties.power_right',
    );
    expectError(
      await s.call('POST', '/cart/batch_cart', {
        items: [{ variant_id: inStock(plain) }, { variant_id, properties: powers('-6.25', '0') }],
      }),
      422,
      'INVALID_POWER',
      'items.1.properties.power_left',
    );
    expect((await s.call('GET', '/cart')).json.hash).toBeNull();
    // An anonymous shopper has no saved prescriptions.
    expectError(
      await s.call('POST', '/cart', { variant_id, properties: [{ name: 'prescription_id', value: '1' }] }),
      422,
      'PRESCRIPTION_NOT_FOUND',
      'properties.prescription_id',
    );
    await s.call('POST', '/cart', { variant_id, properties: powers('-12', '+8') });
    const cart = (
      await s.call('POST', '/cart/batch_cart', {
        items: [
          { variant_id, properties: powers('-12.00', '+8.00') },
          { variant_id, properties: powers('-1.25', 'Plano') },
        ],
      })
    ).json as unknown as Cart;
    expect(cartLines(cart).map((line) => [line.quantity, line.properties])).toEqual([
      [2, powers('-12.00', '+8.00')],
      [1, powers('-1.25', 'Plano')],
    ]);
  });
});

describe('a saved prescription in the cart', () => {
  it('is expanded into its two powers for its owner, on POST /cart and batch_cart', async () => {
    const saved = await ada.call('POST', '/fclca/prescriptions', {
      name: 'Reading',
      power_left: '-2.25',
      power_right: '-2',
    });
    expect(saved.status).toBe(201);
    const prescription_id = String(saved.json.prescription.id);
    const variant_id = inStock(lens);
    const added = (
      await ada.call('POST', '/cart', { variant_id, properties: [{ name: 'prescription_id', value: prescription_id }] })
    ).json as unknown as Cart;
    expect(cartLines(added).map((line) => line.properties)).toContainEqual(powers('-2.25', '-2.00'));
    const batch = (
      await ada.call('POST', '/cart/batch_cart', {
        items: [{ variant_id, properties: [{ name: 'prescription_id', value: prescription_id }] }],
      })
    ).json as unknown as Cart;
    expect(
      cartLines(batch).find((line) => JSON.stringify(line.properties) === JSON.stringify(powers('-2.25', '-2.00')))
        ?.quantity,
    ).toBe(2);
    // Someone else's saved prescription is not found.
    const stranger = browser();
    expectError(
      await stranger.call('POST', '/cart', {
        variant_id,
        properties: [{ name: 'prescription_id', value: prescription_id }],
      }),
      422,
      'PRESCRIPTION_NOT_FOUND',
      'properties.prescription_id',
    );
    await ada.call('DELETE', `/fclca/prescriptions/${prescription_id}`);
  });
});

describe('grouped lines', () => {
  it('take a groupId of 1–64 characters and at most two lines a group', async () => {
    const s = browser();
    const [a, b, c] = [inStock(plain), inStock(plain, 1), inStock(lens)];
    expectError(
      await s.call('POST', '/cart', { variant_id: a, properties: group('') }),
      422,
      'INVALID_GROUP_ID',
      'properties.groupId',
    );
    expectError(
      await s.call('POST', '/cart', { variant_id: a, properties: group('g'.repeat(65)) }),
      422,
      'INVALID_GROUP_ID',
      'properties.groupId',
    );
    const pairId = 'g'.repeat(64);
    expect((await s.call('POST', '/cart', { variant_id: a, quantity: 1, properties: group(pairId) })).status).toBe(200);
    const pair = (await s.call('POST', '/cart', { variant_id: b, quantity: 2, properties: group(pairId) }))
      .json as unknown as Cart;
    expect(pair.item_count).toBe(2);
    expectError(
      await s.call('POST', '/cart', { variant_id: c, properties: [...group(pairId), ...powers('-1.00', '-1.00')] }),
      422,
      'GROUP_FULL',
      'properties.groupId',
    );
    expectError(
      await s.call('POST', '/cart/batch_cart', {
        items: [
          { variant_id: a, properties: group('x') },
          { variant_id: b, properties: group('x') },
          { variant_id: c, properties: [...group('x'), ...powers('Plano', 'Plano')] },
        ],
      }),
      422,
      'GROUP_FULL',
      'items.2.properties.groupId',
    );
    const after = (await s.call('GET', '/cart')).json as unknown as Cart;
    expect(after).toEqual(pair);
  });

  it('give the grouped item_count the storefront shows (the server is its only source)', async () => {
    const s = browser();
    const [a, b] = [inStock(plain), inStock(plain, 1)];
    const steps = [
      { variant_id: a, quantity: 3 },
      { variant_id: a, quantity: 1, properties: group('p1') },
      { variant_id: b, quantity: 2, properties: group('p1') },
      { variant_id: b, quantity: 3, properties: group('lonely') },
      { variant_id: a, quantity: 2, properties: group('p2') },
      { variant_id: a, quantity: 2, properties: group('p3') },
      { variant_id: b, quantity: 2, properties: group('p2') },
    ];
    // 3 loose; p1 1 alone, then 1+2 → 2; lonely 3; p2 2 alone; p3 2 alone; p2 2+2 → 2.
    const expected = [3, 4, 5, 8, 10, 12, 12];
    for (const [index, step] of steps.entries()) {
      const cart = (await s.call('POST', '/cart', step)).json as unknown as Cart;
      expect(cart.item_count, `after step ${index}`).toBe(expected[index]);
    }
    const cart = (await s.call('GET', '/cart')).json as unknown as Cart;
    const lonely = cartLines(cart).find((line) => line.properties[0]?.value === 'lonely')!;
    const changed = (await s.call('PUT', `/cart/${lonely.key}`, { quantity: 0 })).json as unknown as Cart;
    // The lonely (incomplete) group counted its full 3.
    expect(changed.item_count).toBe(9);
  });
});
