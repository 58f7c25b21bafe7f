import type { Cart } from '../contract';
import type { StoreApiError } from '../client/StoreApiError';
import { readCookie } from '../locale/locale';
import type { AutoApplyCouponInput, CouponApplyBody, CouponApplyInput, CouponInputVisibility } from './coupon.types';

/** Store API path that applies a coupon (spec 7). */
export const COUPONS_PATH = '/cart/coupons';
/** Where the coupon input sits when the caller does not say: the cart page. */
export const DEFAULT_COUPON_POSITION = 'cart';
/** Viewports narrower than this are mobile (spec 9: mobile is a screen width under 768). */
export const MOBILE_BREAKPOINT_PX = 768;
/** Status the store API answers an unusable coupon with; shown to the shopper, never rethrown (spec 8). */
export const COUPON_REJECTED_STATUS = 422;
/** Cookie that switches the discount-code auto-apply on (spec 5). */
export const APPLY_COUPON_COOKIE = 'apply_coupon';
/** Value of `apply_coupon` that means "apply it" (spec 5). */
export const APPLY_COUPON_COOKIE_ON = 'yes';
/** Cookie holding the discount code the visitor arrived with (set by the store's landing links). */
export const DISCOUNT_CODE_COOKIE = 'discount_code';

/** Names of the coupon events on the store event bus, in the order they are published (spec 4). */
export const COUPON_EVENTS = {
  /** An apply is about to be sent. */
  beforeApply: 'coupon:before-apply',
  /** The coupon was applied; carries the new cart. */
  afterApply: 'coupon:after-apply',
  /** The apply failed (422 or otherwise); carries the text shown. */
  failedApply: 'coupon:failed-apply',
  /** The apply settled, either way. */
  finally: 'coupon:finally',
  /** The coupon-apply analytics event, published with `finally`. */
  track: 'track:coupon_apply',
} as const;

/**
 * The text to show for a failed coupon call (spec 8): the first message for
 * the `code` field when the server sent one, else the error's message.
 *
 * @example
 * couponErrorMessage(error); // "This coupon has expired"
 */
export function couponErrorMessage(error: Pick<StoreApiError, 'message' | 'errors'>): string {
  const first = error.errors?.code?.[0];
  return typeof first === 'string' && first !== '' ? first : error.message;
}

/**
 * `true` for the coupon failures that are shown and swallowed (422); anything
 * else is rethrown and reported (spec 8).
 *
 * @example
 * if (!isCouponRejection(error)) throw error;
 */
export function isCouponRejection(error: Pick<StoreApiError, 'status'>): boolean {
  return error.status === COUPON_REJECTED_STATUS;
}

/**
 * `true` when `code` is the coupon already on the cart, ignoring case (spec 5).
 *
 * @example
 * isCouponApplied(cart, 'summer10'); // true when the cart holds "SUMMER10"
 */
export function isCouponApplied(cart: Cart | null | undefined, code: string): boolean {
  const applied = cart?.coupon_record?.code;
  return typeof applied === 'string' && applied.toLowerCase() === code.trim().toLowerCase();
}

/**
 * `true` below the mobile breakpoint (spec 9: under 768 px).
 *
 * @example
 * isMobileWidth(767); // true
 * isMobileWidth(768); // false
 */
export function isMobileWidth(viewportWidth: number): boolean {
  return viewportWidth < MOBILE_BREAKPOINT_PX;
}

/**
 * `true` when the cart shows the coupon input on this device: the mobile
 * flag under 768 px, the desktop flag otherwise, and the flag equals 1 (spec 5).
 *
 * @example
 * isCouponInputShown({ mobile: 1, desktop: 0 }, 390); // true
 * isCouponInputShown({ mobile: 1, desktop: 0 }, 1280); // false
 */
export function isCouponInputShown(
  visibility: CouponInputVisibility | null | undefined,
  viewportWidth: number,
): boolean {
  if (!visibility) return false;
  const flag = isMobileWidth(viewportWidth) ? visibility.mobile : visibility.desktop;
  return flag === 1;
}

/**
 * The discount code the visitor arrived with: the `discount_code` cookie,
 * only when the `apply_coupon` cookie is `yes` (spec 5); `null` otherwise.
 *
 * @example
 * cookieCouponCode('apply_coupon=yes; discount_code=WELCOME'); // "WELCOME"
 * cookieCouponCode('apply_coupon=no; discount_code=WELCOME'); // null
 */
export function cookieCouponCode(cookieHeader: string): string | null {
  if (readCookie(cookieHeader, APPLY_COUPON_COOKIE) !== APPLY_COUPON_COOKIE_ON) return null;
  const code = readCookie(cookieHeader, DISCOUNT_CODE_COOKIE)?.trim();
  return code ? code : null;
}

/**
 * The cookie discount code to apply now, or `null` when it must not be
 * applied (spec 5): the `apply_coupon` cookie is `yes`, the cart has lines,
 * the code is not already on the cart (ignoring case), and the coupon input is
 * shown on this device.
 *
 * @example
 * autoApplyCouponCode({ cookieHeader: document.cookie, cart, viewportWidth: innerWidth, couponInput }); // "WELCOME"
 */
export function autoApplyCouponCode(input: AutoApplyCouponInput): string | null {
  const code = cookieCouponCode(input.cookieHeader);
  if (code === null) return null;
  if (!input.cart || Object.keys(input.cart.cart).length === 0) return null;
  if (isCouponApplied(input.cart, code)) return null;
  if (!isCouponInputShown(input.couponInput, input.viewportWidth)) return null;
  return code;
}

/**
 * `true` when the cookie discount code should be applied now (see `autoApplyCouponCode`).
 *
 * @example
 * shouldAutoApplyCoupon({ cookieHeader: 'apply_coupon=yes; discount_code=WELCOME', cart, viewportWidth: 767, couponInput: { mobile: 1, desktop: 0 } }); // true
 */
export function shouldAutoApplyCoupon(input: AutoApplyCouponInput): boolean {
  return autoApplyCouponCode(input) !== null;
}

/**
 * Body of `POST /cart/coupons` (spec 7).
 *
 * @example
 * couponApplyBody(cart, { code: 'SUMMER10' });
 * // { cart_hash: 'abc', auto_apply_coupon: false, position: 'cart', code: 'SUMMER10', utm_medium: '' }
 */
export function couponApplyBody(cart: Cart | null, input: CouponApplyInput): CouponApplyBody {
  return {
    cart_hash: cart?.hash ?? null,
    auto_apply_coupon: input.isAutoApply ?? false,
    position: input.position ?? DEFAULT_COUPON_POSITION,
    code: input.code.trim(),
    utm_medium: input.utmMedium ?? '',
  };
}

/**
 * Path of `DELETE /cart/coupons/{code}`, the code URL-encoded (spec 5).
 *
 * @example
 * couponRemovePath('10% OFF/NOW'); // "/cart/coupons/10%25%20OFF%2FNOW"
 */
export function couponRemovePath(code: string): string {
  return `${COUPONS_PATH}/${encodeURIComponent(code)}`;
}
