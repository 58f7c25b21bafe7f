import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.types';
import { runMigrations } from '../migrations/migrate';
import { openTestDb } from '../test/harness';
import type { EmailTransport, OutgoingEmail } from './email.types';
import { createFileTransport } from './file-transport';
import { verificationEmail } from './messages';
import { deliverOutbox, enqueueEmail, MAX_EMAIL_ATTEMPTS } from './outbox';

const start = new Date('2030-05-01T08:00:00.000Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

/** A transport that fails its first `failures` sends. */
function flakyTransport(failures: number): EmailTransport & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  let calls = 0;
  return {
    sent,
    async send(email) {
      calls += 1;
      if (calls <= failures) throw new Error(`SMTP 451 try later (${calls})`);
      sent.push(email);
    },
  };
}

describe('email outbox', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const test = await openTestDb();
    db = test.db;
    close = test.close;
    await runMigrations(db, test.schema);
  });
  afterAll(() => close());

  const row = async (id: number) =>
    (
      await db.query<{ attempts: number; sent_at: Date | null; last_error: string | null }>(
        'SELECT attempts, sent_at, last_error FROM email_outbox WHERE id = $1',
        [id],
      )
    )[0];

  it('sends pending e-mails once and marks them sent', async () => {
    await db.query('DELETE FROM email_outbox');
    const id = await enqueueEmail(
      db,
      { to: 'a@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' },
      start,
    );
    const transport = flakyTransport(0);
    expect(await deliverOutbox(db, transport, { now: start })).toEqual({ sent: 1, failed: 0 });
    expect(transport.sent).toEqual([{ id, to: 'a@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' }]);
    expect(await row(id)).toMatchObject({ attempts: 1, sent_at: expect.anything(), last_error: null });
    expect(await deliverOutbox(db, transport, { now: minutes(10) })).toEqual({ sent: 0, failed: 0 });
  });

  it('retries a failure after a back-off, counting attempts and keeping the error', async () => {
    await db.query('DELETE FROM email_outbox');
    const id = await enqueueEmail(db, { to: 'b@example.com', subject: 'Hi', text: 'x', html: 'x' }, start);
    const transport = flakyTransport(1);
    expect(await deliverOutbox(db, transport, { now: start })).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ attempts: 1, sent_at: null, last_error: 'SMTP 451 try later (1)' });
    // the first retry waits one minute
    expect(await deliverOutbox(db, transport, { now: new Date(minutes(1).getTime() - 1) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await deliverOutbox(db, transport, { now: minutes(1) })).toEqual({ sent: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ attempts: 2, sent_at: expect.anything() });
  });

  it(`gives up after ${MAX_EMAIL_ATTEMPTS} attempts and leaves the e-mail unsent with its error`, async () => {
    await db.query('DELETE FROM email_outbox');
    const id = await enqueueEmail(db, { to: 'c@example.com', subject: 'Hi', text: 'x', html: 'x' }, start);
    const transport = flakyTransport(Number.POSITIVE_INFINITY);
    for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS + 2; attempt += 1) {
      await deliverOutbox(db, transport, { now: minutes(attempt * 100) });
    }
    expect(await row(id)).toMatchObject({
      attempts: MAX_EMAIL_ATTEMPTS,
      sent_at: null,
      last_error: expect.stringContaining('SMTP 451'),
    });
  });

  it('sends nothing for a change that rolled back', async () => {
    await db.query('DELETE FROM email_outbox');
    await db
      .transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'd@example.com', subject: 'Hi', text: 'x', html: 'x' }, start);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await deliverOutbox(db, flakyTransport(0), { now: start })).toEqual({ sent: 0, failed: 0 });
  });

  it('never sends one e-mail twice when two delivery runs overlap', async () => {
    await db.query('DELETE FROM email_outbox');
    for (let n = 0; n < 5; n += 1)
      await enqueueEmail(db, { to: `e${n}@example.com`, subject: 'Hi', text: 'x', html: 'x' }, start);
    const transport = flakyTransport(0);
    await Promise.all([deliverOutbox(db, transport, { now: start }), deliverOutbox(db, transport, { now: start })]);
    expect(transport.sent.map((email) => email.to).sort()).toEqual([
      'e0@example.com',
      'e1@example.com',
      'e2@example.com',
      'e3@example.com',
      'e4@example.com',
    ]);
  });

  it('development transport writes each e-mail as a readable .eml file', async () => {
    await db.query('DELETE FROM email_outbox');
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-mail-'));
    const link = 'https://shop.test/account/verify?token=abc';
    await enqueueEmail(db, verificationEmail('zoë@example.com', link), start);
    expect(await deliverOutbox(db, createFileTransport({ dir }), { now: start })).toEqual({ sent: 1, failed: 0 });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(join(dir, files[0] as string), 'utf8');
    expect(eml).toContain('To: zoë@example.com');
    expect(eml).toContain('Subject: Confirm your email address');
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain(link);
    const htmlPart = /Content-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)\r\n--/.exec(eml)?.[1] ?? '';
    expect(Buffer.from(htmlPart.replace(/\r\n/g, ''), 'base64').toString('utf8')).toContain(`<a href="${link}">`);
  });
});
