import type { Db } from '../db/db.types';
import { addSeconds, type Clock } from './clock';
import { hashSecret, isSecretShaped, newSecret } from './secrets';

/** A session lasts this long after it was last renewed (30 days of not visiting signs the customer out). */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** A used session is pushed forward at most once per this interval, so reading pages does not write on every request. */
export const SESSION_RENEW_AFTER_SECONDS = 24 * 60 * 60;

/** A new session: the secret goes into the cookie, only its hash into the database. */
export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** A valid session and whose it is. */
export interface ActiveSession {
  customerId: number;
  expiresAt: Date;
  /** True when this call pushed the expiry forward: the caller should send the cookie again. */
  renewed: boolean;
}

/** Starts a session for `customerId`. */
export async function createSession(db: Db, customerId: number, now: Date): Promise<NewSession> {
  const token = newSecret();
  const expiresAt = addSeconds(now, SESSION_LIFETIME_SECONDS);
  await db.query(
    'INSERT INTO sessions (token_hash, customer_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
    [hashSecret(token), customerId, now.toISOString(), expiresAt.toISOString()],
  );
  return { token, expiresAt };
}

/**
 * The session behind a cookie's token, or null when it is unknown or expired
 * (an expired row is deleted on the way). Sliding: once a day of use, the
 * expiry moves to `now + SESSION_LIFETIME_SECONDS`.
 */
export async function findSession(db: Db, token: unknown, now: Date): Promise<ActiveSession | null> {
  if (!isSecretShaped(token)) return null;
  const tokenHash = hashSecret(token);
  const [row] = await db.query<{ customer_id: number; expires_at: Date | string; last_seen_at: Date | string }>(
    'SELECT customer_id, expires_at, last_seen_at FROM sessions WHERE token_hash = $1',
    [tokenHash],
  );
  if (!row) return null;
  const expiresAt = new Date(row.expires_at);
  if (now.getTime() >= expiresAt.getTime()) {
    await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    return null;
  }
  const renewDue = now.getTime() - new Date(row.last_seen_at).getTime() >= SESSION_RENEW_AFTER_SECONDS * 1000;
  if (!renewDue) return { customerId: row.customer_id, expiresAt, renewed: false };
  const renewedUntil = addSeconds(now, SESSION_LIFETIME_SECONDS);
  await db.query('UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE token_hash = $1', [
    tokenHash,
    now.toISOString(),
    renewedUntil.toISOString(),
  ]);
  return { customerId: row.customer_id, expiresAt: renewedUntil, renewed: true };
}

/** Ends one session (logout). Unknown tokens are fine: the customer is signed out either way. */
export async function deleteSession(db: Db, token: unknown): Promise<void> {
  if (!isSecretShaped(token)) return;
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashSecret(token)]);
}

/** Ends every session of a customer (after a password reset). */
export async function deleteCustomerSessions(db: Db, customerId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE customer_id = $1', [customerId]);
}

/** Deletes expired sessions (housekeeping). */
export async function pruneSessions(db: Db, clock: Clock): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE expires_at <= $1 RETURNING id', [clock().toISOString()]);
  return rows.length;
}
