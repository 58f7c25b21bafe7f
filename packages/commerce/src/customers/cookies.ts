import { SESSION_COOKIE } from './sessions';

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
  const parts = [`${SESSION_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Expires=${expiresAt.toUTCString()}`, `Max-Age=${maxAge}`];
  if (options.secure !== false) parts.push('Secure');
  return parts.join('; ');
}

/** The `Set-Cookie` value that removes the session cookie (logout). */
export function clearSessionCookie(options: SessionCookieOptions = {}): string {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'Max-Age=0'];
  if (options.secure !== false) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The session token from a request's `Cookie` header, or null.
 *
 * @example const token = readSessionCookie(request.headers.get('Cookie'));
 */
export function readSessionCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === SESSION_COOKIE) return part.slice(separator + 1).trim() || null;
  }
  return null;
}
