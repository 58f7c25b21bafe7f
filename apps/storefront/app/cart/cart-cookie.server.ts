/** Name of the cookie that holds the shopper's cart token. */
export const CART_COOKIE = 'vitrine_cart';
/** Carts are kept for 30 days after the last change. */
const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** Reads the cart token from the request's cookies, or null (also for a value that is not valid percent-encoding). */
export function readCartToken(request: Request): string | null {
  const header = request.headers.get('Cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CART_COOKIE) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A Set-Cookie value for the cart token: HttpOnly (scripts never need it), SameSite=Lax. */
export function cartCookie(token: string, request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${CART_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`;
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
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}
