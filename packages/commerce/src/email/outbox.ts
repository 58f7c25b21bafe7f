import type { Db } from '../db/db.types';
import { kyselyFor } from '../db/kysely';
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
  const row = await kyselyFor(db)
    .insertInto('email_outbox')
    .values({
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
      created_at: now.toISOString(),
      next_attempt_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new Error('Queueing the e-mail returned no row');
  return row.id;
}

/** What one delivery run did. */
export interface DeliveryReport {
  sent: number;
  failed: number;
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
  const q = kyselyFor(db);
  const claimed = await q
    .updateTable('email_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: lease.toISOString() }))
    .where((eb) =>
      eb(
        'id',
        'in',
        eb
          .selectFrom('email_outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('attempts', '<', MAX_EMAIL_ATTEMPTS)
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(options.batchSize ?? 50)
          .forUpdate()
          .skipLocked(),
      ),
    )
    .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
    .execute();
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
      await q.updateTable('email_outbox').set({ sent_at: now.toISOString() }).where('id', '=', row.id).execute();
      report.sent += 1;
    } catch (error) {
      const retryAt = new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000);
      const message = error instanceof Error ? error.message : String(error);
      await q
        .updateTable('email_outbox')
        .set({ last_error: message.slice(0, 1000), next_attempt_at: retryAt.toISOString() })
        .where('id', '=', row.id)
        .execute();
      report.failed += 1;
    }
  }
  return report;
}
