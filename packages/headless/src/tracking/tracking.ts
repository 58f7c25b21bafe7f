import { scrubPaymentDetails } from './cardMasking';
import { pageTypeForRoute } from './pageType';
import type {
  AddToCartPayload,
  CheckoutFailedPayload,
  CheckoutFailure,
  CouponApplyPayload,
  LoginPayload,
  OrderCreateFailedPayload,
  OrderEventFields,
  PageViewPayload,
  PurchasePayload,
  TrackedItem,
  Translate,
} from './tracking.types';

/**
 * Names of the tracking events on the shopper-event bus (spec 1: add to cart,
 * coupon apply, purchase, order-create-failed, login, page views; spec 5: a
 * typed quantity above 100).
 */
export const TRACKING_EVENTS = {
  pageView: 'track:page_view',
  addToCart: 'track:add_to_cart',
  couponApply: 'track:coupon_apply',
  purchase: 'track:purchase',
  orderCreateFailed: 'track:order_create_failed',
  checkoutFailed: 'track:checkout_failed',
  login: 'track:login',
  // The quantity stepper's `LARGE_QUANTITY_EVENT` (checked equal in the test), written out so the
  // product page's stepper shares no module with the tracking code, which loads later.
  largeQuantity: 'track:large_quantity',
} as const;

/** Every tracking event name; what a tracker forwards by default. */
export const TRACKING_EVENT_NAMES: readonly string[] = Object.values(TRACKING_EVENTS);

/** Prefix of the translation keys that replace checkout failure messages (spec 8: `checkout.{message}`). */
export const CHECKOUT_MESSAGE_KEY_PREFIX = 'checkout.';
/** Session-storage key of the flag set when the shopper is sent to the login page (spec 4). */
export const GOING_TO_LOGIN_SESSION_KEY = 'vitrine:going-to-login';
/** Last path segment of the login page a login event needs as referrer (spec 4). */
export const LOGIN_PATH_SEGMENT = 'login';

/** A tracking event ready to publish. */
export interface TrackingEvent<TPayload> {
  name: string;
  payload: TPayload;
}

/**
 * The purchase event id: base64 of the order number (spec 9), so a browser
 * pixel and the conversion API report the same purchase once. UTF-8 safe.
 *
 * @example
 * purchaseEventId('1001'); // 'MTAwMQ=='
 */
export function purchaseEventId(orderNumber: string | number): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(String(orderNumber))) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Whether a checkout failure's status emits order-create-failed (spec 8:
 * status codes starting with 4 or 5).
 *
 * @example
 * isOrderCreateFailedStatus(422); // true
 * isOrderCreateFailedStatus('503'); // true
 * isOrderCreateFailedStatus(399); // false
 */
export function isOrderCreateFailedStatus(status: number | string | null | undefined): boolean {
  if (status === null || status === undefined) return false;
  return /^[45]/.test(String(status).trim());
}

/**
 * The message to publish for a checkout failure: the translation keyed
 * `checkout.{message}` when one exists, else the message itself (spec 8). A
 * translator that echoes the key back, or gives an empty text, has none.
 *
 * @example
 * const translate = (key: string) => ({ 'checkout.PAYMENT_DECLINED': 'Your payment was declined' })[key];
 * translateCheckoutMessage('PAYMENT_DECLINED', translate); // 'Your payment was declined'
 * translateCheckoutMessage('Something else', translate); // 'Something else'
 */
export function translateCheckoutMessage(message: string, translate?: Translate): string {
  if (!translate) return message;
  const key = `${CHECKOUT_MESSAGE_KEY_PREFIX}${message}`;
  const translated = translate(key);
  return translated && translated !== key ? translated : message;
}

/**
 * Whether a referrer is the login page: its path's last segment is `login`
 * (so `/account/login` and `/he-IL/login` both count).
 *
 * @example
 * isLoginReferrer('https://shop.example/account/login?next=/cart'); // true
 * isLoginReferrer('/cart'); // false
 */
export function isLoginReferrer(referrer: string | null | undefined): boolean {
  const path = pathOf(referrer);
  if (path === null) return false;
  const segments = path.split('/').filter(Boolean);
  return segments[segments.length - 1] === LOGIN_PATH_SEGMENT;
}

/**
 * Spec 4: a login event is due when the session flag for going to login is
 * true and the referrer path was the login page.
 *
 * @example
 * shouldTrackLogin({ goingToLogin: 'true', referrer: 'https://shop.example/account/login' }); // true
 */
export function shouldTrackLogin(input: { goingToLogin: string | boolean | null; referrer: string | null }): boolean {
  const isFlagOn = input.goingToLogin === true || input.goingToLogin === 'true';
  return isFlagOn && isLoginReferrer(input.referrer);
}

/**
 * The page-view event for a route (spec 2 route names → page type).
 *
 * @example
 * buildPageView({ routeName: 'product-index', path: '/products/linen', title: 'Linen shirt' }).payload.pageType; // 'product'
 */
export function buildPageView(input: {
  routeName: string | null;
  path?: string | null;
  title?: string | null;
}): TrackingEvent<PageViewPayload> {
  return {
    name: TRACKING_EVENTS.pageView,
    payload: {
      routeName: input.routeName,
      pageType: pageTypeForRoute(input.routeName),
      path: input.path ?? null,
      title: input.title ?? null,
    },
  };
}

/**
 * The add-to-cart event; `value` is the sum of price × quantity.
 *
 * @example
 * buildAddToCart({ items: [{ productId: 7, price: 1500, quantity: 2 }], currency: 'USD' }).payload.value; // 3000
 */
export function buildAddToCart(input: {
  items: TrackedItem[];
  currency?: string | null;
}): TrackingEvent<AddToCartPayload> {
  const value = input.items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
  return { name: TRACKING_EVENTS.addToCart, payload: { items: input.items, currency: input.currency ?? null, value } };
}

/**
 * The coupon-apply event, published by the coupon flow's `finally` step (spec 4).
 *
 * @example
 * buildCouponApply({ code: 'AUTUMN', isSuccess: true });
 */
export function buildCouponApply(input: CouponApplyPayload): TrackingEvent<CouponApplyPayload> {
  return { name: TRACKING_EVENTS.couponApply, payload: { ...input } };
}

/**
 * The purchase event with `eventId` = base64 of the order number (spec 9) and
 * card data in `userData` masked.
 *
 * @example
 * buildPurchase({ orderId: 9, orderNumber: '1001', currency: 'USD', quantity: 1, items: [] }).payload.eventId; // 'MTAwMQ=='
 */
export function buildPurchase(order: OrderEventFields): TrackingEvent<PurchasePayload> {
  return {
    name: TRACKING_EVENTS.purchase,
    payload: scrubPaymentDetails({ ...order, eventId: purchaseEventId(order.orderNumber) }),
  };
}

/**
 * The events a checkout failure publishes: always `track:checkout_failed`
 * (message translated through `checkout.{message}`), plus
 * `track:order_create_failed` when the status starts with 4 or 5 (spec 8).
 * Card numbers in `details` are masked and security codes dropped.
 *
 * @example
 * buildCheckoutFailure({ status: 422, message: 'PAYMENT_DECLINED' }, translate).map((event) => event.name);
 * // ['track:checkout_failed', 'track:order_create_failed']
 */
export function buildCheckoutFailure(
  failure: CheckoutFailure,
  translate?: Translate,
): TrackingEvent<CheckoutFailedPayload | OrderCreateFailedPayload>[] {
  const status = failure.status === null || failure.status === undefined ? null : String(failure.status);
  const message = translateCheckoutMessage(failure.message, translate);
  const code = failure.code ?? null;
  const step = failure.step ?? null;
  const checkoutFailed: TrackingEvent<CheckoutFailedPayload> = {
    name: TRACKING_EVENTS.checkoutFailed,
    payload: { status, code, message, step, details: failure.details ? scrubPaymentDetails(failure.details) : null },
  };
  if (status === null || !isOrderCreateFailedStatus(status)) return [checkoutFailed];
  return [checkoutFailed, { name: TRACKING_EVENTS.orderCreateFailed, payload: { status, code, message, step } }];
}

/**
 * The login event (publish it only when `shouldTrackLogin` says so).
 *
 * @example
 * buildLogin('https://shop.example/account/login').payload.referrerPath; // '/account/login'
 */
export function buildLogin(referrer: string): TrackingEvent<LoginPayload> {
  return { name: TRACKING_EVENTS.login, payload: { referrerPath: pathOf(referrer) ?? referrer } };
}

/** Path of an absolute or relative URL; `null` when empty or unparsable. */
function pathOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
}
