/**
 * The store's other ways to sign in (OpenID Connect providers the merchant
 * enabled): what the store API lists, and the addresses that start a sign-in
 * and come back to the page the shopper was on. Pure: the server's chooser
 * page and the hook in the browser read the same rules.
 */

/** One provider as the store lists it (`GET /api/store/oidc/providers`). */
export interface SignInProvider {
  slug: string;
  name: string;
  /** Where the server starts this provider's sign-in: always `/account/oidc/<slug>`. */
  start_url: string;
}

/** Where the provider list comes from; read on each visit, so a provider the merchant adds shows at once. */
export const SIGN_IN_PROVIDERS_PATH = '/api/store/oidc/providers';
/** The server-rendered list of providers, for a browser without JavaScript. */
export const SIGN_IN_CHOOSER_PATH = '/account/oidc';
const ACCOUNT_HOME = '/account';
const PASSWORD_SIGN_IN_PATH = '/account/login';
const MAX_RETURN_TO = 512;

/**
 * A `return_to` that stays on this store (a path, not `//host` or `/\host`)
 * and is not itself a sign-in page; `/account` otherwise.
 *
 * @example localReturnTo('/cart?x=1') // '/cart?x=1'
 * @example localReturnTo('//evil.example') // '/account'
 */
export function localReturnTo(value: string | null | undefined): string {
  if (
    !value ||
    value.length > MAX_RETURN_TO ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\')
  ) {
    return ACCOUNT_HOME;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value) || /^\/account\/(login|register|oidc)(\/|\?|#|$)/.test(value))
    return ACCOUNT_HOME;
  return value;
}

const withReturnTo = (path: string, returnTo: string) =>
  returnTo === ACCOUNT_HOME ? path : `${path}?return_to=${encodeURIComponent(returnTo)}`;

/** The start address of a provider that comes back to `returnTo`. */
export function providerHref(provider: SignInProvider, returnTo: string): string {
  return withReturnTo(provider.start_url, localReturnTo(returnTo));
}

/** The password sign-in page that comes back to `returnTo`. */
export function passwordSignInHref(returnTo: string): string {
  return withReturnTo(PASSWORD_SIGN_IN_PATH, localReturnTo(returnTo));
}

/** The server-rendered provider list that comes back to `returnTo`. */
export function signInChooserHref(returnTo: string): string {
  return withReturnTo(SIGN_IN_CHOOSER_PATH, localReturnTo(returnTo));
}

/** The list answer, keeping only entries of the expected shape whose start address is on this store. */
export function parseSignInProviders(body: unknown): SignInProvider[] {
  const list = (body as { providers?: unknown } | null)?.providers;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is SignInProvider =>
      entry !== null &&
      typeof entry === 'object' &&
      typeof entry.slug === 'string' &&
      typeof entry.name === 'string' &&
      typeof entry.start_url === 'string' &&
      entry.start_url.startsWith(`${SIGN_IN_CHOOSER_PATH}/`),
  );
}
