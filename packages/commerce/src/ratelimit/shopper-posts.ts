import type { Db } from '../db/db.types';
import { rateLimit, RATE_LIMITS, type RateLimitRule } from './ratelimit';

/** Things shoppers write that everyone else then reads. */
export type ShopperPost = 'review' | 'comment';

const RULES: Record<ShopperPost, { perCustomer: RateLimitRule; perIp: RateLimitRule }> = {
  review: { perCustomer: RATE_LIMITS.reviewPerCustomer, perIp: RATE_LIMITS.reviewPerIp },
  comment: { perCustomer: RATE_LIMITS.commentPerCustomer, perIp: RATE_LIMITS.commentPerIp },
};

/** Who is posting: the client address always, the customer when signed in. */
export interface Poster {
  ip: string;
  customerId?: number;
}

/**
 * Counts one review or comment against the signed-in customer (when there is
 * one) and against the client address, and throws 429 `TOO_MANY_REQUESTS`
 * ('Frequent operations, please try again tomorrow') once either is over its
 * limit. Every attempt counts, accepted or not, so a script cannot probe for
 * free; the customer is checked first, so a customer over their own limit
 * does not use up the address's allowance for the other people behind it.
 *
 * @example await limitShopperPost(db, 'review', { ip: '203.0.113.5', customerId: 42 });
 */
export async function limitShopperPost(db: Db, kind: ShopperPost, poster: Poster, now?: Date): Promise<void> {
  const rules = RULES[kind];
  const at = now ? { now } : {};
  if (poster.customerId !== undefined) {
    await rateLimit(db, `${kind}:customer:${poster.customerId}`, { ...rules.perCustomer, ...at });
  }
  await rateLimit(db, `${kind}:ip:${poster.ip.toLowerCase()}`, { ...rules.perIp, ...at });
}
