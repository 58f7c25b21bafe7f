import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.types';
import { runMigrations } from '../migrations/migrate';
import { expectCommerceError, openTestDb } from '../test/harness';
import { pruneRateLimits, rateLimit, rateLimitKeys, RATE_LIMIT_MESSAGE, storedRateLimitKey } from './ratelimit';

const rule = { limit: 3, windowSeconds: 60 };
/** A time at the start of a 60-second window. */
const windowAt = new Date('2030-01-01T10:00:00.000Z');
const at = (seconds: number) => new Date(windowAt.getTime() + seconds * 1000);

describe('rateLimit', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const test = await openTestDb();
    db = test.db;
    close = test.close;
    await runMigrations(db, test.schema);
  });
  afterAll(() => close());

  it('allows exactly `limit` calls in a window and refuses the next with the spec message', async () => {
    for (let call = 1; call <= rule.limit; call += 1) {
      const result = await rateLimit(db, 'login:email:a', { ...rule, now: at(call) });
      expect(result).toEqual({ count: call, remaining: rule.limit - call, resetsAt: at(60) });
    }
    const error = await expectCommerceError(rateLimit(db, 'login:email:a', { ...rule, now: at(59) }), {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(error.message).toBe(RATE_LIMIT_MESSAGE);
    expect(RATE_LIMIT_MESSAGE).toBe('Frequent operations, please try again tomorrow');
  });

  it('starts counting again when the window rolls over', async () => {
    await expect(rateLimit(db, 'login:email:a', { ...rule, now: at(60) })).resolves.toMatchObject({ count: 1 });
    await expect(rateLimit(db, 'login:email:a', { ...rule, now: at(61) })).resolves.toMatchObject({ count: 2 });
  });

  it('counts each key on its own', async () => {
    await rateLimit(db, 'login:email:b', { ...rule, now: at(1) });
    const other = await rateLimit(db, 'login:email:c', { ...rule, now: at(1) });
    expect(other.count).toBe(1);
  });

  it('loses no count when calls arrive at once', async () => {
    const now = at(5);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => rateLimit(db, 'burst', { limit: 4, windowSeconds: 60, now })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    const [row] = await db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', [
      storedRateLimitKey('burst'),
    ]);
    expect(row?.count).toBe(10);
  });

  it('does not let a late call from an earlier window reset the current one', async () => {
    await rateLimit(db, 'skew', { ...rule, now: at(70) });
    await rateLimit(db, 'skew', { ...rule, now: at(50) });
    await expect(rateLimit(db, 'skew', { ...rule, now: at(71) })).resolves.toMatchObject({ count: 3 });
  });

  it('builds lower-case keys per subject and skips unknown ones', () => {
    expect(rateLimitKeys('login', { email: 'A@B.c', ip: '203.0.113.5', cart: undefined })).toEqual([
      'login:email:a@b.c',
      'login:ip:203.0.113.5',
    ]);
  });

  it('prunes old windows', async () => {
    await rateLimit(db, 'old', { ...rule, now: new Date('2029-01-01T00:00:00Z') });
    expect(await pruneRateLimits(db, new Date('2029-06-01T00:00:00Z'))).toBe(1);
    expect(await db.query('SELECT key FROM rate_limits WHERE key = $1', [storedRateLimitKey('old')])).toEqual([]);
  });

  it('stores no e-mail, client address or token: only the operation and a digest of the key', async () => {
    await rateLimit(db, 'login-failures:account-ip:ada@example.com|203.0.113.9', { ...rule, now: at(1) });
    const rows = await db.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'login-failures:%'");
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).toMatch(/^login-failures:[A-Za-z0-9_-]{43}$/);
      expect(key).not.toContain('example.com');
      expect(key).not.toContain('203.0.113');
    }
  });
});
