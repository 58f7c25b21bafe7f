import type { StoreRequestInfo } from './client.types';
import type { StoreApiError } from './StoreApiError';

/** Status of a validation failure: the one status the spec's reporting exceptions apply to (spec 8). */
const VALIDATION_STATUS = 422;
/** Path of the coupon calls whose 422s are an expected shopper outcome, not a fault (spec 8). */
export const COUPON_PATH = '/cart/coupons';
/** The postcode message whose 422 is an expected shopper outcome, not a fault (spec 8). */
export const UNDELIVERABLE_POSTCODE_MESSAGE = 'This postcode cannot be delivered';
/** Machine code of the same postcode failure (the spec's catalogue codes are the machine codes). */
export const UNDELIVERABLE_POSTCODE_CODE = 'POSTCODE_NOT_DELIVERABLE';

/** Signed-out shoppers meet 401s as a normal step (the wish list opens the login dialog, spec 6); not a fault. */
const UNAUTHENTICATED_STATUS = 401;
/** The wish list refusing a product because it is full is an outcome shown to the shopper (`full`), not a fault. */
export const WISHLIST_FULL_ERROR_CODE = 'WISHLIST_FULL';
/** The loyalty token call: its failures are ignored and an empty token used (spec 8). */
const REWARDS_TOKEN_PATH = '/stamped/getToken';

function isCouponCall(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return bare === COUPON_PATH || bare.startsWith(`${COUPON_PATH}/`);
}

function isUndeliverablePostcode(error: StoreApiError): boolean {
  if (error.code === UNDELIVERABLE_POSTCODE_CODE || error.message === UNDELIVERABLE_POSTCODE_MESSAGE) return true;
  return Object.values(error.errors ?? {}).some((messages) => messages.includes(UNDELIVERABLE_POSTCODE_MESSAGE));
}

/**
 * Whether a failed call goes to error tracking (spec 8): every failure does,
 * except a 401 (signing in is a normal step), a full wish list, the loyalty
 * token call (its failures are ignored by rule), a 422 from a coupon call (`/cart/coupons`, `/cart/coupons/{code}`),
 * whose message the shopper sees instead, and a 422 saying the postcode cannot
 * be delivered (by message, field message or machine code). Other statuses of
 * those calls are reported.
 *
 * @example
 * shouldReportError(new StoreApiError({ status: 422, code: 'COUPON_MISMATCH', message: 'No match' }), {
 *   method: 'POST',
 *   path: '/cart/coupons',
 * }); // false
 * shouldReportError(new StoreApiError({ status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 2 left' }), {
 *   method: 'PUT',
 *   path: '/cart/line-1',
 * }); // true
 */
export function shouldReportError(error: StoreApiError, request: StoreRequestInfo): boolean {
  if (error.status === UNAUTHENTICATED_STATUS || error.code === WISHLIST_FULL_ERROR_CODE) return false;
  if ((request.path.split('?')[0] ?? request.path) === REWARDS_TOKEN_PATH) return false;
  if (error.status !== VALIDATION_STATUS) return true;
  return !isCouponCall(request.path) && !isUndeliverablePostcode(error);
}
