import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { openTestCommerce } from '../test/harness';
import { RETENTION, runHousekeeping } from './housekeeping';

const NOW = new Date('2031-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('housekeeping', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
  }, 180_000);
  afterAll(() => commerce?.close());

  /** One row past its retention and one just inside it, for each kind of leftover. */
  async function leftovers(tag: string) {
    const db = commerce.db;
    const [customer] = await db.query<{ id: number }>(
      `INSERT INTO customers (email, password_hash, created_at, updated_at) VALUES ($1, 'x', $2, $2) RETURNING id`,
      [`${tag}@example.com`, daysAgo(400)],
    );
    const id = customer!.id;
    for (const [age, label] of [
      [RETENTION.abandonedCartDays + 1, 'old'],
      [RETENTION.abandonedCartDays - 1, 'kept'],
    ] as const) {
      await db.query(
        `INSERT INTO carts (token_hash, hash, currency, created_at, updated_at) VALUES ($1, $1, 'USD', $2, $2)`,
        [`${tag}-${label}-cart`, daysAgo(age)],
      );
      await db.query(`INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 3)`, [
        `${tag}:${label}`,
        daysAgo(label === 'old' ? RETENTION.rateLimitDays + 1 : 0),
      ]);
      await db.query(
        `INSERT INTO customer_tokens (customer_id, purpose, token_hash, created_at, expires_at) VALUES ($1, 'reset_password', $2, $3, $3)`,
        [id, `${tag}-${label}-token`, daysAgo(label === 'old' ? RETENTION.usedLinksDays + 1 : 1)],
      );
      await db.query(
        `INSERT INTO error_reports (fingerprint, kind, message, first_seen, last_seen) VALUES ($1, 'error', 'boom', $2, $2)`,
        [`${tag}-${label}`, daysAgo(label === 'old' ? RETENTION.errorReportDays + 1 : RETENTION.errorReportDays - 1)],
      );
      await db.query(
        `INSERT INTO email_outbox (to_address, subject, text_body, html_body, created_at, sent_at, next_attempt_at) VALUES ($1, 's', 't', 'h', $2, $2, $2)`,
        [`${tag}-${label}@example.com`, daysAgo(label === 'old' ? RETENTION.sentEmailDays + 1 : 1)],
      );
      const fileId =
        (label === 'old' ? 'a' : 'b').repeat(24) +
        tag
          .padEnd(8, '0')
          .slice(0, 8)
          .replace(/[^0-9a-f]/g, '0');
      await db.query(
        `INSERT INTO stored_files (id, purpose, filename, content_type, size, storage_key, expires_at) VALUES ($1, 'attachment', 'a.pdf', 'application/pdf', 10, $1, $2)`,
        [fileId, daysAgo(label === 'old' ? RETENTION.pendingUploadDays + 1 : 0)],
      );
    }
    await db.query(`INSERT INTO sessions (token_hash, customer_id, expires_at) VALUES ($1, $2, $3), ($4, $2, $5)`, [
      `${tag}-old-session`,
      id,
      daysAgo(1),
      `${tag}-kept-session`,
      daysAgo(-1),
    ]);
  }

  it('removes each kind of leftover past its retention and keeps what is still within it', async () => {
    await leftovers('c0ffee01');
    const report = await runHousekeeping(commerce.db, NOW);
    expect(report).toMatchObject({
      carts: 1,
      rateLimits: 1,
      customerTokens: 1,
      errorReports: 1,
      sentEmails: 1,
      pendingUploads: 1,
      sessions: 1,
    });
    const left = async (sql: string, params: unknown[]) => (await commerce.db.query(sql, params)).length;
    expect(await left('SELECT 1 FROM carts WHERE token_hash LIKE $1', ['c0ffee01-%'])).toBe(1);
    expect(await left('SELECT 1 FROM carts WHERE token_hash = $1', ['c0ffee01-kept-cart'])).toBe(1);
    expect(await left('SELECT 1 FROM rate_limits WHERE key = $1', ['c0ffee01:kept'])).toBe(1);
    expect(await left('SELECT 1 FROM sessions WHERE token_hash = $1', ['c0ffee01-kept-session'])).toBe(1);
    expect(await left('SELECT 1 FROM error_reports WHERE fingerprint = $1', ['c0ffee01-kept'])).toBe(1);
  });

  it('does nothing the second time', async () => {
    const again = await runHousekeeping(commerce.db, NOW);
    expect(Object.values(again).every((removed) => removed === 0)).toBe(true);
  });
});
