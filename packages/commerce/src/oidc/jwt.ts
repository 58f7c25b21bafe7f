import { createPublicKey, verify as verifySignature, type JsonWebKey, type KeyObject } from 'node:crypto';

/** Why an id_token was refused; each is a fact for the log, not for the shopper. */
export type TokenProblem =
  | 'malformed'
  | 'algorithm'
  | 'unknown_key'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'authorized_party'
  | 'expired'
  | 'not_yet_valid'
  | 'issued_in_future'
  | 'nonce'
  | 'subject';

/** An id_token that failed a check. */
export class TokenRejected extends Error {
  readonly problem: TokenProblem;
  constructor(problem: TokenProblem, detail: string) {
    super(`id_token rejected (${problem}): ${detail}`);
    this.name = 'TokenRejected';
    this.problem = problem;
  }
}

/** A JWK as a provider's JWKS lists it. */
export interface Jwk extends JsonWebKey {
  kid?: string;
  kty?: string;
  use?: string;
  alg?: string;
}

/** The claims the store reads from an id_token (others are kept in `claims`). */
export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nbf?: number;
  nonce?: string;
  azp?: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

/** A compact JWS split into its parts, header and payload parsed. */
export interface DecodedJwt {
  header: { alg?: unknown; kid?: unknown; typ?: unknown; [key: string]: unknown };
  payload: Record<string, unknown>;
  signingInput: string;
  signature: Buffer;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function parseJsonPart(part: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw new TokenRejected('malformed', `the ${what} is not a JSON object`);
  }
}

/** Splits a compact JWS (`header.payload.signature`); throws `malformed` for anything else. */
export function decodeJwt(token: string): DecodedJwt {
  if (typeof token !== 'string' || token.length > 16_384) throw new TokenRejected('malformed', 'not a compact JWS');
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part)) || !parts[0] || !parts[1]) {
    throw new TokenRejected('malformed', 'not a compact JWS');
  }
  const [header, payload, signature] = parts as [string, string, string];
  return {
    header: parseJsonPart(header, 'header'),
    payload: parseJsonPart(payload, 'payload'),
    signingInput: `${header}.${payload}`,
    signature: Buffer.from(signature, 'base64url'),
  };
}

/**
 * The key of `keys` that signed a token with header `kid`: the RSA signing key
 * with that id, or, when the token names none, the only RSA signing key.
 */
export function selectKey(keys: readonly Jwk[], kid: unknown): Jwk | null {
  const usable = keys.filter(
    (key) => key.kty === 'RSA' && (key.use === undefined || key.use === 'sig') && (key.alg === undefined || key.alg === 'RS256'),
  );
  if (typeof kid === 'string') return usable.find((key) => key.kid === kid) ?? null;
  return usable.length === 1 ? (usable[0] ?? null) : null;
}

function publicKeyOf(jwk: Jwk): KeyObject {
  try {
    const { kty, n, e } = jwk;
    return createPublicKey({ key: { kty, n, e } as JsonWebKey, format: 'jwk' });
  } catch {
    throw new TokenRejected('unknown_key', 'the signing key cannot be read');
  }
}

/** Checks an RS256 signature (RSASSA-PKCS1-v1_5 with SHA-256) with `jwk`. */
export function hasValidSignature(decoded: DecodedJwt, jwk: Jwk): boolean {
  return verifySignature('RSA-SHA256', Buffer.from(decoded.signingInput), publicKeyOf(jwk), decoded.signature);
}

/** What the token must say, and the time to check it at. */
export interface TokenExpectations {
  issuer: string;
  clientId: string;
  nonce: string;
  now: Date;
  /** Tolerated clock difference with the provider (default 60 s). */
  skewSeconds?: number;
  /** Oldest acceptable `iat` (default 10 minutes before now): a replayed old token is refused. */
  maxAgeSeconds?: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Verifies an id_token the way OpenID Connect Core 3.1.3.7 says: RS256 only
 * (never `none`, never a shared-secret HMAC), the signature against the
 * provider's published key, `iss` equal to the issuer, `aud` containing the
 * client id (and `azp` naming it when there are several audiences), `exp` in
 * the future, `iat` recent, `nbf` passed, `nonce` equal to the one this
 * sign-in sent, and a `sub`. Returns the claims; throws `TokenRejected`.
 *
 * @param keys the provider's JWKS `keys`
 */
export function verifyIdToken(token: string, keys: readonly Jwk[], expected: TokenExpectations): IdTokenClaims {
  const decoded = decodeJwt(token);
  if (decoded.header.alg !== 'RS256') throw new TokenRejected('algorithm', `alg ${String(decoded.header.alg)} is not accepted`);
  const key = selectKey(keys, decoded.header.kid);
  if (!key) throw new TokenRejected('unknown_key', `no RS256 key with kid ${String(decoded.header.kid)}`);
  if (!hasValidSignature(decoded, key)) throw new TokenRejected('signature', 'the signature does not match');
  return checkClaims(decoded.payload, expected);
}

/** The claim checks of `verifyIdToken` (after the signature). */
export function checkClaims(payload: Record<string, unknown>, expected: TokenExpectations): IdTokenClaims {
  const skew = expected.skewSeconds ?? 60;
  const maxAge = expected.maxAgeSeconds ?? 600;
  const now = Math.floor(expected.now.getTime() / 1000);
  const { iss, aud, azp, exp, iat, nbf, nonce, sub } = payload;
  if (iss !== expected.issuer) throw new TokenRejected('issuer', `iss ${String(iss)} is not ${expected.issuer}`);
  const audiences = typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud : [];
  if (!audiences.includes(expected.clientId)) throw new TokenRejected('audience', 'the token is not meant for this store');
  if ((audiences.length > 1 || azp !== undefined) && azp !== expected.clientId) {
    throw new TokenRejected('authorized_party', 'azp does not name this store');
  }
  if (!isNumber(exp) || exp <= now - skew) throw new TokenRejected('expired', 'exp has passed');
  if (!isNumber(iat) || iat > now + skew) throw new TokenRejected('issued_in_future', 'iat is missing or in the future');
  if (iat < now - maxAge - skew) throw new TokenRejected('expired', 'iat is too old');
  if (nbf !== undefined && (!isNumber(nbf) || nbf > now + skew)) throw new TokenRejected('not_yet_valid', 'nbf has not come');
  if (typeof nonce !== 'string' || nonce !== expected.nonce) throw new TokenRejected('nonce', 'the nonce is not the one sent');
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 255) throw new TokenRejected('subject', 'sub is missing');
  return payload as IdTokenClaims;
}
