import { isSecretShaped, OIDC_STATE_LIFETIME_SECONDS } from '@vitrine/commerce';

/** The cookie that ties a sign-in in progress to the browser that started it. */
export const OIDC_BROWSER_COOKIE = 'vitrine_oidc';
/** Only the sign-in addresses ever receive the cookie. */
const COOKIE_PATH = '/account/oidc';

/**
 * `Set-Cookie` for the browser secret: HttpOnly, SameSite=Lax (sent on the
 * provider's top-level redirect back, not on cross-site posts or embeds),
 * limited to `/account/oidc` and to the sign-in's ten minutes.
 */
export function oidcBrowserCookie(secret: string, options: { secure?: boolean } = {}): string {
  const parts = [
    `${OIDC_BROWSER_COOKIE}=${secret}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${OIDC_STATE_LIFETIME_SECONDS}`,
  ];
  if (options.secure !== false) parts.push('Secure');
  return parts.join('; ');
}

/** `Set-Cookie` removing the browser secret once the sign-in is over. */
export function clearOidcBrowserCookie(options: { secure?: boolean } = {}): string {
  const parts = [`${OIDC_BROWSER_COOKIE}=`, `Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (options.secure !== false) parts.push('Secure');
  return parts.join('; ');
}

/** The browser secret from a `Cookie` header, or null when absent or not one of ours. */
export function readOidcBrowserCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== OIDC_BROWSER_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return isSecretShaped(value) ? value : null;
  }
  return null;
}
