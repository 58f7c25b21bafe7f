import { parse as parseCookies, serialize as serializeCookie, type SerializeOptions } from 'cookie';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'vitrine_session';

/** How the storefront should send the session cookie. */
export interface SessionCookieOptions {
  /** Send only over HTTPS (default true; turn off for http://localhost in development). */
  secure?: boolean;
}

/**
 * The `Set-Cookie` value for a session: HttpOnly (scripts never see it),
 * SameSite=Lax (not sent on cross-site posts, which with the CSRF token
 * guards mutations), Path=/, and an expiry equal to the session's.
 *
 * @example headers.append('Set-Cookie', sessionCookie(session.token, session.expiresAt));
 */
export function sessionCookie(token: string, expiresAt: Date, options: SessionCookieOptions = {}): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return serializeCookie(SESSION_COOKIE, token, attributes(expiresAt, maxAge, options));
}

/** The `Set-Cookie` value that removes the session cookie (logout). */
export function clearSessionCookie(options: SessionCookieOptions = {}): string {
  return serializeCookie(SESSION_COOKIE, '', attributes(new Date(0), 0, options));
}

function attributes(expires: Date, maxAge: number, options: SessionCookieOptions): SerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', expires, maxAge, secure: options.secure !== false };
}

/**
 * The session token from a request's `Cookie` header (as sent, not
 * URL-decoded: tokens are base64url), or null.
 *
 * @example const token = readSessionCookie(request.headers.get('Cookie'));
 */
export function readSessionCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  return parseCookies(cookieHeader, { decode: (value) => value })[SESSION_COOKIE] || null;
}
