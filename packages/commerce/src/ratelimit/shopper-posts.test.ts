import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.types';
import { runMigrations } from '../migrations/migrate';
import { expectCommerceError, openTestDb } from '../test/harness';
import { RATE_LIMIT_MESSAGE, RATE_LIMITS, storedRateLimitKey } from './ratelimit';
import { limitShopperPost, type ShopperPost } from './shopper-posts';

/** The start of an hour and of a day, so every call below falls in one window. */
const NOW = new Date('2031-03-04T00:00:00.000Z');

describe('limits on reviews and comments', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const test = await openTestDb();
    db = test.db;
    close = test.close;
    await runMigrations(db, test.schema);
  });
  afterAll(() => close());

  const expectRefused = async (promise: Promise<unknown>) => {
    const error = await expectCommerceError(promise, { status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(error.message).toBe(RATE_LIMIT_MESSAGE);
  };

  const cases: { kind: ShopperPost; perCustomer: number; perIp: number }[] = [
    { kind: 'review', perCustomer: RATE_LIMITS.reviewPerCustomer.limit, perIp: RATE_LIMITS.reviewPerIp.limit },
    { kind: 'comment', perCustomer: RATE_LIMITS.commentPerCustomer.limit, perIp: RATE_LIMITS.commentPerIp.limit },
  ];

  it('keeps the customer limit below the address limit and windows of an hour or a day', () => {
    for (const { perCustomer, perIp } of cases) expect(perCustomer).toBeLessThan(perIp);
    expect(RATE_LIMITS.reviewPerCustomer).toEqual({ limit: 10, windowSeconds: 86_400 });
    expect(RATE_LIMITS.reviewPerIp).toEqual({ limit: 30, windowSeconds: 3_600 });
    expect(RATE_LIMITS.commentPerCustomer).toEqual({ limit: 30, windowSeconds: 86_400 });
    expect(RATE_LIMITS.commentPerIp).toEqual({ limit: 60, windowSeconds: 3_600 });
  });

  it.each(cases)(
    'lets a customer post exactly the $kind limit a day, from any address',
    async ({ kind, perCustomer }) => {
      const customerId = kind === 'review' ? 101 : 102;
      for (let i = 0; i < perCustomer; i += 1) {
        await limitShopperPost(db, kind, { ip: `198.51.100.${i}`, customerId }, NOW);
      }
      await expectRefused(limitShopperPost(db, kind, { ip: '198.51.100.250', customerId }, NOW));
      // Later the same day, still refused; another customer on the same address is not.
      await expectRefused(
        limitShopperPost(db, kind, { ip: '198.51.100.251', customerId }, new Date(NOW.getTime() + 20 * 3_600_000)),
      );
      await expect(
        limitShopperPost(db, kind, { ip: '198.51.100.250', customerId: customerId + 1000 }, NOW),
      ).resolves.toBeUndefined();
      // The next day starts again.
      await expect(
        limitShopperPost(db, kind, { ip: '198.51.100.252', customerId }, new Date(NOW.getTime() + 86_400_000)),
      ).resolves.toBeUndefined();
    },
  );

  it.each(cases)('lets one address post exactly the $kind limit an hour, signed in or not', async ({ kind, perIp }) => {
    const ip = kind === 'review' ? '203.0.113.10' : '203.0.113.11';
    for (let i = 0; i < perIp; i += 1) {
      // Half anonymous, half from many customers: every post counts against the address.
      await limitShopperPost(db, kind, i % 2 === 0 ? { ip } : { ip, customerId: 5_000 + i }, NOW);
    }
    await expectRefused(limitShopperPost(db, kind, { ip }, NOW));
    await expectRefused(limitShopperPost(db, kind, { ip, customerId: 9_999 }, NOW));
    await expect(limitShopperPost(db, kind, { ip: '203.0.113.99' }, NOW)).resolves.toBeUndefined();
    await expect(limitShopperPost(db, kind, { ip }, new Date(NOW.getTime() + 3_600_000))).resolves.toBeUndefined();
  });

  it('counts reviews and comments apart', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < RATE_LIMITS.reviewPerIp.limit; i += 1) await limitShopperPost(db, 'review', { ip }, NOW);
    await expectRefused(limitShopperPost(db, 'review', { ip }, NOW));
    await expect(limitShopperPost(db, 'comment', { ip }, NOW)).resolves.toBeUndefined();
  });

  it('does not spend the address allowance on a customer already over their own limit', async () => {
    const ip = '192.0.2.88';
    const customerId = 303;
    for (let i = 0; i < RATE_LIMITS.reviewPerCustomer.limit; i += 1) {
      await limitShopperPost(db, 'review', { ip, customerId }, NOW);
    }
    for (let i = 0; i < 5; i += 1) await expectRefused(limitShopperPost(db, 'review', { ip, customerId }, NOW));
    const [row] = await db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', [
      storedRateLimitKey(`review:ip:${ip}`),
    ]);
    expect(row?.count).toBe(RATE_LIMITS.reviewPerCustomer.limit);
  });
});
