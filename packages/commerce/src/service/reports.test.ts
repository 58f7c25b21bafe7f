import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { firstStackFrame, reportFingerprint } from './reports';
import { createShopperService, type ShopperService } from './service';
import { SERVICE_RATE_LIMITS } from './service.limits';

let commerce: Commerce;
let service: ShopperService;
let clock = new Date('2025-05-01T10:00:00Z');

beforeAll(async () => {
  commerce = await openTestCommerce({ seed: false });
  service = createShopperService(commerce.db, { now: () => clock });
});
afterAll(() => commerce?.close());

let ipCounter = 0;
const freshIp = () => ({ ip: `203.0.113.${++ipCounter}` });
const stack =
  'TypeError: x is undefined\n    at renderCart (https://shop.example/assets/cart.js:10:5)\n    at main (https://shop.example/assets/app.js:1:1)';

interface ReportRow {
  count: number;
  url: string | null;
  status: number | null;
  first_seen: Date | string;
  last_seen: Date | string;
  context: unknown;
}
const rowsFor = (message: string) =>
  commerce.db.query<ReportRow>(
    'SELECT count, url, status, first_seen, last_seen, context FROM error_reports WHERE message = $1',
    [message],
  );

describe('fingerprints', () => {
  it('take the first frame of V8 and Firefox stacks', () => {
    expect(firstStackFrame(stack)).toBe('at renderCart (https://shop.example/assets/cart.js:10:5)');
    expect(firstStackFrame('renderCart@https://shop.example/cart.js:10:5\nmain@https://shop.example/app.js:1:1')).toBe(
      'renderCart@https://shop.example/cart.js:10:5',
    );
    expect(firstStackFrame(undefined)).toBe('');
  });

  it('differ by kind, message and first frame, and ignore later frames', () => {
    const base = { kind: 'error' as const, message: 'boom', stack };
    expect(reportFingerprint(base)).toBe(reportFingerprint({ ...base, stack: `${stack}\n    at other (x.js:2:2)` }));
    expect(reportFingerprint(base)).not.toBe(reportFingerprint({ ...base, kind: 'unhandled_rejection' }));
    expect(reportFingerprint(base)).not.toBe(reportFingerprint({ ...base, message: 'boom!' }));
    expect(reportFingerprint(base)).not.toBe(reportFingerprint({ ...base, stack: stack.replace('10:5', '11:5') }));
  });
});

describe('POST /report', () => {
  it('stores a report once and counts its repeats with the latest details', async () => {
    const report = {
      kind: 'error',
      message: 'x is undefined',
      stack,
      url: 'https://shop.example/cart',
      release: '1.4.0',
    };
    expect(await service.report(report, freshIp())).toEqual({ accepted: true });
    clock = new Date('2025-05-01T10:05:00Z');
    await service.report(
      { ...report, url: 'https://shop.example/cart?x=1', context: { route: 'cart', step: 2, mobile: true, ref: null } },
      freshIp(),
    );
    await service.report(report, freshIp());
    const rows = await rowsFor('x is undefined');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 3, url: 'https://shop.example/cart' });
    expect(new Date(rows[0]!.first_seen).toISOString()).toBe('2025-05-01T10:00:00.000Z');
    expect(new Date(rows[0]!.last_seen).toISOString()).toBe('2025-05-01T10:05:00.000Z');
  });

  it('keeps one row under concurrent repeats and loses no count', async () => {
    const report = { kind: 'api_error', message: 'GET /cart failed', status: 504, code: 'TIMEOUT' };
    await Promise.all(Array.from({ length: 20 }, () => service.report(report, freshIp())));
    const rows = await rowsFor('GET /cart failed');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 20, status: 504 });
  });

  it('takes every kind of the error catalogue', async () => {
    for (const kind of ['error', 'unhandled_rejection', 'api_error', 'script_failure', 'store_id_missing']) {
      await service.report({ kind, message: `kind ${kind}` }, freshIp());
    }
    const [row] = await commerce.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM error_reports WHERE message LIKE 'kind %'",
    );
    expect(row?.n).toBe(5);
  });

  it('accepts the bounds', async () => {
    await service.report(
      {
        kind: 'error',
        message: 'm'.repeat(1000),
        stack: 's'.repeat(8000),
        status: 599,
        context: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v'.repeat(200)])),
      },
      freshIp(),
    );
    await service.report({ kind: 'error', message: 'low status', status: 100 }, freshIp());
  });

  it.each([
    ['kind', { kind: 'warning' }],
    ['kind', { kind: undefined }],
    ['message', { message: '' }],
    ['message', { message: 'm'.repeat(1001) }],
    ['stack', { stack: 's'.repeat(8001) }],
    ['status', { status: 99 }],
    ['status', { status: 600 }],
    ['status', { status: 404.5 }],
    ['url', { url: 'u'.repeat(2049) }],
    ['code', { code: 'c'.repeat(65) }],
    ['release', { release: 'r'.repeat(65) }],
    ['context', { context: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }],
    ['context.note', { context: { note: 'v'.repeat(201) } }],
    ['context.nested', { context: { nested: { deep: true } } }],
    ['context', { context: ['a'] }],
  ])('refuses a bad %s (case %#)', async (field, change) => {
    await expectCommerceError(service.report({ kind: 'error', message: 'bad', ...change }, freshIp()), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field,
    });
  });

  it('limits reports per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < SERVICE_RATE_LIMITS.report.limit; i++)
      await service.report({ kind: 'error', message: 'storm' }, ip);
    await expectCommerceError(service.report({ kind: 'error', message: 'storm' }, ip), {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
    });
    expect((await rowsFor('storm'))[0]?.count).toBe(SERVICE_RATE_LIMITS.report.limit);
  });
});
