import type { CartNotice } from '@vitrine/headless/contract';
import { CommerceError } from '../errors';
import { formatMoney } from '../pricing/money';
import type { PricingSettings } from '../pricing/pricing.load';
import type { PricedCart, PricingInput } from '../pricing/pricing.types';
import type { CartRow } from './cart.read';

/** 'Must have at least/at most {p} in total' for a non-empty cart outside the store's limits, else null. */
export function totalLimitNotice(
  contentsTotal: number,
  lineCount: number,
  settings: Pick<PricingSettings, 'min_cart_total' | 'max_cart_total'>,
  currency: string,
): CartNotice | null {
  if (lineCount === 0) return null;
  if (settings.min_cart_total !== null && contentsTotal < settings.min_cart_total) {
    const message = `Must have at least ${formatMoney(settings.min_cart_total, currency)} in total`;
    return { type: 'error', code: 'CART_TOTAL_TOO_LOW', message };
  }
  if (settings.max_cart_total !== null && contentsTotal > settings.max_cart_total) {
    const message = `Must have at most ${formatMoney(settings.max_cart_total, currency)} in total`;
    return { type: 'error', code: 'CART_TOTAL_TOO_HIGH', message };
  }
  return null;
}

/**
 * Throws 422 with the limit's code and message when the cart's goods total is
 * outside the store's limits; checkout start calls this.
 */
export function assertCartWithinTotalLimits(cart: { notices: CartNotice[] }): void {
  const notice = cart.notices.find((n) => n.code === 'CART_TOTAL_TOO_LOW' || n.code === 'CART_TOTAL_TOO_HIGH');
  if (!notice) return;
  throw new CommerceError({ status: 422, code: notice.code, message: notice.message, field: 'cart_total' });
}

/** Messages the cart shows: coupon conditions, shipping availability and the total limits. */
export function cartNotices(context: {
  cart: CartRow;
  input: PricingInput;
  priced: PricedCart;
  settings: PricingSettings;
  currency: string;
  lineCount: number;
}): CartNotice[] {
  const { cart, input, priced, settings, currency, lineCount } = context;
  const notices: CartNotice[] = [];
  if (cart.coupon_code && !input.coupon) {
    notices.push({
      type: 'error',
      code: 'COUPON_EXPIRED',
      message: `The discount code ${cart.coupon_code} is no longer valid`,
    });
  }
  if (input.coupon && priced.coupon_inactive_reason === 'COUPON_MINIMUM_SUBTOTAL_NOT_MET') {
    const amount = formatMoney(input.coupon.minimum_subtotal, currency);
    notices.push({
      type: 'notice',
      code: 'COUPON_MINIMUM_NOT_MET',
      message: `Spend at least ${amount} to use ${input.coupon.code}`,
    });
  }
  if (input.coupon && priced.coupon_inactive_reason === 'COUPON_MINIMUM_QUANTITY_NOT_MET') {
    const count = input.coupon.minimum_quantity;
    notices.push({
      type: 'notice',
      code: 'COUPON_MINIMUM_NOT_MET',
      message: `Add at least ${count} items to use ${input.coupon.code}`,
    });
  }
  if (cart.shipping_address && lineCount > 0 && input.shippingMethods.length === 0) {
    notices.push({ type: 'error', code: 'NO_SHIPPING_METHODS', message: 'No shipping methods available' });
  }
  const limit = totalLimitNotice(priced.cart_contents_total, lineCount, settings, currency);
  if (limit) notices.push(limit);
  return notices;
}
