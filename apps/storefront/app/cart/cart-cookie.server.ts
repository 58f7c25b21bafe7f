import { parse as parseCookies, serialize as serializeCookie, type SerializeOptions } from 'cookie';

/** Name of the cookie that holds the shopper's cart token. */
export const CART_COOKIE = 'vitrine_cart';
/** Carts are kept for 30 days after the last change. */
const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** The cart cookie's value as sent, not URL-decoded (the first one when the header repeats it), or undefined. */
export function rawCartCookie(cookieHeader: string | null | undefined): string | undefined {
  return parseCookies(cookieHeader ?? '', { decode: (value) => value })[CART_COOKIE];
}

/** Reads the cart token from the request's cookies, or null (also for a value that is not valid percent-encoding). */
export function readCartToken(request: Request): string | null {
  const raw = rawCartCookie(request.headers.get('Cookie'));
  if (!raw) return null;
  try {
    return decodeURIComponent(raw) || null;
  } catch {
    return null;
  }
}

/** Attributes of the cart cookie: HttpOnly (scripts never need it), SameSite=Lax, the whole site. */
export function cartCookieAttributes(maxAge: number, isSecure: boolean): SerializeOptions {
  return { path: '/', maxAge, httpOnly: true, sameSite: 'lax', secure: isSecure };
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/** A Set-Cookie value for the cart token: HttpOnly (scripts never need it), SameSite=Lax. */
export function cartCookie(token: string, request: Request): string {
  return serializeCookie(CART_COOKIE, token, cartCookieAttributes(CART_COOKIE_MAX_AGE, isHttps(request)));
}

/** Headers that hand a new cart token to the browser, when the cart was just created. */
export function cartTokenHeaders(request: Request, previousToken: string | null, token: string): Headers {
  const headers = new Headers();
  if (token !== previousToken) headers.append('Set-Cookie', cartCookie(token, request));
  return headers;
}

/**
 * The Set-Cookie that drops the cart token: on sign-out, so the next shopper on
 * a shared device starts a fresh cart and can not open the signed-in
 * customer's orders through the old one.
 */
export function clearCartCookie(request: Request): string {
  return serializeCookie(CART_COOKIE, '', cartCookieAttributes(0, isHttps(request)));
}
