import { createHash } from 'node:crypto';
import type { Db } from '../db/db.types';
import { kyselyFor } from '../db/kysely';
import { CommerceError } from '../errors';

/**
 * The row key a counter is stored under: the operation in clear (for an
 * operator reading the table) and a SHA-256 of the whole key, so the table
 * holds no e-mail address, client address or cart token.
 *
 * @example storedRateLimitKey('login:email:a@b.c') // 'login:Zx8…' (43 characters after the colon)
 */
export function storedRateLimitKey(key: string): string {
  const operation = key.split(':', 1)[0] ?? '';
  return `${operation}:${createHash('sha256').update(key).digest('base64url')}`;
}

/** The spec's message for every rate-limited operation (section 8). */
export const RATE_LIMIT_MESSAGE = 'Frequent operations, please try again tomorrow';
export const RATE_LIMIT_CODE = 'TOO_MANY_REQUESTS';

/** How many calls a key may make per fixed window. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * The shop's limits. Each is counted per e-mail and, when the caller knows it,
 * per client IP (see `rateLimitKeys`). Windows are generous for a person and
 * tight for a script; the spec gives only the message, not the numbers.
 */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins from one client address, whatever the accounts: a script
   * guessing across many accounts stops here. Room for an office or carrier NAT.
   * Successful sign-ins are not counted.
   */
  loginFailuresPerIp: { limit: 100, windowSeconds: 60 * 60 },
  /**
   * Failed sign-ins for one account from one client address. Only that client
   * waits (15 minutes at most); the owner signs in from any other at once, and a
   * success starts the count again.
   */
  loginFailuresPerAccountAndIp: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Registrations. Many shoppers can share one address (an office, a campus,
   * a mobile carrier's NAT), so the address allowance is a few dozen a day.
   */
  register: { limit: 30, windowSeconds: 24 * 60 * 60 },
  /** Password-reset e-mails requested. */
  passwordReset: { limit: 5, windowSeconds: 24 * 60 * 60 },
  /** Coupon codes tried on one cart. */
  couponApply: { limit: 30, windowSeconds: 60 * 60 },
  /** Order look-ups (thank-you page, tracking). */
  orderLookup: { limit: 30, windowSeconds: 60 * 60 },
  /** Reviews one customer writes a day: more than a shopper who bought many things would write. */
  reviewPerCustomer: { limit: 10, windowSeconds: 24 * 60 * 60 },
  /** Reviews from one address an hour, signed in or not: room for a shared office or household network. */
  reviewPerIp: { limit: 30, windowSeconds: 60 * 60 },
  /** Comments (short questions and answers) one customer posts a day. */
  commentPerCustomer: { limit: 30, windowSeconds: 24 * 60 * 60 },
  /** Comments from one address an hour. */
  commentPerIp: { limit: 60, windowSeconds: 60 * 60 },
  /**
   * Orders tried from one client address an hour, whatever the payment method
   * (a repeat of one checkout with its idempotency key is not a new try): an
   * order a minute leaves room for a busy office network, and stops a script
   * testing stolen cards or holding stock order after order.
   */
  checkoutPerIp: { limit: 60, windowSeconds: 60 * 60 },
  /**
   * Orders placed unpaid with a manual method (cash on delivery, bank
   * transfer) from one client address per 30 minutes, the time such an order
   * holds its stock. Only placed orders count; the next one is refused.
   */
  unpaidOrdersPerIp: { limit: 3, windowSeconds: 30 * 60 },
  /**
   * New carts from one client address an hour. A shopper makes one; a
   * carrier's NAT makes a few dozen; a script adding without its cookie makes
   * thousands.
   */
  cartCreatePerIp: { limit: 200, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** What a counted call learns. */
export interface RateLimitResult {
  /** Calls made in this window, this one included. */
  count: number;
  remaining: number;
  /** When the window ends and the count starts again. */
  resetsAt: Date;
}

/** Start of the fixed window `now` falls in; windows are aligned to the epoch so every server agrees. */
function windowStart(now: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/** The 429 of every limit, with the seconds until its window ends (`Retry-After`). */
function tooManyRequests(now: Date, resetsAt: Date): CommerceError {
  return new CommerceError({
    status: 429,
    code: RATE_LIMIT_CODE,
    message: RATE_LIMIT_MESSAGE,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
  });
}

/**
 * Counts one call against `key` and throws a 429 `TOO_MANY_REQUESTS` once the
 * window's `limit` is passed. The count is one atomic upsert, so concurrent
 * calls on several servers never under-count. Call it with the shop's `db`,
 * not inside the transaction of the guarded operation, so a failing operation
 * (a wrong password) still counts.
 *
 * @example await rateLimit(db, `coupon:cart:${cartHash}`, { ...RATE_LIMITS.couponApply, now: new Date() });
 */
export async function rateLimit(
  db: Db,
  key: string,
  options: RateLimitRule & { now?: Date },
): Promise<RateLimitResult> {
  const now = options.now ?? new Date();
  const start = windowStart(now, options.windowSeconds);
  // A row from an earlier window starts over at 1; a row from this window counts up.
  const row = await kyselyFor(db)
    .insertInto('rate_limits')
    .values({ key: storedRateLimitKey(key), window_start: start.toISOString(), count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.window_start', '>=', eb.ref('excluded.window_start'))
          .then(eb('rate_limits.count', '+', 1))
          .else(eb.lit(1))
          .end(),
        window_start: eb.fn('greatest', ['rate_limits.window_start', 'excluded.window_start']),
      })),
    )
    .returning('count')
    .executeTakeFirst();
  const count = row?.count ?? 1;
  const resetsAt = new Date(start.getTime() + options.windowSeconds * 1000);
  if (count > options.limit) throw tooManyRequests(now, resetsAt);
  return { count, remaining: options.limit - count, resetsAt };
}

/**
 * Refuses with the same 429 as `rateLimit` when `key` already used its window's
 * `limit`, without counting this call. Pair it with `rateLimit` (or
 * `rateLimitCount`) after the operation to count only the calls that should count,
 * such as failed sign-ins.
 */
export async function rateLimitCheck(db: Db, key: string, options: RateLimitRule & { now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const start = windowStart(now, options.windowSeconds);
  const row = await kyselyFor(db)
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', storedRateLimitKey(key))
    .where('window_start', '>=', start)
    .executeTakeFirst();
  if ((row?.count ?? 0) >= options.limit) {
    throw tooManyRequests(now, new Date(start.getTime() + options.windowSeconds * 1000));
  }
}

/** Counts one call against `key` like `rateLimit`, but never refuses: for counting after the fact. */
export async function rateLimitCount(db: Db, key: string, options: RateLimitRule & { now?: Date }): Promise<void> {
  await rateLimit(db, key, { ...options, limit: Number.MAX_SAFE_INTEGER });
}

/** Forgets the count of `key` (a success that ends a run of failures). */
export async function rateLimitClear(db: Db, key: string): Promise<void> {
  await kyselyFor(db).deleteFrom('rate_limits').where('key', '=', storedRateLimitKey(key)).execute();
}

/**
 * Keys for one operation: by subject (an e-mail, a cart) and by client IP when known.
 *
 * @example rateLimitKeys('login', { email: 'a@b.c', ip: '203.0.113.5' }) // ['login:email:a@b.c', 'login:ip:203.0.113.5']
 */
export function rateLimitKeys(operation: string, subjects: Record<string, string | undefined>): string[] {
  return Object.entries(subjects)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([kind, value]) => `${operation}:${kind}:${value.toLowerCase()}`);
}

/** Counts one call against every key (see `rateLimit`); throws on the first key over its limit. */
export async function rateLimitAll(db: Db, keys: string[], options: RateLimitRule & { now?: Date }): Promise<void> {
  for (const key of keys) await rateLimit(db, key, options);
}

/** Deletes counters whose window started before `olderThan` (pass now minus the longest window; safe any time). */
export async function pruneRateLimits(db: Db, olderThan: Date): Promise<number> {
  const { numDeletedRows } = await kyselyFor(db)
    .deleteFrom('rate_limits')
    .where('window_start', '<', olderThan)
    .executeTakeFirstOrThrow();
  return Number(numDeletedRows);
}
