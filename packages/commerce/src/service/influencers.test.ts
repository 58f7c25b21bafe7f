import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { createShopperService, type ShopperService } from './service';
import { SERVICE_RATE_LIMITS } from './service.limits';

let commerce: Commerce;
let service: ShopperService;
let clock = new Date('2025-07-10T09:00:00Z');

beforeAll(async () => {
  // The demo coupons come with the seeded shop.
  commerce = await openTestCommerce();
  service = createShopperService(commerce.db, { now: () => clock });
});
afterAll(() => commerce?.close());

let ipCounter = 0;
const freshIp = () => ({ ip: `100.64.0.${++ipCounter}` });
const visits = (code: string) =>
  commerce.db
    .query<{ n: number }>('SELECT count(*)::int AS n FROM referral_visits WHERE influencer_code = $1', [code])
    .then((r) => r[0]?.n);

describe('GET /influencers', () => {
  it('resolves a code in any letter case, with its live coupon', async () => {
    const { influencer } = await service.influencer({ code: 'mayaMakes' });
    expect(influencer).toEqual({
      code: 'MAYAMAKES',
      name: 'Maya Okafor',
      handle: '@mayamakes',
      avatar_url: null,
      coupon_code: 'WELCOME10',
      message: expect.stringContaining('10% off'),
    });
    expect((await service.influencer({ code: 'inkandpaper' })).influencer.coupon_code).toBeNull();
  });

  it('hides a coupon that is no longer live', async () => {
    await commerce.db.query("UPDATE coupons SET active = false WHERE code = 'FREESHIP'");
    try {
      expect((await service.influencer({ code: 'SLOWHOME' })).influencer.coupon_code).toBeNull();
    } finally {
      await commerce.db.query("UPDATE coupons SET active = true WHERE code = 'FREESHIP'");
    }
    expect((await service.influencer({ code: 'SLOWHOME' })).influencer.coupon_code).toBe('FREESHIP');
  });

  it('answers 404 INFLUENCER_NOT_FOUND for an unknown or retired code', async () => {
    await expectCommerceError(service.influencer({ code: 'NOBODY' }), {
      status: 404,
      code: 'INFLUENCER_NOT_FOUND',
      field: 'code',
    });
    await commerce.db.query("UPDATE influencers SET active = false WHERE code = 'INKANDPAPER'");
    try {
      await expectCommerceError(service.influencer({ code: 'inkandpaper' }), {
        status: 404,
        code: 'INFLUENCER_NOT_FOUND',
        field: 'code',
      });
    } finally {
      await commerce.db.query("UPDATE influencers SET active = true WHERE code = 'INKANDPAPER'");
    }
  });

  it.each([[{}], [{ code: '' }], [{ code: 'has space' }], [{ code: 'x'.repeat(65) }], [{ code: "x'; --" }]])(
    'refuses the query %o',
    async (query) => {
      await expectCommerceError(service.influencer(query), { status: 422, code: 'VALIDATION_FAILED', field: 'code' });
    },
  );
});

describe('POST /influencers', () => {
  it('records a visit once per visitor and day, with a 30-day attribution', async () => {
    const visitor = randomUUID();
    const first = await service.recordReferral(
      { code: 'mayamakes', landing_url: 'https://shop.example/?ref=mayamakes', visitor_id: visitor },
      freshIp(),
    );
    expect(first).toEqual({
      attribution: { code: 'MAYAMAKES', expires_at: '2025-08-09T09:00:00.000Z' },
      created: true,
    });
    clock = new Date('2025-07-10T18:00:00Z');
    const again = await service.recordReferral(
      { code: 'MAYAMAKES', landing_url: '/products/linen-shirt', visitor_id: visitor.toUpperCase() },
      freshIp(),
    );
    expect(again).toEqual({ ...first, created: false });
    expect(await visits('MAYAMAKES')).toBe(1);
    clock = new Date('2025-07-11T08:00:00Z');
    const nextDay = await service.recordReferral(
      { code: 'MAYAMAKES', landing_url: '/', visitor_id: visitor },
      freshIp(),
    );
    expect(nextDay).toEqual({
      attribution: { code: 'MAYAMAKES', expires_at: '2025-08-10T08:00:00.000Z' },
      created: true,
    });
    expect(await visits('MAYAMAKES')).toBe(2);
  });

  it('counts a visitor without an id once per address and day, also when asked at once', async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => service.recordReferral({ code: 'SLOWHOME', landing_url: '/' }, ip)),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.attribution.expires_at)).size).toBe(1);
    expect(await visits('SLOWHOME')).toBe(1);
  });

  it('answers 404 for an unknown code and records nothing', async () => {
    await expectCommerceError(service.recordReferral({ code: 'NOBODY', landing_url: '/' }, freshIp()), {
      status: 404,
      code: 'INFLUENCER_NOT_FOUND',
      field: 'code',
    });
  });

  it.each([
    ['code', { code: '' }],
    ['landing_url', { landing_url: undefined }],
    ['landing_url', { landing_url: 'javascript:alert(1)' }],
    ['landing_url', { landing_url: 'products/no-slash' }],
    ['landing_url', { landing_url: `/${'p'.repeat(2048)}` }],
    ['visitor_id', { visitor_id: 'v-1' }],
  ])('refuses a bad %s (case %#)', async (field, change) => {
    await expectCommerceError(service.recordReferral({ code: 'INKANDPAPER', landing_url: '/', ...change }, freshIp()), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field,
    });
  });

  it('accepts a landing address of 2048 characters', async () => {
    await service.recordReferral(
      { code: 'INKANDPAPER', landing_url: `/${'p'.repeat(2047)}`, visitor_id: randomUUID() },
      freshIp(),
    );
  });

  it('limits referral visits per address', async () => {
    const ip = freshIp();
    const visit = () => service.recordReferral({ code: 'INKANDPAPER', landing_url: '/', visitor_id: randomUUID() }, ip);
    for (let i = 0; i < SERVICE_RATE_LIMITS.referral.limit; i++) await visit();
    await expectCommerceError(visit(), { status: 429, code: 'TOO_MANY_REQUESTS' });
  });
});
