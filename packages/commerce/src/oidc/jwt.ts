import {
  createLocalJWKSet,
  decodeJwt as decodePayload,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type ProtectedHeaderParameters,
} from 'jose';

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
export type Jwk = JWK;

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

/** Longer than any id_token a provider sends: refused before any parsing. */
const MAX_TOKEN_LENGTH = 16_384;
/** The only signature the store accepts: RSASSA-PKCS1-v1_5 with SHA-256, which every provider offers. */
const ALGORITHMS = ['RS256'];

/** A compact JWS's header and payload, unverified (for the log); throws `malformed` for anything else. */
export function decodeJwt(token: string): { header: ProtectedHeaderParameters; payload: JWTPayload } {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH)
    throw new TokenRejected('malformed', 'not a compact JWS');
  try {
    return { header: decodeProtectedHeader(token), payload: decodePayload(token) };
  } catch (error) {
    throw new TokenRejected('malformed', (error as Error).message);
  }
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

/** The claim a failed check names, as the problem the log reports. */
const CLAIM_PROBLEMS: Record<string, TokenProblem> = {
  iss: 'issuer',
  aud: 'audience',
  sub: 'subject',
  nonce: 'nonce',
  exp: 'expired',
  nbf: 'not_yet_valid',
  iat: 'issued_in_future',
};

/** The refusal for whatever `jwtVerify` threw: a hostile token is always a `TokenRejected`, never a fault. */
function refusal(error: unknown): TokenRejected {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof errors.JWTExpired) return new TokenRejected('expired', detail);
  if (error instanceof errors.JWTClaimValidationFailed)
    return new TokenRejected(CLAIM_PROBLEMS[error.claim] ?? 'malformed', detail);
  if (error instanceof errors.JOSEAlgNotAllowed) return new TokenRejected('algorithm', detail);
  if (error instanceof errors.JWSSignatureVerificationFailed) return new TokenRejected('signature', detail);
  if (
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JWKSInvalid ||
    error instanceof errors.JWKInvalid ||
    error instanceof errors.JOSENotSupported ||
    // jose's refusal of a key it cannot use for RS256 (a modulus under 2048 bits, another key type).
    error instanceof TypeError
  ) {
    return new TokenRejected('unknown_key', detail);
  }
  return new TokenRejected('malformed', detail);
}

/**
 * Verifies an id_token the way OpenID Connect Core 3.1.3.7 says. `jose` checks
 * the JWS: RS256 only (never `none`, never a shared-secret HMAC), the key
 * picked from the provider's set by `kid` (or the only one when the token names
 * none), the signature, `iss` equal to the issuer, `aud` containing the client
 * id, `exp` in the future, `iat` recent, `nbf` passed, with the tolerated skew.
 * What is OpenID Connect's own is checked here: `azp` naming the client when
 * there are several audiences, `nonce` equal to the one this sign-in sent, and
 * a `sub`. Returns the claims; rejects with `TokenRejected`.
 *
 * @param keys the provider's JWKS `keys`
 */
export async function verifyIdToken(
  token: string,
  keys: readonly Jwk[],
  expected: TokenExpectations,
): Promise<IdTokenClaims> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH)
    throw new TokenRejected('malformed', 'not a compact JWS');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, createLocalJWKSet({ keys: [...keys] }), {
      algorithms: ALGORITHMS,
      issuer: expected.issuer,
      audience: expected.clientId,
      requiredClaims: ['sub', 'exp', 'nonce'],
      currentDate: expected.now,
      clockTolerance: expected.skewSeconds ?? 60,
      maxTokenAge: expected.maxAgeSeconds ?? 600,
    }));
  } catch (error) {
    throw refusal(error);
  }
  const { aud, azp, nonce, sub } = payload;
  const audiences = typeof aud === 'string' ? [aud] : (aud ?? []);
  if ((audiences.length > 1 || azp !== undefined) && azp !== expected.clientId) {
    throw new TokenRejected('authorized_party', 'azp does not name this store');
  }
  if (nonce !== expected.nonce) throw new TokenRejected('nonce', 'the nonce is not the one sent');
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 255)
    throw new TokenRejected('subject', 'sub is missing');
  return payload as IdTokenClaims;
}
