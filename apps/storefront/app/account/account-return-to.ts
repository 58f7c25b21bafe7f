import { safeLocalPath } from '@vitrine/commerce';
/** Where a signed-in shopper lands when nothing else was asked for. */
export const ACCOUNT_HOME = '/account';
/** The sign-in page; it takes `return_to` (a path on this shop) to come back to. */
export const LOGIN_PATH = '/account/login';

/**
 * A `return_to` value that is safe to redirect to: a path on this shop
 * (`/wishlist`, `/account/orders?page=2`). Absolute URLs, protocol-relative
 * `//host` and back-slash tricks (`/\host`) fall back, so the sign-in page
 * cannot be used to send shoppers to another site.
 *
 * @example safeReturnTo('/account/orders?page=2') // '/account/orders?page=2'
 * @example safeReturnTo('https://evil.example') // '/account'
 */
export function safeReturnTo(value: unknown, fallback: string = ACCOUNT_HOME): string {
  const path = safeLocalPath(value, fallback);
  // The sign-in and sign-up pages themselves are no destination.
  return /^\/account\/(login|register)(\/|\?|#|$)/.test(path) ? fallback : path;
}

/**
 * The sign-in address that comes back to `path` afterwards.
 *
 * @example loginHref('/wishlist') // '/account/login?return_to=%2Fwishlist'
 */
export function loginHref(path: string): string {
  const target = safeReturnTo(path, '');
  return target && target !== ACCOUNT_HOME ? `${LOGIN_PATH}?return_to=${encodeURIComponent(target)}` : LOGIN_PATH;
}
