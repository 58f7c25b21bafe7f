import type { Jwk } from './jwt';

/** The part of a provider's `/.well-known/openid-configuration` the store uses. */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
  code_challenge_methods_supported?: string[];
  id_token_signing_alg_values_supported?: string[];
  /** RFC 9207: the provider names itself (`iss`) in every authorization answer. */
  authorization_response_iss_parameter_supported?: boolean;
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

/** Fetches JSON with a time limit; any failure is `ProviderUnavailable`. */
export async function fetchJson(fetcher: FetchLike, address: string, init: RequestInit = {}, timeoutMs = 10_000): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetcher(address, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderUnavailable(`${address} did not answer (${(error as Error).message})`);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderUnavailable(`${address} answered ${response.status} without JSON`);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ProviderUnavailable(`${address} answered ${response.status} with something other than an object`);
  }
  if (!response.ok) {
    const error = (body as { error?: unknown }).error;
    throw new ProviderUnavailable(`${address} answered ${response.status}${typeof error === 'string' ? ` (${error})` : ''}`);
  }
  return body as Record<string, unknown>;
}

/** The discovery address of an issuer (OpenID Connect Discovery 1.0, section 4). */
export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

/** Reads and checks a discovery document: its issuer must be exactly the configured one, its endpoints trusted. */
export function parseMetadata(issuer: string, body: Record<string, unknown>): ProviderMetadata {
  if (body.issuer !== issuer) throw new ProviderUnavailable(`discovery names issuer ${String(body.issuer)}, not ${issuer}`);
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
    const value = parseMetadata(issuer, await fetchJson(fetcher, discoveryUrl(issuer)));
    metadata.set(issuer, { value, fetchedAt: now().getTime() });
    return value;
  }

  async function keys(meta: ProviderMetadata, options: { refresh?: boolean } = {}): Promise<Jwk[]> {
    const cached = keySets.get(meta.jwks_uri);
    const mayRefresh = !cached || now().getTime() - cached.fetchedAt >= JWKS_REFRESH_MIN_MS;
    if (fresh(cached, METADATA_TTL_MS) && !(options.refresh && mayRefresh)) return cached.value;
    const body = await fetchJson(fetcher, meta.jwks_uri);
    if (!Array.isArray(body.keys)) throw new ProviderUnavailable('the key set has no keys');
    const value = body.keys.filter((key): key is Jwk => key !== null && typeof key === 'object');
    keySets.set(meta.jwks_uri, { value, fetchedAt: now().getTime() });
    return value;
  }

  return { discover, keys, forget: (issuer: string) => void metadata.delete(issuer) };
}

export type ProviderDirectory = ReturnType<typeof createProviderDirectory>;
