import * as oauth from 'oauth4webapi';
import type { Jwk } from './jwt';

/**
 * A provider's `/.well-known/openid-configuration`, with the endpoints the
 * store needs present (the others, such as `token_endpoint_auth_methods_supported`
 * and RFC 9207's `authorization_response_iss_parameter_supported`, as published).
 */
export interface ProviderMetadata extends oauth.AuthorizationServer {
  readonly issuer: string;
  readonly authorization_endpoint: string;
  readonly token_endpoint: string;
  readonly jwks_uri: string;
}

/** A provider that cannot be used: unreachable, or publishing something the store must not trust. */
export class ProviderUnavailable extends Error {
  constructor(detail: string) {
    super(`OpenID provider unavailable: ${detail}`);
    this.name = 'ProviderUnavailable';
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True for an address the store may talk to a provider at: https, or plain
 * http on the loopback interface (a provider running on the same machine in
 * development and tests). No credentials, no fragment.
 */
export function isTrustedEndpoint(address: unknown): address is string {
  if (typeof address !== 'string') return false;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/** How long the store waits for a provider's answer. */
const TIMEOUT_MS = 10_000;

/** What every request to a provider is sent with: the store's `fetch`, a time limit, plain http only on the loopback interface. */
export function requestOptions(fetcher: FetchLike, address: string) {
  return {
    [oauth.customFetch]: fetcher,
    [oauth.allowInsecureRequests]: new URL(address).protocol === 'http:' && isTrustedEndpoint(address),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  };
}

/** Runs a provider request; whatever fails (no answer, an error answer, a nonconforming one) is `ProviderUnavailable`. */
export async function fromProvider<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw error;
    const detail =
      error instanceof oauth.ResponseBodyError ? `${error.status} ${error.error}` : (error as Error).message;
    throw new ProviderUnavailable(`${what}: ${detail}`);
  }
}

/**
 * The store's own rules for a discovery document, on top of the library's: its
 * issuer must be exactly the configured one (not merely the same address), its
 * endpoints trusted, RS256 and PKCE S256 offered.
 */
export function parseMetadata(issuer: string, body: Record<string, unknown>): ProviderMetadata {
  if (body.issuer !== issuer)
    throw new ProviderUnavailable(`discovery names issuer ${String(body.issuer)}, not ${issuer}`);
  for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (!isTrustedEndpoint(body[field])) throw new ProviderUnavailable(`${field} is missing or not https`);
  }
  if (body.userinfo_endpoint !== undefined && !isTrustedEndpoint(body.userinfo_endpoint)) {
    throw new ProviderUnavailable('userinfo_endpoint is not https');
  }
  const algorithms = body.id_token_signing_alg_values_supported;
  if (Array.isArray(algorithms) && !algorithms.includes('RS256')) {
    throw new ProviderUnavailable('the provider does not sign id_tokens with RS256');
  }
  const challenges = body.code_challenge_methods_supported;
  if (Array.isArray(challenges) && !challenges.includes('S256')) {
    throw new ProviderUnavailable('the provider does not support PKCE with S256');
  }
  return body as unknown as ProviderMetadata;
}

interface Cached<T> {
  value: T;
  fetchedAt: number;
}

/** How long a discovery document and a key set are reused. */
export const METADATA_TTL_MS = 60 * 60 * 1000;
/** A key set is fetched again for an unknown `kid` (key rotation), at most this often. */
export const JWKS_REFRESH_MIN_MS = 60 * 1000;

/**
 * Discovery documents and key sets, fetched once and reused for an hour (per
 * process). `keys(..., { refresh: true })` fetches again when a token names a
 * key the cached set lacks, at most once a minute, so a flood of forged kids
 * cannot turn the store into a fetch amplifier.
 */
export function createProviderDirectory(fetcher: FetchLike, now: () => Date) {
  const metadata = new Map<string, Cached<ProviderMetadata>>();
  const keySets = new Map<string, Cached<Jwk[]>>();
  const fresh = <T>(entry: Cached<T> | undefined, ttl: number): entry is Cached<T> =>
    entry !== undefined && now().getTime() - entry.fetchedAt < ttl;

  async function discover(issuer: string): Promise<ProviderMetadata> {
    const cached = metadata.get(issuer);
    if (fresh(cached, METADATA_TTL_MS)) return cached.value;
    if (!isTrustedEndpoint(issuer)) throw new ProviderUnavailable(`issuer ${issuer} is not https`);
    const body = await fromProvider('discovery', async () => {
      const response = await oauth.discoveryRequest(new URL(issuer), requestOptions(fetcher, issuer));
      return oauth.processDiscoveryResponse(new URL(issuer), response);
    });
    const value = parseMetadata(issuer, body);
    metadata.set(issuer, { value, fetchedAt: now().getTime() });
    return value;
  }

  async function keys(meta: ProviderMetadata, options: { refresh?: boolean } = {}): Promise<Jwk[]> {
    const cached = keySets.get(meta.jwks_uri);
    const mayRefresh = !cached || now().getTime() - cached.fetchedAt >= JWKS_REFRESH_MIN_MS;
    if (fresh(cached, METADATA_TTL_MS) && !(options.refresh && mayRefresh)) return cached.value;
    const body = await fromProvider('key set', async () => {
      const { signal } = requestOptions(fetcher, meta.jwks_uri);
      const response = await fetcher(meta.jwks_uri, {
        headers: { Accept: 'application/json' },
        redirect: 'error',
        signal,
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      return (await response.json()) as { keys?: unknown } | null;
    });
    if (!Array.isArray(body?.keys)) throw new ProviderUnavailable('the key set has no keys');
    const value = body.keys.filter((key): key is Jwk => key !== null && typeof key === 'object');
    keySets.set(meta.jwks_uri, { value, fetchedAt: now().getTime() });
    return value;
  }

  return { discover, keys, forget: (issuer: string) => void metadata.delete(issuer) };
}

export type ProviderDirectory = ReturnType<typeof createProviderDirectory>;
