import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@vitrine/headless';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const api = (p: string) => `${baseURL}/api/store${p}`;

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => undefined)) as Record<string, unknown> & ApiErrorBody;
  return { status: response.status, json, headers: response.headers };
}

function expectError(result: { status: number; json: ApiErrorBody }, status: number, code: string, field?: string) {
  expect(result.status).toBe(status);
  expect(result.json).toMatchObject({ status, code, ...(field ? { field } : {}) });
}

/** Registers, verifies through the mailed link and signs in; returns the session cookie. */
async function signIn(email: string): Promise<string> {
  const password = 'points-and-coupons-7';
  expect((await call('POST', api('/account/register'), { email, password })).status).toBe(201);
  let token = '';
  for (let i = 0; i < 50 && !token; i++) {
    const dir = path.join(dataDir, 'mail');
    const mails = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        readFileSync(path.join(dir, entry.name), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .filter((text) => text.includes(email));
    token = decodeURIComponent(mails.at(-1)?.match(/token=([A-Za-z0-9_%.-]+)/)?.[1] ?? '');
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await call('POST', api('/account/verify'), { token })).status).toBe(200);
  const login = await fetch(api('/account/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  return (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

describe('GET /exchanges', () => {
  it('answers the rates of every selector currency against USD 1, cacheable', async () => {
    const result = await call('GET', api('/exchanges'));
    expect(result.status).toBe(200);
    expect(result.json.base).toBe('USD');
    const rates = result.json.rates as Record<string, number>;
    expect(rates.USD).toBe(1);
    for (const code of [
      'AUD',
      'CAD',
      'CNY',
      'EUR',
      'GBP',
      'JPY',
      'NZD',
      'MXN',
      'INR',
      'ARS',
      'UYU',
      'BRL',
      'RUB',
      'KRW',
    ]) {
      expect(rates[code], code).toBeGreaterThan(0);
    }
    expect(result.headers.get('cache-control')).toContain('max-age=60');
    expectError(await call('POST', api('/exchanges'), {}), 405, 'METHOD_NOT_ALLOWED', 'method');
  });
});

describe('GET /ip', () => {
  it('reads country, region and currency from the headers, never cached', async () => {
    const canada = await call('GET', api('/ip'), undefined, { 'CF-IPCountry': 'CA', 'CF-Region-Code': 'ON' });
    expect(canada.json).toEqual({ iso_code: 'CA', state: 'ON', currency: 'CAD' });
    expect(canada.headers.get('cache-control')).toBe('no-store');
    const language = await call('GET', api('/ip'), undefined, { 'Accept-Language': 'ja-JP,ja;q=0.9' });
    expect(language.json).toEqual({ iso_code: 'JP', state: null, currency: 'JPY' });
    const nothing = await call('GET', api('/ip'), undefined, { 'Accept-Language': '' });
    expect(nothing.json).toEqual({ iso_code: 'US', state: null, currency: 'USD' });
    expectError(await call('DELETE', api('/ip')), 405, 'METHOD_NOT_ALLOWED');
  });
});

describe('rewards', () => {
  it('gives an empty token when signed out and refuses calls without a valid one', async () => {
    expect((await call('GET', api('/stamped/getToken'))).json).toEqual({ token: '' });
    expectError(
      await call('POST', api('/rewards/points'), { customerId: 1, authToken: 'forged' }),
      401,
      'REWARDS_TOKEN_INVALID',
      'authToken',
    );
    expectError(await call('POST', api('/rewards/points'), { customerId: 1 }), 422, 'VALIDATION_FAILED', 'authToken');
    expectError(await call('POST', api('/rewards/redeem'), '[1,2', {}), 400, 'INVALID_BODY', 'body');
    expectError(await call('GET', api('/rewards/points')), 405, 'METHOD_NOT_ALLOWED');
    expectError(await call('POST', api('/rewards/campaigns'), {}), 405, 'METHOD_NOT_ALLOWED');
  });

  it('lists campaigns with their cost and discount type', async () => {
    const result = await call('GET', api('/rewards/campaigns'));
    expect(result.status).toBe(200);
    const campaigns = result.json.campaigns as { id: number; cost: number; data: { discount_type: string } }[];
    expect(campaigns.length).toBeGreaterThanOrEqual(3);
    expect(new Set(campaigns.map((campaign) => campaign.data.discount_type))).toEqual(
      new Set(['fixed_cart', 'percent', 'product']),
    );
  });

  it('signs a token for the signed-in customer that opens their points, and only theirs', async () => {
    const cookie = await signIn(`rewards-${Date.now()}@example.com`);
    const { json } = await call('GET', api('/stamped/getToken'), undefined, { Cookie: cookie });
    const token = json.token as string;
    expect(token).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const customerId = token.split('.')[0]!;
    const points = await call('POST', api('/rewards/points'), { customerId, customerEmail: 'x', authToken: token });
    expect(points.json).toEqual({ points: 0, points_current_with_name: '0 Points' });
    const other = await call('POST', api('/rewards/points'), {
      customerId: String(Number(customerId) + 1),
      authToken: token,
    });
    expectError(other, 403, 'REWARDS_CUSTOMER_MISMATCH', 'customerId');
    const { campaigns } = (await call('GET', api('/rewards/campaigns'))).json as unknown as {
      campaigns: { id: number }[];
    };
    const redeem = await call('POST', api('/rewards/redeem'), {
      templateId: campaigns[0]!.id,
      customerId,
      authToken: token,
    });
    expectError(redeem, 422, 'REWARDS_NOT_ENOUGH_POINTS', 'templateId');
    expectError(
      await call('POST', api('/rewards/redeem'), { templateId: 999999, customerId, authToken: token }),
      404,
      'REWARDS_CAMPAIGN_NOT_FOUND',
    );
  });
});

describe('/api/statistics', () => {
  const stats = (p: string) => `${baseURL}/api/statistics${p}`;
  const event = (id: string) => ({
    event_id: id,
    event_name: 'AddToCart',
    event_source_url: 'https://shop.example/products/x',
  });

  it('takes a consented batch in once per event id', async () => {
    const id = `E2E-${Date.now()}`;
    const first = await call('POST', stats('/events'), { consent: true, events: [event(id)] });
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ accepted: 1, duplicates: 0, skipped: 0, relayed: 0 });
    const again = await call('POST', stats('/events'), { consent: true, events: [event(id)] });
    expect(again.json).toEqual({ accepted: 0, duplicates: 1, skipped: 0, relayed: 0 });
    const single = await call('POST', stats('/track'), { consent: true, ...event(`${id}-t`) });
    expect(single.json).toMatchObject({ accepted: 1 });
  });

  it('drops events without consent and refuses bad input', async () => {
    expect((await call('POST', stats('/events'), { consent: false, events: [event('NC-1')] })).json).toMatchObject({
      skipped: 1,
      accepted: 0,
    });
    expectError(await call('POST', stats('/events'), { events: [event('B-1')] }), 422, 'VALIDATION_FAILED', 'consent');
    expectError(
      await call('POST', stats('/events'), { consent: true, events: [] }),
      422,
      'VALIDATION_FAILED',
      'events',
    );
    expectError(
      await call('POST', stats('/events'), { consent: true, events: [{ event_name: 'X' }] }),
      422,
      'VALIDATION_FAILED',
      'events.0.event_id',
    );
    expectError(await call('POST', stats('/track'), 'not json'), 400, 'INVALID_BODY', 'body');
    expectError(await call('GET', stats('/events')), 405, 'METHOD_NOT_ALLOWED');
  });
});
