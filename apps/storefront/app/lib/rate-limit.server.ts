import type { AppLoadContext } from 'react-router';
import { rateLimit, RATE_LIMITS } from '@vitrine/commerce';

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
