import type { Cart } from '../contract';
import type { StoreApiError } from '../client/StoreApiError';

/** The coupon on the cart (`cart.coupon_record`, spec 3). */
export type CouponRecord = NonNullable<Cart['coupon_record']>;

/** One shipping method of the cart; `regular_cost` is set once a shipping discount lowered `cost`. */
export type ShippingMethod = Cart['shipping']['methods'][number];

/** A store option flag: 1 = on, 0 = off. */
export type OptionFlag = 0 | 1;

/**
 * Whether the cart shows the coupon input, per device: the store option
 * `cart_show_input_coupon` (spec 3 Options). The cookie discount code is
 * applied only where the input is shown (spec 5).
 */
export interface CouponInputVisibility {
  mobile: OptionFlag;
  desktop: OptionFlag;
}

/** What the coupon flow is doing; `applying` wins when an apply and a removal overlap. */
export type CouponStatus = 'idle' | 'applying' | 'removing';

/** One snapshot of the coupon flow; a new object on every change. */
export interface CouponState {
  status: CouponStatus;
  /** Text to show for the last failed apply or removal; cleared when the next one starts. */
  error: string | null;
}

/** What to apply. */
export interface CouponApplyInput {
  code: string;
  /** Where the coupon input sits, sent as `position` (e.g. `cart`, `drawer`, `checkout`); defaults to `cart`. */
  position?: string;
  /** Campaign medium the visitor arrived from, sent as `utm_medium`; empty when unknown. */
  utmMedium?: string;
  /** `true` when the code came from the discount-code cookie, sent as `auto_apply_coupon`. */
  isAutoApply?: boolean;
}

/** What to remove. */
export interface CouponRemoveInput {
  code: string;
  utmMedium?: string;
}

/** Body of `POST /cart/coupons` (spec 7). */
export interface CouponApplyBody {
  cart_hash: string | null;
  auto_apply_coupon: boolean;
  position: string;
  code: string;
  utm_medium: string;
}

/**
 * How an apply ended: `applied` (the new cart is shown), `rejected` (a 422:
 * `message` is the text to show) or `busy` (another apply was still running,
 * so nothing was sent). Other failures reject with the `StoreApiError`.
 */
export type CouponApplyResult =
  | { outcome: 'applied'; code: string; cart: Cart }
  | { outcome: 'rejected'; code: string; message: string; error: StoreApiError }
  | { outcome: 'busy'; code: string };

/** How a removal ended: `removed`, or `rejected` (a 422). Other failures reject with the `StoreApiError`. */
export type CouponRemoveResult =
  | { outcome: 'removed'; code: string; cart: Cart }
  | { outcome: 'rejected'; code: string; message: string; error: StoreApiError };

/** Payload of `coupon:before-apply`. */
export interface CouponApplyEventPayload {
  code: string;
  position: string;
  isAutoApply: boolean;
}

/** Payload of `coupon:after-apply`. */
export interface CouponAfterApplyPayload extends CouponApplyEventPayload {
  cart: Cart;
}

/** Payload of `coupon:failed-apply`. */
export interface CouponFailedApplyPayload extends CouponApplyEventPayload {
  /** The text shown to the shopper. */
  message: string;
  status: number;
  errorCode: string;
}

/** Payload of `coupon:finally`. */
export interface CouponFinallyPayload extends CouponApplyEventPayload {
  isSuccess: boolean;
}

/** Payload of the coupon-apply analytics event `track:coupon_apply` (spec 1, 4). */
export interface CouponApplyTrackPayload {
  code: string;
  isSuccess: boolean;
}

/** Input of `shouldAutoApplyCoupon` / `autoApplyCouponCode`. */
export interface AutoApplyCouponInput {
  /** The `document.cookie` string (or a request's `Cookie` header). */
  cookieHeader: string;
  cart: Cart | null;
  /** Viewport width in CSS pixels. */
  viewportWidth: number;
  /** The store option `cart_show_input_coupon`; no auto-apply without it. */
  couponInput: CouponInputVisibility | null | undefined;
}
