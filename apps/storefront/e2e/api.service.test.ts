import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@vitrine/headless';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const api = (p: string) => `${baseURL}/api/store${p}`;
const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** Per-address limits of the service module (see SERVICE_RATE_LIMITS); every call here comes from one address. */
const LIMITS = { contact: 10, report: 60, consent: 30, referral: 30 };

/** A documentation address (RFC 5737), fresh per run. */
const SHOPPER_IP = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      // This file's own shopper address: its rate-limit counts are not shared with the browser journeys.
      'X-Forwarded-For': SHOPPER_IP,
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a response body of any shape, checked field by field by the assertions
  const json = (await response.json().catch(() => undefined)) as any;
  return { status: response.status, json, headers: response.headers };
}

function expectError(result: { status: number; json: ApiErrorBody }, status: number, code: string, field?: string) {
  expect(result.status).toBe(status);
  expect(result.json).toMatchObject({ status, code, ...(field ? { field } : {}) });
}

/** The delivered e-mails (development transport files) that mention `text`. */
async function mailsMentioning(text: string, expected: number): Promise<string[]> {
  let found: string[] = [];
  for (let i = 0; i < 50 && found.length < expected; i++) {
    const dir = path.join(dataDir, 'mail');
    try {
      found = readdirSync(dir)
        .map((name) => readFileSync(path.join(dir, name), 'utf8').replace(/=\r?\n/g, ''))
        .filter((mail) => mail.includes(text));
    } catch {
      found = [];
    }
    if (found.length < expected) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return found;
}

describe('contact_service', () => {
  const message = {
    name: 'Ada Lovelace',
    email: 'ada.contact@example.com',
    topic: 'shipping',
    message: 'When will order 1001 ship to Leeds?',
  };
  let sent = 0;

  it('GET answers the channels with UTC opening hours, cacheable', async () => {
    const result = await call('GET', api('/contact_service'));
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe(CATALOG_CACHE);
    expect(result.json.contact).toMatchObject({ email: 'hello@vitrine.example', time_zone: 'Europe/London' });
    expect(result.json.contact.opening_hours.length).toBeGreaterThan(0);
    for (const period of result.json.contact.opening_hours) expect(period.opens_at).toMatch(/Z$/);
    expect(JSON.stringify(result.json)).not.toContain('notify');
  });

  it('POST files a ticket (201) and e-mails the shopper and the merchant', async () => {
    const result = await call('POST', api('/contact_service'), {
      ...message,
      phone: '+44(113)496-0000',
      order_number: '1001',
    });
    sent += 1;
    expect(result.status).toBe(201);
    expect(result.json.ticket).toMatchObject({ number: expect.stringMatching(/^SR-\d+$/), topic: 'shipping' });
    expect(result.headers.get('cache-control')).toBe('no-store');
    const mails = await mailsMentioning(result.json.ticket.number, 2);
    expect(mails.some((mail) => /^To: .*ada\.contact@example\.com/m.test(mail))).toBe(true);
    expect(mails.some((mail) => /^To: .*service@vitrine\.example/m.test(mail))).toBe(true);
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'n'.repeat(101) }],
    ['email', { email: 'ada@' }],
    ['phone', { phone: '0113 496 0000' }],
    ['phone', { phone: '1'.repeat(31) }],
    ['topic', { topic: 'billing' }],
    ['message', { message: 'x'.repeat(9) }],
    ['message', { message: 'x'.repeat(5001) }],
  ])('POST refuses a bad %s with a 422 (case %#)', async (field, change) => {
    expectError(
      await call('POST', api('/contact_service'), { ...message, ...change }),
      422,
      'VALIDATION_FAILED',
      field,
    );
  });

  it("POST answers the spec's email message and a 400 for a body that is not JSON", async () => {
    const bad = await call('POST', api('/contact_service'), { ...message, email: 'nope' });
    expect(bad.json.message).toBe('Enter a valid email');
    expectError(await call('POST', api('/contact_service'), '[1, 2]'), 400, 'INVALID_BODY', 'body');
  });

  it('accepts the bounds', async () => {
    const low = await call('POST', api('/contact_service'), {
      ...message,
      name: 'A',
      message: 'x'.repeat(10),
      phone: '1'.repeat(30),
    });
    const high = await call('POST', api('/contact_service'), {
      ...message,
      name: 'A'.repeat(100),
      message: 'x'.repeat(5000),
    });
    sent += 2;
    expect([low.status, high.status]).toEqual([201, 201]);
  });

  it('answers 405 for other methods', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const result = await call(method, api('/contact_service'), {});
      expectError(result, 405, 'METHOD_NOT_ALLOWED');
      expect(result.headers.get('allow')).toBe('GET, POST');
    }
  });

  it('limits messages per address (429)', async () => {
    for (; sent < LIMITS.contact; sent++)
      expect((await call('POST', api('/contact_service'), message)).status).toBe(201);
    const limited = await call('POST', api('/contact_service'), message);
    expectError(limited, 429, 'TOO_MANY_REQUESTS');
    expect(limited.json.message).toBe('Frequent operations, please try again tomorrow');
  });
});

describe('report', () => {
  let sent = 0;
  const report = (extra: Record<string, unknown> = {}) => ({
    kind: 'script_failure',
    message: `paypal-load-failed ${extra.n ?? ''}`,
    code: 'load_failed',
    ...extra,
  });

  it('accepts a report with 202 and repeats with 202 too', async () => {
    const body = {
      kind: 'store_id_missing',
      message: 'store id missing after polling',
      url: 'https://shop.example/',
      context: { attempts: 5, interval_ms: 200 },
    };
    for (let i = 0; i < 3; i++) {
      const result = await call('POST', api('/report'), body);
      sent += 1;
      expect(result.status).toBe(202);
      expect(result.json).toEqual({ accepted: true });
    }
  });

  it.each([
    ['kind', { kind: 'warning' }],
    ['message', { message: 'm'.repeat(1001) }],
    ['stack', { stack: 's'.repeat(8001) }],
    ['status', { status: 600 }],
    ['context', { context: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }],
    ['context.nested', { context: { nested: { a: 1 } } }],
  ])('refuses a bad %s with a 422 (case %#)', async (field, change) => {
    expectError(await call('POST', api('/report'), { ...report(), ...change }), 422, 'VALIDATION_FAILED', field);
  });

  it('only takes POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const result = await call(method, api('/report'), method === 'GET' ? undefined : {});
      expectError(result, 405, 'METHOD_NOT_ALLOWED');
      expect(result.headers.get('allow')).toBe('POST');
    }
  });

  it('limits reports per address (429)', async () => {
    for (; sent < LIMITS.report; sent++) expect((await call('POST', api('/report'), report())).status).toBe(202);
    expectError(await call('POST', api('/report'), report()), 429, 'TOO_MANY_REQUESTS');
  });
});

describe('privacy_managements', () => {
  let sent = 0;
  const choices = { analytics: true, marketing: false, preferences: true };

  it('GET asks for opt-in in the EU and gives notice in the US, never cached', async () => {
    const eu = await call('GET', api('/privacy_managements'), undefined, { 'CF-IPCountry': 'FR' });
    expect(eu.status).toBe(200);
    expect(eu.headers.get('cache-control')).toBe('no-store');
    expect(eu.json).toMatchObject({
      country: 'FR',
      mode: 'opt_in',
      version: 1,
      policy_url: '/policies/privacy-policy',
      decision: null,
      needs_decision: true,
    });
    expect(eu.json.categories.map((c: { key: string }) => c.key)).toEqual([
      'necessary',
      'analytics',
      'marketing',
      'preferences',
    ]);
    const us = await call('GET', api('/privacy_managements'), undefined, { 'CF-IPCountry': 'US' });
    expect(us.json.mode).toBe('notice');
    const swiss = await call('GET', api('/privacy_managements'), undefined, { 'Accept-Language': 'de-CH' });
    expect(swiss.json).toMatchObject({ country: 'CH', mode: 'opt_in' });
  });

  it('POST records decisions (201) and the latest wins', async () => {
    const visitor = randomUUID();
    const first = await call(
      'POST',
      api('/privacy_managements'),
      { visitor_id: visitor, categories: choices, version: 1 },
      { 'CF-IPCountry': 'DE' },
    );
    expect(first.status).toBe(201);
    expect(first.json.decision).toMatchObject({
      visitor_id: visitor,
      categories: { necessary: true, ...choices },
      country: 'DE',
      mode: 'opt_in',
    });
    const second = await call(
      'POST',
      api('/privacy_managements'),
      { visitor_id: visitor, categories: { analytics: false, marketing: false, preferences: false }, version: 1 },
      { 'CF-IPCountry': 'DE' },
    );
    sent += 2;
    expect(second.status).toBe(201);
    const read = await call('GET', api(`/privacy_managements?visitor_id=${visitor}`), undefined, {
      'CF-IPCountry': 'DE',
    });
    expect(read.json.decision.categories).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    expect(read.json.needs_decision).toBe(false);
    // The tracking relay obeys the stored "no" even when the page says consent: true.
    const event = { event_id: `consent-${visitor}`, event_name: 'PageView' };
    const intake = await call('POST', `${baseURL}/api/statistics/events`, {
      consent: true,
      visitor_id: visitor,
      events: [event],
    });
    expect(intake.status).toBe(202);
    expect(intake.json).toMatchObject({ accepted: 0, skipped: 1 });
  });

  it('refuses an outdated version (409) and bad input (422)', async () => {
    expectError(
      await call('POST', api('/privacy_managements'), { visitor_id: randomUUID(), categories: choices, version: 2 }),
      409,
      'CONSENT_VERSION_CHANGED',
      'version',
    );
    expectError(
      await call('POST', api('/privacy_managements'), { visitor_id: 'me', categories: choices, version: 1 }),
      422,
      'VALIDATION_FAILED',
      'visitor_id',
    );
    expectError(
      await call('POST', api('/privacy_managements'), {
        visitor_id: randomUUID(),
        categories: { analytics: true },
        version: 1,
      }),
      422,
      'VALIDATION_FAILED',
      'categories.marketing',
    );
    expectError(await call('GET', api('/privacy_managements?visitor_id=me')), 422, 'VALIDATION_FAILED', 'visitor_id');
  });

  it('answers 405 for other methods', async () => {
    expectError(await call('DELETE', api('/privacy_managements')), 405, 'METHOD_NOT_ALLOWED');
  });

  it('limits decisions per address (429)', async () => {
    const decide = () =>
      call('POST', api('/privacy_managements'), { visitor_id: randomUUID(), categories: choices, version: 1 });
    for (; sent < LIMITS.consent; sent++) expect((await decide()).status).toBe(201);
    expectError(await decide(), 429, 'TOO_MANY_REQUESTS');
  });
});

describe('/api/app/multi_sites', () => {
  const sites = (headers: Record<string, string> = {}) =>
    call('GET', `${baseURL}/api/app/multi_sites`, undefined, headers);

  it('lists the regional sites, the default one current, never cached', async () => {
    const result = await sites();
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.json.sites.map((s: { id: string }) => s.id)).toEqual(['us', 'eu', 'uk', 'jp', 'il']);
    expect(result.json.sites.find((s: { is_current: boolean }) => s.is_current).id).toBe('us');
    expect(result.json.sites.find((s: { id: string }) => s.id === 'il')).toMatchObject({
      locale: 'he-IL',
      currency: 'ILS',
    });
  });

  it("suggests the visitor's site, or nothing when this one serves them", async () => {
    expect((await sites({ 'CF-IPCountry': 'DE' })).json.suggested).toMatchObject({ id: 'eu', currency: 'EUR' });
    expect((await sites({ 'CF-IPCountry': 'GB' })).json.suggested.id).toBe('uk');
    expect((await sites({ 'CF-IPCountry': 'US' })).json.suggested).toBeNull();
    expect((await sites({ 'CF-IPCountry': 'AU' })).json.suggested).toBeNull();
  });

  it('only takes GET', async () => {
    expectError(await call('POST', `${baseURL}/api/app/multi_sites`, {}), 405, 'METHOD_NOT_ALLOWED');
  });
});

describe('influencers', () => {
  let sent = 0;

  it('GET resolves a code in any letter case, cacheable', async () => {
    const result = await call('GET', api('/influencers?code=slowHome'));
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe(CATALOG_CACHE);
    expect(result.json.influencer).toMatchObject({
      code: 'SLOWHOME',
      handle: '@slowhome.jonas',
      coupon_code: 'FREESHIP',
    });
  });

  it('GET answers 404 INFLUENCER_NOT_FOUND and 422 for a malformed code', async () => {
    expectError(await call('GET', api('/influencers?code=nobody')), 404, 'INFLUENCER_NOT_FOUND', 'code');
    expectError(await call('GET', api('/influencers')), 422, 'VALIDATION_FAILED', 'code');
    expectError(await call('GET', api('/influencers?code=a%20b')), 422, 'VALIDATION_FAILED', 'code');
  });

  it('POST records a visit once per visitor and day (201, then 200) with a 30-day attribution', async () => {
    const visitor = randomUUID();
    const before = Date.now();
    const first = await call('POST', api('/influencers'), {
      code: 'mayamakes',
      landing_url: '/products/linen-shirt?ref=mayamakes',
      visitor_id: visitor,
    });
    const again = await call('POST', api('/influencers'), { code: 'MAYAMAKES', landing_url: '/', visitor_id: visitor });
    sent += 2;
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const expires = Date.parse(first.json.attribution.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 5_000);
    expect(expires - before).toBeLessThanOrEqual(30 * 86_400_000 + 60_000);
  });

  it('POST answers 404 for an unknown code and 422 for a bad landing address', async () => {
    expectError(
      await call('POST', api('/influencers'), { code: 'NOBODY', landing_url: '/' }),
      404,
      'INFLUENCER_NOT_FOUND',
      'code',
    );
    sent += 1;
    expectError(
      await call('POST', api('/influencers'), { code: 'MAYAMAKES', landing_url: 'javascript:alert(1)' }),
      422,
      'VALIDATION_FAILED',
      'landing_url',
    );
  });

  it('answers 405 for other methods', async () => {
    expectError(await call('PUT', api('/influencers'), {}), 405, 'METHOD_NOT_ALLOWED');
  });

  it('limits referral visits per address (429)', async () => {
    const visit = () =>
      call('POST', api('/influencers'), { code: 'INKANDPAPER', landing_url: '/', visitor_id: randomUUID() });
    for (; sent < LIMITS.referral; sent++) expect((await visit()).status).toBe(201);
    expectError(await visit(), 429, 'TOO_MANY_REQUESTS');
  });
});
