import { CART_COOKIE } from '../app/cart/cart-cookie.server';

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
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CART_COOKIE) continue;
    if (!isPercentEncoded(rest.join('='))) return `${CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
  }
  return undefined;
}
