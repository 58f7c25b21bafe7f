import {
  influencerQuerySchema,
  REFERRAL_ATTRIBUTION_DAYS,
  referralVisitSchema,
  type InfluencerBody,
  type ReferralAttributionBody,
} from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { limitByAddress, type ServiceRequestContext } from './service.limits';

const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () =>
  new CommerceError({
    status: 404,
    code: 'INFLUENCER_NOT_FOUND',
    message: 'This referral code is not valid',
    field: 'code',
  });

type InfluencerRow = InfluencerBody['influencer'];

/** An active influencer by code (any letter case); the coupon only while it is live. */
async function findInfluencer(db: Db, code: string, now: Date): Promise<InfluencerRow | null> {
  const [row] = await db.query<InfluencerRow>(
    `SELECT i.code, i.name, i.handle, i.avatar_url, c.code AS coupon_code, i.message
     FROM influencers i
     LEFT JOIN coupons c ON lower(c.code) = lower(i.coupon_code) AND c.active
       AND (c.starts_at IS NULL OR c.starts_at <= $2) AND (c.expires_at IS NULL OR c.expires_at > $2)
     WHERE i.code = upper($1) AND i.active`,
    [code, now.toISOString()],
  );
  return row ?? null;
}

/** GET /influencers?code=: who referred the visitor; 404 INFLUENCER_NOT_FOUND for an unknown or retired code. */
export async function resolveInfluencer(db: Db, query: unknown, now: Date): Promise<InfluencerBody> {
  const { code } = parseInput(influencerQuerySchema, query);
  const influencer = await findInfluencer(db, code, now);
  if (!influencer) throw notFound();
  return { influencer };
}

/**
 * POST /influencers: records a visit that came with a referral code, once per
 * visitor (their visitor id, else their address) and UTC day; a repeat answers
 * the attribution of the first visit that day. Attribution lasts 30 days.
 * Rate limited per address.
 */
export async function recordReferralVisit(
  db: Db,
  input: unknown,
  context: ServiceRequestContext,
  now: Date,
): Promise<ReferralAttributionBody & { created: boolean }> {
  const visit = parseInput(referralVisitSchema, input);
  await limitByAddress(db, 'referral', context, now);
  const influencer = await findInfluencer(db, visit.code, now);
  if (!influencer) throw notFound();
  const visitorKey = visit.visitor_id ? `visitor:${visit.visitor_id.toLowerCase()}` : `ip:${context.ip || 'unknown'}`;
  const expiresAt = new Date(now.getTime() + REFERRAL_ATTRIBUTION_DAYS * DAY_MS);
  const day = now.toISOString().slice(0, 10);
  const inserted = await db.query<{ expires_at: Date | string }>(
    `INSERT INTO referral_visits (influencer_code, visitor_key, visit_day, landing_url, visited_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (influencer_code, visitor_key, visit_day) DO NOTHING RETURNING expires_at`,
    [influencer.code, visitorKey, day, visit.landing_url, now.toISOString(), expiresAt.toISOString()],
  );
  const [row] =
    inserted.length > 0
      ? inserted
      : await db.query<{ expires_at: Date | string }>(
          'SELECT expires_at FROM referral_visits WHERE influencer_code = $1 AND visitor_key = $2 AND visit_day = $3',
          [influencer.code, visitorKey, day],
        );
  return {
    attribution: { code: influencer.code, expires_at: new Date(row?.expires_at ?? expiresAt).toISOString() },
    created: inserted.length > 0,
  };
}
