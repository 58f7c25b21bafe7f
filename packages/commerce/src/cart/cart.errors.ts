import { CommerceError } from '../errors';

/** A 422 about one input field, readable as `errors[field][0]` (the storefront shows `errors.code[0]` for coupons). */
export function fieldError(code: string, field: string, message: string, status = 422): CommerceError {
  return new CommerceError({ status, code, message, field, errors: { [field]: [message] } });
}

/** Spec 8: 'coupon code did not match'. Unknown, inactive or unreadable codes all look the same to the shopper. */
export const couponNotMatched = () => fieldError('COUPON_NOT_MATCHED', 'code', 'coupon code did not match');

/** Applying a coupon or choosing shipping needs something in the cart. */
export const cartEmpty = (field: string) => fieldError('CART_EMPTY', field, 'Your cart is empty');
