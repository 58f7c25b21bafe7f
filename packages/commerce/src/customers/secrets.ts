import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Bytes of randomness in a session or e-mail token (256 bits: not guessable, not enumerable). */
const SECRET_BYTES = 32;
/** Tokens we never generate are not worth a database look-up. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new URL-safe secret for a cookie or an e-mail link. The database keeps
 * only `hashSecret(secret)`: a leaked dump opens no session and resets no
 * password. SHA-256 (not a slow hash) is enough because the secret is 256
 * random bits, not something a person chose.
 */
export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/** What the database stores and looks secrets up by. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** True when `value` could be one of our secrets; anything else is treated as unknown. */
export function isSecretShaped(value: unknown): value is string {
  return typeof value === 'string' && SECRET_SHAPE.test(value);
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  // Lengths are not secret here (fixed-size digests); comparing them first avoids timingSafeEqual's throw.
  return left.length === right.length && timingSafeEqual(left, right);
}
