import type { Db } from '../db/db.types';
import { CommerceError } from '../errors';
import { addSeconds } from './clock';
import { hashSecret, isSecretShaped, newSecret } from './secrets';

/** What a one-time e-mail token proves. */
export type TokenPurpose = 'verify_email' | 'reset_password';

/** How long each kind of link works: the spec's 20-minute registration window, and an hour to reset a password. */
export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  verify_email: 20 * 60,
  reset_password: 60 * 60,
};

/**
 * Issues a one-time token for `customerId`, storing only its hash. Older
 * unused tokens of the same purpose stop working, so only the newest e-mail's
 * link is live.
 */
export async function issueToken(tx: Db, customerId: number, purpose: TokenPurpose, now: Date): Promise<string> {
  const token = newSecret();
  await tx.query(
    'UPDATE customer_tokens SET used_at = $3 WHERE customer_id = $1 AND purpose = $2 AND used_at IS NULL',
    [customerId, purpose, now.toISOString()],
  );
  await tx.query(
    `INSERT INTO customer_tokens (customer_id, purpose, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [
      customerId,
      purpose,
      hashSecret(token),
      now.toISOString(),
      addSeconds(now, TOKEN_LIFETIME_SECONDS[purpose]).toISOString(),
    ],
  );
  return token;
}

const invalidToken = () =>
  new CommerceError({
    status: 422,
    code: 'TOKEN_INVALID',
    message: 'This link is not valid or was already used',
    field: 'token',
  });
const expiredToken = () =>
  new CommerceError({ status: 422, code: 'TOKEN_EXPIRED', message: 'This link has expired', field: 'token' });

/**
 * Uses up a token: returns its customer, or throws TOKEN_INVALID (unknown,
 * used, other purpose) or TOKEN_EXPIRED (at or after `expires_at`). The row is
 * updated with `used_at IS NULL` in its condition, so two clicks at once
 * cannot both succeed.
 */
export async function consumeToken(tx: Db, token: unknown, purpose: TokenPurpose, now: Date): Promise<number> {
  if (!isSecretShaped(token)) throw invalidToken();
  const [row] = await tx.query<{ id: number; customer_id: number; expires_at: Date | string }>(
    `SELECT id, customer_id, expires_at FROM customer_tokens
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL FOR UPDATE`,
    [hashSecret(token), purpose],
  );
  if (!row) throw invalidToken();
  if (now.getTime() >= new Date(row.expires_at).getTime()) throw expiredToken();
  const used = await tx.query(
    'UPDATE customer_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [row.id, now.toISOString()],
  );
  if (used.length === 0) throw invalidToken();
  return row.customer_id;
}
