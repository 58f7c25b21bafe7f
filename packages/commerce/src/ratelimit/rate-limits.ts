import type { Db } from '../db/db.types';
import { rateLimit, RATE_LIMITS } from './ratelimit';
import { limitShopperPost, type Poster, type ShopperPost } from './shopper-posts';

/**
 * The shopper-facing limits a storefront counts before doing the work; each
 * throws 429 `TOO_MANY_REQUESTS` ('Frequent operations, please try again
 * tomorrow') once over its rule in `RATE_LIMITS`.
 */
export interface RateLimitService {
  /** One try of a discount code: per client address, and per cart when there is one. */
  couponTry(caller: { ip: string; cartToken?: string | null }): Promise<void>;
  /** One order look-up or tracking request, per client address: guessing order numbers is slow. */
  orderLookup(ip: string): Promise<void>;
  /** One review or comment: per customer when signed in, and per client address (see `limitShopperPost`). */
  shopperPost(kind: ShopperPost, poster: Poster): Promise<void>;
}

/**
 * The rate limits over a database.
 *
 * @example await createRateLimits(db).couponTry({ ip: '203.0.113.5', cartToken });
 */
export function createRateLimits(db: Db): RateLimitService {
  return {
    async couponTry({ ip, cartToken }) {
      await rateLimit(db, `coupon:ip:${ip}`, RATE_LIMITS.couponApply);
      if (cartToken) await rateLimit(db, `coupon:cart:${cartToken}`, RATE_LIMITS.couponApply);
    },
    async orderLookup(ip) {
      await rateLimit(db, `order-lookup:ip:${ip}`, RATE_LIMITS.orderLookup);
    },
    shopperPost: (kind, poster) => limitShopperPost(db, kind, poster),
  };
}
