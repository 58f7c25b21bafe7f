import type { DeleteResult } from 'kysely';
import type { Db } from '../db/db.types';
import { kyselyFor } from '../db/kysely';

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
  const q = kyselyFor(db);
  const before = (days: number) => new Date(now.getTime() - days * DAY);
  const count = async (removal: { executeTakeFirst(): Promise<DeleteResult> }) =>
    Number((await removal.executeTakeFirst()).numDeletedRows);
  return {
    rateLimits: await count(q.deleteFrom('rate_limits').where('window_start', '<', before(RETENTION.rateLimitDays))),
    sessions: await count(q.deleteFrom('sessions').where('expires_at', '<=', now)),
    customerTokens: await count(
      q
        .deleteFrom('customer_tokens')
        .where((eb) => eb(eb.fn.coalesce('used_at', 'expires_at'), '<', before(RETENTION.usedLinksDays))),
    ),
    cardTokens: await count(
      q
        .deleteFrom('card_tokens')
        .where((eb) => eb(eb.fn.coalesce('used_at', 'expires_at'), '<', before(RETENTION.usedLinksDays))),
    ),
    oidcStates: await count(
      q
        .deleteFrom('oidc_login_states')
        .where((eb) => eb(eb.fn.coalesce('used_at', 'expires_at'), '<', before(RETENTION.usedLinksDays))),
    ),
    pendingUploads: await count(
      q
        .deleteFrom('stored_files as f')
        .where('f.status', '=', 'pending')
        .where('f.expires_at', '<', before(RETENTION.pendingUploadDays))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom('product_documents as d').select(eb.lit(1).as('one')).whereRef('d.file_id', '=', 'f.id'),
            ),
          ),
        ),
    ),
    carts: await count(q.deleteFrom('carts').where('updated_at', '<', before(RETENTION.abandonedCartDays))),
    errorReports: await count(q.deleteFrom('error_reports').where('last_seen', '<', before(RETENTION.errorReportDays))),
    sentEmails: await count(
      q
        .deleteFrom('email_outbox')
        .where('sent_at', 'is not', null)
        .where('sent_at', '<', before(RETENTION.sentEmailDays)),
    ),
  };
}
