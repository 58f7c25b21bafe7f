import type { AppLoadContext } from 'react-router';
import type { ShopperPost } from '@vitrine/commerce';

/** The shopper's address for rate limits; requests without one share a single allowance. */
const ipOf = (context: AppLoadContext) => context.clientIp ?? 'unknown';

/** Tries of coupon codes: per cart and per address (spec 8: 'Frequent operations, please try again tomorrow'). */
export function limitCouponTries(context: AppLoadContext, cartToken: string | null): Promise<void> {
  return context.commerce.rateLimits.couponTry({ ip: ipOf(context), cartToken });
}

/** Order look-ups and tracking, per address: guessing order numbers is slow. */
export function limitOrderLookups(context: AppLoadContext): Promise<void> {
  return context.commerce.rateLimits.orderLookup(ipOf(context));
}

/**
 * Reviews and comments: per address, and per customer when the poster is signed in
 * (limits in `RATE_LIMITS`; 429 'Frequent operations, please try again tomorrow').
 */
export function limitShopperPosts(
  context: AppLoadContext,
  kind: ShopperPost,
  customerId: number | undefined,
): Promise<void> {
  return context.commerce.rateLimits.shopperPost(kind, {
    ip: ipOf(context),
    ...(customerId !== undefined ? { customerId } : {}),
  });
}
