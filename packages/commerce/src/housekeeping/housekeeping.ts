import type { Db } from '../db/db.types';

const DAY = 24 * 60 * 60 * 1000;

/**
 * How long what nobody needs any more is kept. Counters and links live only
 * as long as they can matter; what helps an operator (error reports, sent
 * e-mails) a quarter; a cart nobody touched for 90 days is abandoned.
 */
export const RETENTION = {
  /** Rate-limit windows: the longest window is a day, so two days keep every live one. */
  rateLimitDays: 2,
  /** Verification and reset links, card tokens and sign-in states, after they expired or were used. */
  usedLinksDays: 7,
  /** Upload links never used, after they expired. */
  pendingUploadDays: 1,
  /** Carts not changed for this long (their orders keep their own copy of the lines). */
  abandonedCartDays: 90,
  /** Error reports not seen again for this long. */
  errorReportDays: 90,
  /** Sent e-mails in the outbox. */
  sentEmailDays: 30,
} as const;

/** Rows removed by one run, by what they were. */
export type HousekeepingReport = Record<
  | 'rateLimits'
  | 'sessions'
  | 'customerTokens'
  | 'cardTokens'
  | 'oidcStates'
  | 'pendingUploads'
  | 'carts'
  | 'errorReports'
  | 'sentEmails',
  number
>;

/**
 * Deletes what the store no longer needs: abandoned carts, old rate-limit rows,
 * pending uploads, old error reports and the rest of `RETENTION`. Safe to run at any
 * time and on several servers at once: every statement is one idempotent
 * DELETE by age.
 *
 * @example const removed = await runHousekeeping(db, new Date()); // { carts: 12, … }
 */
export async function runHousekeeping(db: Db, now: Date = new Date()): Promise<HousekeepingReport> {
  const before = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const count = async (sql: string, params: unknown[]) => (await db.query(`${sql} RETURNING 1`, params)).length;
  return {
    rateLimits: await count('DELETE FROM rate_limits WHERE window_start < $1', [before(RETENTION.rateLimitDays)]),
    sessions: await count('DELETE FROM sessions WHERE expires_at <= $1', [now.toISOString()]),
    customerTokens: await count('DELETE FROM customer_tokens WHERE COALESCE(used_at, expires_at) < $1', [
      before(RETENTION.usedLinksDays),
    ]),
    cardTokens: await count('DELETE FROM card_tokens WHERE COALESCE(used_at, expires_at) < $1', [
      before(RETENTION.usedLinksDays),
    ]),
    oidcStates: await count('DELETE FROM oidc_login_states WHERE COALESCE(used_at, expires_at) < $1', [
      before(RETENTION.usedLinksDays),
    ]),
    pendingUploads: await count(
      `DELETE FROM stored_files f WHERE f.status = 'pending' AND f.expires_at < $1
         AND NOT EXISTS (SELECT 1 FROM product_documents d WHERE d.file_id = f.id)`,
      [before(RETENTION.pendingUploadDays)],
    ),
    carts: await count('DELETE FROM carts WHERE updated_at < $1', [before(RETENTION.abandonedCartDays)]),
    errorReports: await count('DELETE FROM error_reports WHERE last_seen < $1', [before(RETENTION.errorReportDays)]),
    sentEmails: await count('DELETE FROM email_outbox WHERE sent_at IS NOT NULL AND sent_at < $1', [
      before(RETENTION.sentEmailDays),
    ]),
  };
}
