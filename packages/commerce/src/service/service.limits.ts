import type { Db } from '../db/db.types';
import { rateLimit, type RateLimitRule } from '../ratelimit/ratelimit';

/**
 * Per-address limits of the anonymous shopper-service writes. The spec gives
 * only the message ('Frequent operations, please try again tomorrow'); the
 * numbers leave a person plenty of room and stop a script quickly.
 */
export const SERVICE_RATE_LIMITS = {
  /** Contact-us messages (each sends two e-mails). */
  contact: { limit: 10, windowSeconds: 60 * 60 },
  /** Error reports: a broken page may report a handful a minute, a loop is cut off. */
  report: { limit: 60, windowSeconds: 10 * 60 },
  /** Consent decisions. */
  consent: { limit: 30, windowSeconds: 60 * 60 },
  /** Referral visits. */
  referral: { limit: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Who is asking; the storefront passes the client address. */
export interface ServiceRequestContext {
  ip?: string | undefined;
}

/** Counts one call of `operation` from the caller's address (all unknown addresses share one counter). */
export async function limitByAddress(
  db: Db,
  operation: keyof typeof SERVICE_RATE_LIMITS,
  context: ServiceRequestContext,
  now: Date,
): Promise<void> {
  await rateLimit(db, `service-${operation}:ip:${context.ip || 'unknown'}`, { ...SERVICE_RATE_LIMITS[operation], now });
}
