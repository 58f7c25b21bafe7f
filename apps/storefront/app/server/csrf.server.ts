import { createHmac } from 'node:crypto';
import { CommerceError, isSecretShaped, safeEqual } from '@vitrine/commerce';

/** Separates CSRF tokens from any other value derived from the session secret. */
const CSRF_CONTEXT = 'vitrine:csrf:v1';

/**
 * The CSRF token of a session: an HMAC of a fixed label keyed with the
 * session's secret (the cookie value). A page of the shop reads it from the
 * server-rendered HTML and sends it in a header with every cookie-authenticated
 * change; another site can neither read the cookie nor the page, so it cannot
 * produce it. Nothing is stored: the token follows from the session.
 *
 * @example <meta name="csrf-token" content={csrfTokenFor(sessionToken)} />
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update(CSRF_CONTEXT).digest('base64url');
}

/**
 * True when `csrfToken` belongs to the session (compared in constant time).
 * False for a missing session, a missing token, or another session's token.
 *
 * @example if (!verifyCsrf(readSessionCookie(cookie), request.headers.get('X-CSRF-Token'))) return forbidden();
 */
export function verifyCsrf(sessionToken: string | null | undefined, csrfToken: string | null | undefined): boolean {
  if (!isSecretShaped(sessionToken) || typeof csrfToken !== 'string' || csrfToken === '') return false;
  return safeEqual(csrfTokenFor(sessionToken), csrfToken);
}

/**
 * Throws a 403 `CSRF_TOKEN_INVALID` unless `csrfToken` belongs to the session.
 *
 * @example requireCsrf(sessionToken, request.headers.get('X-CSRF-Token'));
 */
export function requireCsrf(sessionToken: string | null | undefined, csrfToken: string | null | undefined): void {
  if (!verifyCsrf(sessionToken, csrfToken)) {
    throw new CommerceError({
      status: 403,
      code: 'CSRF_TOKEN_INVALID',
      message: 'Please reload the page and try again',
    });
  }
}
