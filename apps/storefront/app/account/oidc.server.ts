import type { AppLoadContext } from 'react-router';
import { CommerceError, OidcRefusal, safeReturnTo, type OidcProviderSummary } from '@vitrine/commerce';
import { siteOrigin } from '../seo/origin.server';

/**
 * Sign-in pages are personal and never cached, stay out of search results,
 * and send no Referer: the callback's address carries a one-time code.
 */
export const OIDC_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

/** The codes the pages have a translated message for (`oidc.error.<code>`); anything else reads as "generic". */
export const OIDC_MESSAGE_CODES = [
  'OIDC_PROVIDER_NOT_FOUND',
  'OIDC_STATE_INVALID',
  'OIDC_SIGN_IN_CANCELLED',
  'OIDC_PROVIDER_ERROR',
  'OIDC_TOKEN_INVALID',
  'OIDC_EMAIL_NOT_VERIFIED',
  'OIDC_EMAIL_MISSING',
  'TOO_MANY_REQUESTS',
] as const;
export type OidcMessageCode = (typeof OIDC_MESSAGE_CODES)[number];

/** What a failed sign-in page shows: what went wrong, and the ways to try again. */
export interface OidcFailure {
  status: number;
  code: string;
  message: OidcMessageCode | 'generic';
  /** The provider the shopper tried, when it is one of the enabled ones. */
  provider: OidcProviderSummary | null;
  providers: OidcProviderSummary[];
  returnTo: string;
}

/**
 * The address the provider sends the shopper back to (registered with the
 * provider as the redirect URI): on the shop's public origin (`siteOrigin`, the
 * store's address when it has one), so it is the address the merchant
 * registered even when the request came through a proxy to an internal host.
 * The engine keeps it with the sign-in and trades the code with the same one.
 *
 * @example callbackUrl(request, context.commerce.store.url, 'google') // "https://shop.example/account/oidc/google/callback"
 */
export function callbackUrl(request: Request, storeUrl: string | null, slug: string): string {
  return `${siteOrigin(request, storeUrl)}/account/oidc/${encodeURIComponent(slug)}/callback`;
}

/** A start address that comes back to `returnTo` afterwards. */
export function startHref(provider: OidcProviderSummary, returnTo: string): string {
  return returnTo === '/account'
    ? provider.start_url
    : `${provider.start_url}?return_to=${encodeURIComponent(returnTo)}`;
}

/**
 * Turns a refused sign-in into the failure page's data; server faults are logged and read as "generic".
 * A refusal after the state was recognised keeps the shopper's way back (`returnTo` of the sign-in).
 */
export async function oidcFailure(
  error: unknown,
  context: AppLoadContext,
  slug: string,
  fallbackReturnTo: string,
): Promise<OidcFailure> {
  const returnTo = error instanceof OidcRefusal ? safeReturnTo(error.returnTo) : fallbackReturnTo;
  if (!(error instanceof CommerceError)) console.error('social sign-in', error);
  const status = error instanceof CommerceError ? error.status : 500;
  const code = error instanceof CommerceError ? error.code : 'INTERNAL_ERROR';
  const providers = await context.commerce.oidc.listProviders().catch(() => []);
  return {
    status,
    code,
    message: (OIDC_MESSAGE_CODES as readonly string[]).includes(code) ? (code as OidcMessageCode) : 'generic',
    provider: providers.find((provider) => provider.slug === slug) ?? null,
    providers,
    returnTo,
  };
}
