import { createHash } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { rateLimit } from '../ratelimit/ratelimit';
import { addSeconds, systemClock, type Clock } from '../customers/clock';
import type { CustomerSummary, RequestContext } from '../customers/customers';
import { hashSecret, isSecretShaped, newSecret } from '../customers/secrets';
import { createSession, deleteCustomerSessions, type NewSession } from '../customers/sessions';
import { OIDC_STATE_LIFETIME_SECONDS, safeReturnTo } from './return-to';
import {
  createProviderDirectory,
  fromProvider,
  ProviderUnavailable,
  requestOptions,
  type FetchLike,
  type ProviderDirectory,
  type ProviderMetadata,
} from './discovery';
import { TokenRejected, verifyIdToken, type IdTokenClaims } from './jwt';
import { oidcCallbackQuerySchema, type OidcCallbackQuery, type OidcProviderSummary } from './oidc.schema';
import {
  allProviders,
  enabledProvider,
  enabledProviders,
  saveProvider,
  setProviderEnabled,
  type OidcProvider,
} from './providers';

/** The machine codes of a refused social sign-in (the storefront translates each). */
export const OIDC_ERROR_CODES = {
  providerNotFound: 'OIDC_PROVIDER_NOT_FOUND',
  stateInvalid: 'OIDC_STATE_INVALID',
  cancelled: 'OIDC_SIGN_IN_CANCELLED',
  providerError: 'OIDC_PROVIDER_ERROR',
  tokenInvalid: 'OIDC_TOKEN_INVALID',
  emailNotVerified: 'OIDC_EMAIL_NOT_VERIFIED',
  emailMissing: 'OIDC_EMAIL_MISSING',
} as const;
export type OidcErrorCode = (typeof OIDC_ERROR_CODES)[keyof typeof OIDC_ERROR_CODES];

/** Sign-ins started and finished per client address per hour: plenty for people, little for a script. */
export const OIDC_RATE_LIMIT = { limit: 60, windowSeconds: 60 * 60 } as const;

/** Stored instead of a password hash for accounts made by a provider: no password opens them (a reset sets one). */
export const NO_PASSWORD = '!oidc';

const providerNotFound = () =>
  new CommerceError({
    status: 404,
    code: OIDC_ERROR_CODES.providerNotFound,
    message: 'This sign-in option is not available',
    field: 'provider',
  });
const stateInvalid = () =>
  new CommerceError({
    status: 400,
    code: OIDC_ERROR_CODES.stateInvalid,
    message: 'This sign-in link has expired or was already used, please try again',
    field: 'state',
  });
const providerError = () =>
  new CommerceError({
    status: 502,
    code: OIDC_ERROR_CODES.providerError,
    message: 'The sign-in service did not answer as expected, please try again',
  });
const tokenInvalid = () =>
  new CommerceError({
    status: 401,
    code: OIDC_ERROR_CODES.tokenInvalid,
    message: 'The sign-in could not be confirmed, please try again',
  });

/**
 * A sign-in refused after its state was recognised: it still knows where the
 * shopper was going, so the failure page can offer to try again from there.
 */
export class OidcRefusal extends CommerceError {
  readonly returnTo: string;
  constructor(error: CommerceError, returnTo: string) {
    super({
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.field !== undefined ? { field: error.field } : {}),
      ...(error.errors !== undefined ? { errors: error.errors } : {}),
    });
    this.name = 'OidcRefusal';
    this.returnTo = returnTo;
  }
}

/** How a sign-in found its customer. */
export type OidcOutcome = 'signed_in' | 'linked' | 'created';

/** A finished social sign-in. */
export interface OidcSignIn {
  customer: CustomerSummary;
  session: NewSession;
  /** Where to send the shopper (a path on this store). */
  returnTo: string;
  outcome: OidcOutcome;
  /** The provider's slug. */
  provider: string;
}

/** Starts a sign-in: where to send the browser, and the secret to set in its cookie. */
export interface OidcStart {
  authorizationUrl: string;
  browserSecret: string;
  expiresAt: Date;
}

/** Social sign-in through the OpenID Connect providers the merchant configured. */
export interface OidcService {
  /** The enabled providers, in button order, each with its start address. */
  listProviders(): Promise<OidcProviderSummary[]>;
  /**
   * Starts the authorization-code flow with PKCE: stores a single-use state
   * (with nonce, verifier, redirect and return addresses) bound to the
   * browser's secret and answers with the provider's authorization address.
   * Pass the browser's current secret (from its cookie) so sign-ins in two tabs both work.
   */
  begin(
    input: { provider: string; redirectUri: string; returnTo?: string | null; browserSecret?: string | null },
    context?: RequestContext,
  ): Promise<OidcStart>;
  /**
   * Finishes it at the callback: uses up the state (same browser, in time,
   * once), exchanges the code, verifies the id_token, finds or links or
   * creates the customer and starts a session.
   */
  complete(
    input: { provider: string; query: unknown; browserSecret: string | null },
    context?: RequestContext,
  ): Promise<OidcSignIn>;
  /** The merchant's side: add or replace a provider, show or hide it, list them all. */
  providers: {
    save(input: unknown): Promise<OidcProvider>;
    setEnabled(slug: string, enabled: boolean): Promise<boolean>;
    list(): Promise<OidcProvider[]>;
  };
  /** The provider accounts linked to a customer. */
  identitiesOf(customerId: number): Promise<{ provider: string; name: string; email: string | null; linkedAt: Date }[]>;
  /** Deletes finished and expired sign-in states (housekeeping; `begin` also does it now and then). */
  prune(): Promise<number>;
}

/** How the service is built. */
export interface OidcOptions {
  clock?: Clock;
  /** How the store reaches providers (default the global `fetch`); tests pass a fake provider. */
  fetch?: FetchLike;
}

/** PKCE S256: the challenge sent up front for the verifier sent with the code. */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Tolerated clock difference with a provider, in seconds. */
const TOKEN_SKEW_SECONDS = 60;

/** The callback's parameters that were sent, as the library reads them. */
const definedEntries = (query: OidcCallbackQuery): [string, string][] =>
  Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

/** The id_token of a successful token answer, read from a copy so the library still reads the answer itself. */
async function idTokenOf(response: Response): Promise<string | null> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const idToken = body !== null && typeof body === 'object' ? (body as { id_token?: unknown }).id_token : undefined;
  return typeof idToken === 'string' ? idToken : null;
}

interface StateRow {
  provider_id: number;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const cleanName = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
const isVerified = (value: unknown) => value === true || value === 'true';
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Social sign-in over a database.
 *
 * @example
 * const start = await commerce.oidc.begin({ provider: 'google', redirectUri: `${origin}/account/oidc/google/callback` });
 * // redirect to start.authorizationUrl, keeping start.browserSecret in the browser
 * const { session, returnTo } = await commerce.oidc.complete({ provider: 'google', query, browserSecret });
 */
export function createOidc(db: Db, options: OidcOptions = {}): OidcService {
  const clock = options.clock ?? systemClock;
  const fetcher: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const directory: ProviderDirectory = createProviderDirectory(fetcher, clock);
  let begunSincePrune = 0;

  const limit = (what: string, context: RequestContext) =>
    rateLimit(db, `oidc-${what}:ip:${context.ip ?? 'unknown'}`, { ...OIDC_RATE_LIMIT, now: clock() });

  async function metadataFor(provider: OidcProvider): Promise<ProviderMetadata> {
    try {
      return await directory.discover(provider.issuer);
    } catch (error) {
      if (error instanceof ProviderUnavailable) {
        console.warn(`[oidc] ${provider.slug}: ${error.message}`);
        throw providerError();
      }
      throw error;
    }
  }

  async function prune(): Promise<number> {
    const rows = await db.query(
      'DELETE FROM oidc_login_states WHERE expires_at <= $1 OR used_at IS NOT NULL RETURNING id',
      [clock().toISOString()],
    );
    return rows.length;
  }

  async function begin(
    input: { provider: string; redirectUri: string; returnTo?: string | null; browserSecret?: string | null },
    context: RequestContext = {},
  ): Promise<OidcStart> {
    const provider = await enabledProvider(db, input.provider);
    if (!provider) throw providerNotFound();
    await limit('begin', context);
    const metadata = await metadataFor(provider);
    const now = clock();
    const browserSecret = isSecretShaped(input.browserSecret) ? input.browserSecret : newSecret();
    const state = oauth.generateRandomState();
    const nonce = oauth.generateRandomNonce();
    const verifier = oauth.generateRandomCodeVerifier();
    const expiresAt = addSeconds(now, OIDC_STATE_LIFETIME_SECONDS);
    await db.query(
      `INSERT INTO oidc_login_states (state_hash, browser_hash, provider_id, nonce, code_verifier, redirect_uri, return_to, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        hashSecret(state),
        hashSecret(browserSecret),
        provider.id,
        nonce,
        verifier,
        input.redirectUri,
        safeReturnTo(input.returnTo),
        now.toISOString(),
        expiresAt.toISOString(),
      ],
    );
    if (++begunSincePrune >= 100) {
      begunSincePrune = 0;
      await prune();
    }
    const url = new URL(metadata.authorization_endpoint);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', provider.clientId);
    url.searchParams.set('redirect_uri', input.redirectUri);
    url.searchParams.set('scope', provider.scopes);
    url.searchParams.set('state', state);
    url.searchParams.set('nonce', nonce);
    url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return { authorizationUrl: url.toString(), browserSecret, expiresAt };
  }

  /** Uses up the state: only the browser that began it, only once, only in time, only for its provider. */
  async function consumeState(
    provider: OidcProvider,
    state: string | undefined,
    browserSecret: string | null,
  ): Promise<StateRow> {
    if (!isSecretShaped(state) || !isSecretShaped(browserSecret)) throw stateInvalid();
    const now = clock().toISOString();
    const [row] = await db.query<StateRow>(
      `UPDATE oidc_login_states SET used_at = $3
       WHERE state_hash = $1 AND browser_hash = $2 AND used_at IS NULL AND expires_at > $3
       RETURNING provider_id, nonce, code_verifier, redirect_uri, return_to`,
      [hashSecret(state), hashSecret(browserSecret), now],
    );
    if (!row || row.provider_id !== provider.id) throw stateInvalid();
    return row;
  }

  /** How the store proves itself at the token endpoint: client_secret_basic, or _post when that is all the provider takes. */
  function clientAuthentication(provider: OidcProvider, metadata: ProviderMetadata): oauth.ClientAuth {
    if (!provider.clientSecret) return oauth.None();
    const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (methods.includes('client_secret_basic') || !methods.includes('client_secret_post'))
      return oauth.ClientSecretBasic(provider.clientSecret);
    return oauth.ClientSecretPost(provider.clientSecret);
  }

  /** The store as the library's client, checking times by the store's clock with the same tolerance as the id_token checks. */
  const clientOf = (provider: OidcProvider): oauth.Client => ({
    client_id: provider.clientId,
    id_token_signed_response_alg: 'RS256',
    [oauth.clockSkew]: Math.round((clock().getTime() - Date.now()) / 1000),
    [oauth.clockTolerance]: TOKEN_SKEW_SECONDS,
  });

  /**
   * Trades the code for tokens (with the PKCE verifier), and verifies the
   * id_token against the provider's keys before the library reads the rest of
   * the answer: a bad token is always `TokenRejected`, a bad answer `ProviderUnavailable`.
   */
  async function exchangeCode(
    provider: OidcProvider,
    metadata: ProviderMetadata,
    query: OidcCallbackQuery,
    state: StateRow,
  ) {
    const client = clientOf(provider);
    const response = await fromProvider('token endpoint', () => {
      const callback = oauth.validateAuthResponse(
        metadata,
        client,
        new URLSearchParams(definedEntries(query)),
        query.state ?? oauth.expectNoState,
      );
      return oauth.authorizationCodeGrantRequest(
        metadata,
        client,
        clientAuthentication(provider, metadata),
        callback,
        state.redirect_uri,
        state.code_verifier,
        requestOptions(fetcher, metadata.token_endpoint),
      );
    });
    const idToken = response.ok ? await idTokenOf(response) : null;
    const claims = idToken === null ? null : await verifiedClaims(provider, metadata, idToken, state.nonce);
    const tokens = await fromProvider('token endpoint', () =>
      oauth.processAuthorizationCodeResponse(metadata, client, response, {
        expectedNonce: state.nonce,
        requireIdToken: true,
      }),
    );
    if (!claims) throw new ProviderUnavailable('the token answer has no id_token');
    return { claims, accessToken: tokens.access_token };
  }

  async function verifiedClaims(provider: OidcProvider, metadata: ProviderMetadata, idToken: string, nonce: string) {
    const expectations = {
      issuer: metadata.issuer,
      clientId: provider.clientId,
      nonce,
      now: clock(),
      skewSeconds: TOKEN_SKEW_SECONDS,
    };
    try {
      return await verifyIdToken(idToken, await directory.keys(metadata), expectations);
    } catch (error) {
      // A key the cached set lacks may be a rotated one: fetch the set again (rate-limited) and retry once.
      if (!(error instanceof TokenRejected) || error.problem !== 'unknown_key') throw error;
      return verifyIdToken(idToken, await directory.keys(metadata, { refresh: true }), expectations);
    }
  }

  /** The e-mail from the userinfo endpoint when the id_token carries none (some providers put it only there). */
  async function withUserinfo(
    provider: OidcProvider,
    metadata: ProviderMetadata,
    claims: IdTokenClaims,
    accessToken: string,
  ): Promise<IdTokenClaims> {
    const endpoint = metadata.userinfo_endpoint;
    if (claims.email !== undefined || !endpoint) return claims;
    // OpenID Connect Core 5.3.2: the library refuses a userinfo answer for another subject.
    const info = await fromProvider('userinfo', async () => {
      const client = clientOf(provider);
      const response = await oauth.userInfoRequest(metadata, client, accessToken, requestOptions(fetcher, endpoint));
      return oauth.processUserInfoResponse(metadata, client, claims.sub, response);
    });
    return { ...claims, email: info.email, email_verified: info.email_verified };
  }

  /** Finds the customer for a verified identity: linked before, or by verified e-mail, or new. */
  async function customerFor(provider: OidcProvider, claims: IdTokenClaims, now: Date) {
    const email = typeof claims.email === 'string' ? claims.email.trim() : '';
    const emailOk = email.length > 0 && email.length <= 254 && EMAIL_SHAPE.test(email);
    const verified = emailOk && isVerified(claims.email_verified);
    return db.transaction(async (tx) => {
      const [linked] = await tx.query<{ id: number; email: string }>(
        `UPDATE customer_identities i SET last_login_at = $3, email = $4, email_verified = $5
         FROM customers c WHERE i.provider_id = $1 AND i.subject = $2 AND c.id = i.customer_id
         RETURNING c.id, c.email`,
        [provider.id, claims.sub, now.toISOString(), emailOk ? email : null, verified],
      );
      if (linked) return { customer: linked, outcome: 'signed_in' as OidcOutcome };
      if (!emailOk) {
        throw new CommerceError({
          status: 422,
          code: OIDC_ERROR_CODES.emailMissing,
          message: 'The sign-in service did not share an e-mail address, which the store needs for your orders',
          field: 'email',
        });
      }
      // Only an address the provider vouches for may open an account here, old or new.
      if (!verified) {
        throw new CommerceError({
          status: 403,
          code: OIDC_ERROR_CODES.emailNotVerified,
          message: 'Please confirm your e-mail address with the sign-in service first, or sign in with your password',
          field: 'email',
        });
      }
      const [existing] = await tx.query<{ id: number; email: string; email_verified_at: unknown }>(
        'SELECT id, email, email_verified_at FROM customers WHERE lower(email) = lower($1) FOR UPDATE',
        [email],
      );
      let customer: { id: number; email: string };
      let outcome: OidcOutcome;
      if (existing) {
        customer = { id: existing.id, email: existing.email };
        outcome = 'linked';
        if (existing.email_verified_at === null) {
          // Someone signed up with this address but never proved it: they may not be its owner.
          // The owner (proven by the provider) takes the account over; the unproven password and
          // any pending verification link stop working.
          await tx.query(
            `UPDATE customers SET email_verified_at = $2, password_hash = $3, updated_at = $2 WHERE id = $1`,
            [existing.id, now.toISOString(), NO_PASSWORD],
          );
          await tx.query(`UPDATE customer_tokens SET used_at = $2 WHERE customer_id = $1 AND used_at IS NULL`, [
            existing.id,
            now.toISOString(),
          ]);
          await deleteCustomerSessions(tx, existing.id);
        }
      } else {
        const firstName = cleanName(claims.given_name);
        const lastName = cleanName(claims.family_name);
        const name = cleanName(claims.name) || [firstName, lastName].filter(Boolean).join(' ');
        const [created] = await tx.query<{ id: number; email: string }>(
          `INSERT INTO customers (email, password_hash, first_name, last_name, name, email_verified_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6, $6) RETURNING id, email`,
          [email, NO_PASSWORD, firstName, lastName, name, now.toISOString()],
        );
        if (!created) throw new Error('Creating the customer returned no row');
        customer = created;
        outcome = 'created';
      }
      await tx.query(
        `INSERT INTO customer_identities (provider_id, subject, customer_id, email, email_verified, created_at, last_login_at)
         VALUES ($1, $2, $3, $4, true, $5, $5)`,
        [provider.id, claims.sub, customer.id, email, now.toISOString()],
      );
      return { customer, outcome };
    });
  }

  async function complete(
    input: { provider: string; query: unknown; browserSecret: string | null },
    context: RequestContext = {},
  ): Promise<OidcSignIn> {
    const provider = await enabledProvider(db, input.provider);
    if (!provider) throw providerNotFound();
    await limit('complete', context);
    const query = parseInput(oidcCallbackQuerySchema, input.query);
    const state = await consumeState(provider, query.state, input.browserSecret);
    try {
      return await finish(provider, query, state);
    } catch (error) {
      throw error instanceof CommerceError ? new OidcRefusal(error, state.return_to) : error;
    }
  }

  /** After the state: the provider's answer, the code exchange, the token checks and the customer. */
  async function finish(provider: OidcProvider, query: OidcCallbackQuery, state: StateRow): Promise<OidcSignIn> {
    const metadata = await metadataFor(provider);
    // RFC 9207 (mix-up defence): an answer naming another issuer, or none from a provider that always names itself, is not this provider's.
    const issMissing = query.iss === undefined && metadata.authorization_response_iss_parameter_supported === true;
    if (issMissing || (query.iss !== undefined && query.iss !== provider.issuer)) {
      console.warn(`[oidc] ${provider.slug}: the answer came from issuer ${query.iss ?? '(none)'}`);
      throw providerError();
    }
    if (query.error) {
      if (query.error === 'access_denied') {
        throw new CommerceError({
          status: 400,
          code: OIDC_ERROR_CODES.cancelled,
          message: 'The sign-in was cancelled',
        });
      }
      console.warn(`[oidc] ${provider.slug} answered ${query.error}: ${query.error_description ?? ''}`);
      throw providerError();
    }
    if (!query.code) throw providerError();
    let claims: IdTokenClaims;
    try {
      const tokens = await exchangeCode(provider, metadata, query, state);
      claims = await withUserinfo(provider, metadata, tokens.claims, tokens.accessToken);
    } catch (error) {
      if (error instanceof TokenRejected) {
        console.warn(`[oidc] ${provider.slug}: ${error.message}`);
        throw tokenInvalid();
      }
      if (error instanceof ProviderUnavailable) {
        console.warn(`[oidc] ${provider.slug}: ${error.message}`);
        throw providerError();
      }
      throw error;
    }
    const now = clock();
    let found: Awaited<ReturnType<typeof customerFor>>;
    try {
      found = await customerFor(provider, claims, now);
    } catch (error) {
      // The same person finishing twice at once: the other request linked or created first; use its result.
      if (!isUniqueViolation(error)) throw error;
      found = await customerFor(provider, claims, now);
    }
    const session = await createSession(db, found.customer.id, now);
    return {
      customer: found.customer,
      session,
      returnTo: state.return_to,
      outcome: found.outcome,
      provider: provider.slug,
    };
  }

  return {
    async listProviders() {
      const providers = await enabledProviders(db);
      return providers.map((provider) => ({
        slug: provider.slug,
        name: provider.displayName,
        start_url: `/account/oidc/${provider.slug}`,
      }));
    },
    begin,
    complete,
    providers: {
      save: (input) => saveProvider(db, input, clock()),
      setEnabled: (slug, enabled) => setProviderEnabled(db, slug, enabled, clock()),
      list: () => allProviders(db),
    },
    async identitiesOf(customerId) {
      const rows = await db.query<{
        slug: string;
        display_name: string;
        email: string | null;
        created_at: Date | string;
      }>(
        `SELECT p.slug, p.display_name, i.email, i.created_at FROM customer_identities i
         JOIN oidc_providers p ON p.id = i.provider_id WHERE i.customer_id = $1 ORDER BY i.created_at, i.id`,
        [customerId],
      );
      return rows.map((row) => ({
        provider: row.slug,
        name: row.display_name,
        email: row.email,
        linkedAt: new Date(row.created_at),
      }));
    },
    prune,
  };
}
