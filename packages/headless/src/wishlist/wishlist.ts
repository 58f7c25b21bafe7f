import type { StoreApiError } from '../client/StoreApiError';
import type { HttpMethod, QueryValue } from '../client/client.types';
import type { ProductId, WishingBody, WishlistOutcome, WishlistToggleInput } from './wishlist.types';

/** Store API path of the wished product ids (spec 7). */
export const WISHED_PATH = '/wish_list/wished';
/** Store API path that adds (POST) or removes (DELETE) a product (spec 7). */
export const WISHING_PATH = '/wish_list/wishing';
/** Machine code the server refuses an add with when the wish list holds as many products as it may. */
export const WISHLIST_FULL_CODE = 'WISHLIST_FULL';
/** Status meaning the shopper is not signed in: the login prompt opens (spec 6, 8). */
export const WISHLIST_UNAUTHENTICATED_STATUS = 401;

/**
 * `true` when `productId` is in `ids`; numbers and numeric strings compare equal.
 *
 * @example
 * isProductWished([12, 40], '40'); // true
 */
export function isProductWished(ids: readonly ProductId[], productId: ProductId): boolean {
  const key = String(productId);
  return ids.some((id) => String(id) === key);
}

/**
 * `ids` with `productId` added (at the end) or removed.
 *
 * @example
 * withWished([12], 40, true); // [12, 40]
 * withWished([12, 40], '12', false); // [40]
 */
export function withWished(ids: readonly ProductId[], productId: ProductId, isWished: boolean): ProductId[] {
  const without = ids.filter((id) => String(id) !== String(productId));
  return isWished ? [...without, productId] : without;
}

/**
 * The spec's outcome of a toggle that succeeded (spec 4): a wished product was removed, else it joined.
 *
 * @example
 * toggleOutcome(true); // "removed"
 */
export function toggleOutcome(wasWished: boolean): Exclude<WishlistOutcome, 'full'> {
  return wasWished ? 'removed' : 'joined';
}

/**
 * The call a toggle makes (spec 4, 7): a wished product is removed with
 * `DELETE`, any other is added with `POST`, both to `/wish_list/wishing` with
 * `product_id` (and `variant_id` when given) in the body and the `is_no_stock`
 * and `is_ar` flags (1 or 0) in the query.
 *
 * @example
 * wishingRequest({ productId: 40, variantId: 401 }, false);
 * // { method: 'POST', path: '/wish_list/wishing', body: { product_id: 40, variant_id: 401 }, query: { is_no_stock: 0, is_ar: 0 } }
 */
export function wishingRequest(
  input: WishlistToggleInput,
  isWished: boolean,
): { method: HttpMethod; path: string; body: WishingBody; query: Record<string, QueryValue> } {
  return {
    method: isWished ? 'DELETE' : 'POST',
    path: WISHING_PATH,
    body:
      input.variantId === undefined
        ? { product_id: input.productId }
        : { product_id: input.productId, variant_id: input.variantId },
    query: { is_no_stock: input.isNoStock ? 1 : 0, is_ar: input.isAr ? 1 : 0 },
  };
}

/**
 * `true` when a failed wish-list call means "sign in first" (spec 8: a 401 opens the login).
 *
 * @example
 * if (isLoginRequiredError(error)) openLogin();
 */
export function isLoginRequiredError(error: Pick<StoreApiError, 'status'>): boolean {
  return error.status === WISHLIST_UNAUTHENTICATED_STATUS;
}

/**
 * `true` when the server refused an add because the wish list is full (outcome `full`).
 *
 * @example
 * isWishlistFullError(new StoreApiError({ status: 422, code: 'WISHLIST_FULL', message: 'Your wish list is full' })); // true
 */
export function isWishlistFullError(error: Pick<StoreApiError, 'code'>): boolean {
  return error.code === WISHLIST_FULL_CODE;
}
