import type { Db } from '../db/db.types';
import type { EmailTransport, NewEmail } from './email.types';

/** Tries per e-mail before the outbox gives up on it (it stays unsent, with its last error, for a person to read). */
export const MAX_EMAIL_ATTEMPTS = 5;
/** How long a claimed e-mail is left to its sender before another delivery run may try it again. */
const SENDING_LEASE_SECONDS = 5 * 60;
/** Wait before the next try: 1, 4, 9, 16 ... minutes after the n-th failure. */
const retryDelaySeconds = (attempts: number) => attempts * attempts * 60;

/**
 * Queues an e-mail. Call it with the transaction of the change that causes the
 * mail, so a change that rolls back sends nothing.
 *
 * @example await enqueueEmail(tx, verificationEmail({ to, link }), now);
 */
export async function enqueueEmail(db: Db, email: NewEmail, now: Date): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO email_outbox (to_address, subject, text_body, html_body, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [email.to, email.subject, email.text, email.html, now.toISOString()],
  );
  if (!row) throw new Error('Queueing the e-mail returned no row');
  return row.id;
}

/** What one delivery run did. */
export interface DeliveryReport {
  sent: number;
  failed: number;
}

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/**
 * Sends the e-mails that are due: claims up to `batchSize` of them in one
 * short transaction (counting the attempt and leasing them, so a second
 * delivery run on another server skips them), sends each outside any
 * transaction, then marks it sent or records the error and when to retry.
 *
 * @example setInterval(() => deliverOutbox(db, transport), 10_000);
 */
export async function deliverOutbox(
  db: Db,
  transport: EmailTransport,
  options: { now?: Date; batchSize?: number } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const lease = new Date(now.getTime() + SENDING_LEASE_SECONDS * 1000);
  const claimed = await db.query<ClaimedRow>(
    `UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = $2
     WHERE id IN (
       SELECT id FROM email_outbox
       WHERE sent_at IS NULL AND attempts < $3 AND next_attempt_at <= $1
       ORDER BY next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
     RETURNING id, to_address, subject, text_body, html_body, attempts`,
    [now.toISOString(), lease.toISOString(), MAX_EMAIL_ATTEMPTS, options.batchSize ?? 50],
  );
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await transport.send({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
      await db.query('UPDATE email_outbox SET sent_at = $2 WHERE id = $1', [row.id, now.toISOString()]);
      report.sent += 1;
    } catch (error) {
      const retryAt = new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000);
      const message = error instanceof Error ? error.message : String(error);
      await db.query('UPDATE email_outbox SET last_error = $2, next_attempt_at = $3 WHERE id = $1', [
        row.id,
        message.slice(0, 1000),
        retryAt.toISOString(),
      ]);
      report.failed += 1;
    }
  }
  return report;
}
