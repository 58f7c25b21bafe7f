import { serialize as serializeCookie } from 'cookie';
import { CART_COOKIE, cartCookieAttributes, rawCartCookie } from '../app/cart/cart-cookie.server';

function isPercentEncoded(value: string): boolean {
  try {
    return typeof decodeURIComponent(value) === 'string';
  } catch {
    return false;
  }
}

/**
 * A cart cookie that is not a cart token (broken percent-encoding, tampered)
 * is ignored by the pages; this returns the Set-Cookie that removes it, so the
 * browser gets a fresh cart instead of carrying the bad value on.
 */
export function badCartCookie(header: string | undefined): string | undefined {
  const raw = rawCartCookie(header);
  if (raw === undefined || isPercentEncoded(raw)) return undefined;
  return serializeCookie(CART_COOKIE, '', cartCookieAttributes(0, false));
}
