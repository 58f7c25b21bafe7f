import type { AppLoadContext } from 'react-router';
import { limitShopperPost, rateLimit, RATE_LIMITS, type ShopperPost } from '@vitrine/commerce';

/** Tries of coupon codes: per cart and per address (spec 8: 'Frequent operations, please try again tomorrow'). */
export async function limitCouponTries(context: AppLoadContext, cartToken: string | null): Promise<void> {
  const keys = [`coupon:ip:${context.clientIp ?? 'unknown'}`];
  if (cartToken) keys.push(`coupon:cart:${cartToken}`);
  for (const key of keys) await rateLimit(context.commerce.db, key, RATE_LIMITS.couponApply);
}

/** Order look-ups and tracking, per address: guessing order numbers is slow. */
export async function limitOrderLookups(context: AppLoadContext): Promise<void> {
  await rateLimit(context.commerce.db, `order-lookup:ip:${context.clientIp ?? 'unknown'}`, RATE_LIMITS.orderLookup);
}

/**
 * Reviews and comments: per address, and per customer when the poster is signed in
 * (limits in `RATE_LIMITS`; 429 'Frequent operations, please try again tomorrow').
 */
export async function limitShopperPosts(
  context: AppLoadContext,
  kind: ShopperPost,
  customerId: number | undefined,
): Promise<void> {
  await limitShopperPost(context.commerce.db, kind, {
    ip: context.clientIp ?? 'unknown',
    ...(customerId !== undefined ? { customerId } : {}),
  });
}
