import type { AppLoadContext } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import { csrfTokenFor, requireCsrf } from './csrf.server';
import { readSessionCookie, sessionCookie } from './session-cookie.server';

/** Header that carries the CSRF token on cookie-authenticated changes; plain forms send `_csrf`. */
export const CSRF_HEADER = 'X-CSRF-Token';

export interface ShopperSession {
  token: string;
  customerId: number;
  /** A refreshed cookie to send back when the session was renewed. */
  renewedCookie: string | null;
}

/** Cookies are `Secure` only over https, so the shop also works on http://localhost. */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/** The signed-in shopper behind the request's session cookie, or null. */
export async function getSession(request: Request, context: AppLoadContext): Promise<ShopperSession | null> {
  const token = readSessionCookie(request.headers.get('Cookie'));
  if (!token) return null;
  const session = await context.commerce.accounts.customers.authenticate(token);
  if (!session) return null;
  return {
    token,
    customerId: session.customerId,
    renewedCookie: session.renewed
      ? sessionCookie(token, session.expiresAt, { secure: isSecureRequest(request) })
      : null,
  };
}

/** The signed-in shopper, or a 401 `UNAUTHENTICATED` (the storefront opens its login dialog). */
export async function requireSession(request: Request, context: AppLoadContext): Promise<ShopperSession> {
  const session = await getSession(request, context);
  if (!session) {
    throw new CommerceError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
  }
  return session;
}

/**
 * The signed-in shopper, after checking the CSRF token of a cookie-authenticated
 * change (header `X-CSRF-Token`, or `_csrf` in the body); 403 when it is wrong.
 */
export async function requireSessionForChange(
  request: Request,
  context: AppLoadContext,
  body?: unknown,
): Promise<ShopperSession> {
  const session = await requireSession(request, context);
  const fromBody =
    body && typeof body === 'object' && '_csrf' in body ? String((body as { _csrf: unknown })._csrf) : null;
  requireCsrf(session.token, request.headers.get(CSRF_HEADER) ?? fromBody);
  return session;
}

export { csrfTokenFor };
