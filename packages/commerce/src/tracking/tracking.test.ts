import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.types';
import { runMigrations } from '../migrations/migrate';
import { expectCommerceError, openTestDb } from '../test/harness';
import { createTracking, type TrackingService } from './tracking';
import type { RelayConfig } from './tracking.relay';

interface Received {
  path: string;
  contentType: string;
  body: string;
}

let test: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
let server: Server;
let received: Received[] = [];
let base = '';
let config: RelayConfig;
let tracking: TrackingService;
const NOW = new Date('2030-05-01T10:00:00Z');

beforeAll(async () => {
  test = await openTestDb();
  db = test.db;
  await runMigrations(db, test.schema);
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', contentType: request.headers['content-type'] ?? '', body });
      response.statusCode = request.url === '/broken' ? 500 : 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config = {
    storeId: 'store-42',
    pixelCodes: ['PX1', 'PX2'],
    conversionApiUrl: `${base}/capi`,
    adPixelUrl: `${base}/pixel`,
  };
  tracking = createTracking(db, { config, now: () => NOW });
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await test.close();
});
beforeEach(() => {
  received = [];
});

const purchase = (eventId: string) => ({
  event_id: eventId,
  event_name: 'Purchase',
  event_time: 1_900_000_000,
  event_source_url: 'https://shop.example/checkouts/thank-you',
  user_data: { email: ' Ana@Example.com ', card_number: '4111 1111 1111 1111', cvc: '123' },
  properties: { value: 4599, currency: 'USD', payment: { number: '5555555555554444', cvv: '999' } },
  context: { locale: 'en-US' },
});

describe('tracking relay', () => {
  it('relays a consented event to both destinations with the spec payloads', async () => {
    const result = await tracking.intake(
      { consent: true, events: [purchase('E-1')] },
      { ip: '203.0.113.9', userAgent: 'UA/1' },
    );
    expect(result).toEqual({ accepted: 1, duplicates: 0, skipped: 0, relayed: 2 });
    const capi = received.find((message) => message.path === '/capi')!;
    expect(capi.contentType).toMatch(/^text\/plain/);
    const conversion = JSON.parse(capi.body);
    expect(Object.keys(conversion).sort()).toEqual([
      'event_id',
      'event_name',
      'event_source_url',
      'event_time',
      'pixels',
      'store_id',
      'user_data',
    ]);
    expect(conversion).toMatchObject({
      store_id: 'store-42',
      event_name: 'Purchase',
      event_time: 1_900_000_000,
      event_id: 'E-1',
      pixels: ['PX1', 'PX2'],
    });
    expect(conversion.user_data.email).toMatch(/^[a-f0-9]{64}$/);
    expect(conversion.user_data.card_number).toBe('4111********1111');
    expect(conversion.user_data).toMatchObject({ client_ip_address: '203.0.113.9', client_user_agent: 'UA/1' });
    const pixel = JSON.parse(received.find((message) => message.path === '/pixel')!.body);
    expect(Object.keys(pixel).sort()).toEqual([
      'context',
      'event',
      'event_id',
      'pixel_codes',
      'properties',
      'store',
      'timestamp',
    ]);
    expect(pixel).toMatchObject({
      store: 'store-42',
      pixel_codes: ['PX1', 'PX2'],
      event: 'Purchase',
      event_id: 'E-1',
      timestamp: new Date(1_900_000_000_000).toISOString(),
    });
    expect(pixel.context).toMatchObject({
      locale: 'en-US',
      page: { url: 'https://shop.example/checkouts/thank-you' },
      user_agent: 'UA/1',
    });
    expect(pixel.properties.payment).toEqual({ number: '5555********4444' });
    for (const message of received) {
      expect(message.body).not.toMatch(/4111111111111111|5555555555554444|"cvc"|"cvv"|999|123"/);
    }
  });

  it('accepts a repeated event id without relaying it again, also within one batch', async () => {
    await tracking.intake({ consent: true, events: [purchase('E-2')] });
    received = [];
    const again = await tracking.intake({ consent: true, events: [purchase('E-2'), purchase('E-3'), purchase('E-3')] });
    expect(again).toEqual({ accepted: 1, duplicates: 2, skipped: 0, relayed: 2 });
    expect(received.map((message) => JSON.parse(message.body).event_id)).toEqual(['E-3', 'E-3']);
  });

  it('sends and stores nothing without consent', async () => {
    const result = await tracking.intake({ consent: false, events: [purchase('E-4')] });
    expect(result).toEqual({ accepted: 0, duplicates: 0, skipped: 1, relayed: 0 });
    expect(received).toEqual([]);
    expect(await db.query('SELECT 1 FROM tracking_events WHERE event_id = $1', ['E-4'])).toEqual([]);
    // Consent given later: the event goes out then.
    expect((await tracking.track({ consent: true, ...purchase('E-4') })).relayed).toBe(2);
  });

  it("obeys the visitor's stored consent decision over the page's flag", async () => {
    const decisions: Record<string, { categories: { marketing: boolean } }> = {
      '0b6f3a52-7c1e-4a57-9d43-2f7f0e6c1a01': { categories: { marketing: false } },
      '0b6f3a52-7c1e-4a57-9d43-2f7f0e6c1a02': { categories: { marketing: true } },
    };
    const guarded = createTracking(db, {
      config,
      now: () => NOW,
      storedConsent: async (visitorId) => decisions[visitorId] ?? null,
    });
    const refused = await guarded.intake({
      consent: true,
      visitor_id: '0b6f3a52-7c1e-4a57-9d43-2f7f0e6c1a01',
      events: [purchase('S-1')],
    });
    expect(refused).toEqual({ accepted: 0, duplicates: 0, skipped: 1, relayed: 0 });
    expect(
      await guarded.track({ consent: true, visitor_id: '0b6f3a52-7c1e-4a57-9d43-2f7f0e6c1a01', ...purchase('S-1') }),
    ).toMatchObject({ skipped: 1 });
    expect(received).toEqual([]);
    // Allowed by the stored decision, and a visitor with no decision: the page's flag.
    expect(
      (
        await guarded.intake({
          consent: true,
          visitor_id: '0b6f3a52-7c1e-4a57-9d43-2f7f0e6c1a02',
          events: [purchase('S-2')],
        })
      ).relayed,
    ).toBe(2);
    expect(
      (
        await guarded.intake({
          consent: true,
          visitor_id: '0b6f3a52-7c1e-4a57-9d43-2f7f0e6c1a03',
          events: [purchase('S-3')],
        })
      ).relayed,
    ).toBe(2);
    // A stored yes never overrides the page's no.
    expect(
      await guarded.intake({
        consent: false,
        visitor_id: '0b6f3a52-7c1e-4a57-9d43-2f7f0e6c1a02',
        events: [purchase('S-4')],
      }),
    ).toMatchObject({ skipped: 1 });
    await expectCommerceError(guarded.intake({ consent: true, visitor_id: 'not-a-uuid', events: [purchase('S-5')] }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'visitor_id',
    });
  });

  it('uses now for a missing event time and notes a failing receiver without failing the intake', async () => {
    const failing = createTracking(db, {
      config: { ...config, adPixelUrl: `${base}/broken`, conversionApiUrl: 'http://127.0.0.1:1/unreachable' },
      now: () => NOW,
    });
    const result = await failing.track({ consent: true, event_id: 'E-5', event_name: 'PageView' });
    expect(result).toEqual({ accepted: 1, duplicates: 0, skipped: 0, relayed: 0 });
    const pixel = JSON.parse(received[0]!.body);
    expect(pixel.timestamp).toBe(NOW.toISOString());
    const [row] = await db.query<{ relayed_to: string[]; last_error: string }>(
      'SELECT relayed_to, last_error FROM tracking_events WHERE event_id = $1',
      ['E-5'],
    );
    expect(row?.relayed_to).toEqual([]);
    expect(row?.last_error).toMatch(/broken answered 500/);
  });

  it('keeps events for de-duplication when no destination is configured', async () => {
    const quiet = createTracking(db, { config: { storeId: 's', pixelCodes: [] } });
    expect(await quiet.track({ consent: true, event_id: 'E-6', event_name: 'ViewContent' })).toEqual({
      accepted: 1,
      duplicates: 0,
      skipped: 0,
      relayed: 0,
    });
    expect((await quiet.track({ consent: true, event_id: 'E-6', event_name: 'ViewContent' })).duplicates).toBe(1);
    expect(received).toEqual([]);
  });

  it.each([
    [{ events: [purchase('X')] }, 'consent'],
    [{ consent: 'yes', events: [purchase('X')] }, 'consent'],
    [{ consent: true, events: [] }, 'events'],
    [{ consent: true, events: Array.from({ length: 51 }, (_, index) => purchase(`B${index}`)) }, 'events'],
    [{ consent: true, events: [{ event_name: 'Purchase' }] }, 'events.0.event_id'],
    [{ consent: true, events: [{ event_id: 'x'.repeat(129), event_name: 'Purchase' }] }, 'events.0.event_id'],
    [{ consent: true, events: [{ event_id: 'X', event_name: '<img>' }] }, 'events.0.event_name'],
    [
      { consent: true, events: [{ event_id: 'X', event_name: 'A', event_source_url: 'not a url' }] },
      'events.0.event_source_url',
    ],
    [{ consent: true, events: [{ event_id: 'X', event_name: 'A', event_time: -5 }] }, 'events.0.event_time'],
  ])('refuses a bad batch %#', async (input, field) => {
    await expectCommerceError(tracking.intake(input), { status: 422, code: 'VALIDATION_FAILED', field });
    expect(received).toEqual([]);
  });
});
