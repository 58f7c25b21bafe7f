import { createHash, randomBytes } from 'node:crypto';

/** Bytes of randomness in a cart token (256 bits: not guessable, not enumerable). */
const TOKEN_BYTES = 32;
/** Tokens we never generate are not worth a database look-up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43,128}$/;

/**
 * A new secret cart token, URL-safe, for the shopper's cookie. Whoever holds
 * it can change the cart, so it is never stored: the database keeps only its
 * SHA-256 (`hashCartToken`), and a leaked database dump opens no carts. A
 * plain hash (not a slow password hash) is enough because the token is 256
 * random bits, not something a person chose.
 */
export function newCartToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the database stores and looks tokens up by. */
export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when `token` could be one of ours; anything else is treated as no cart. */
export function isCartTokenShaped(token: string | null | undefined): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}

/** Public id of a cart (`hash` in the API, used in checkout links); random, separate from the secret. */
export function newCartHash(): string {
  return randomBytes(16).toString('hex');
}

/** Key of a new cart line; random so a key from one cart means nothing in another. */
export function newLineKey(): string {
  return randomBytes(8).toString('hex');
}
