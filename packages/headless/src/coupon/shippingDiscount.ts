import type { Cart } from '../contract';
import type { CouponRecord, ShippingMethod } from './coupon.types';

/** `discount_type` of a coupon that lowers shipping costs (spec 3). */
export const SHIPPING_DISCOUNT_TYPE = 'shipping_discount';
/** `rule_data.limit_type` value that makes the shipping discount unlimited (spec 4). */
export const UNLIMITED_SHIPPING_LIMIT_TYPE = 'min_shipping';

/** A shipping-discount coupon's rule, read from its `rule_data`. */
export interface ShippingDiscountRule {
  /** `true` when the discount covers the whole cost (`limit_type = min_shipping` or `max_limit = false`). */
  isUnlimited: boolean;
  /** Most taken off each method's cost, in minor units; 0 when the rule does not say. */
  maxShippingAmount: number;
  /** Ids of the shipping methods it applies to; `null` = every method. */
  methodIds: readonly string[] | null;
}

/**
 * The shipping-discount rule of a coupon, or `null` when the coupon is not a
 * `shipping_discount` one. `select_shipping` that is missing or empty means
 * every method; an amount that is not a number takes nothing off.
 *
 * @example
 * shippingDiscountRule(cart.coupon_record); // { isUnlimited: false, maxShippingAmount: 500, methodIds: ['standard'] }
 */
export function shippingDiscountRule(record: CouponRecord | null | undefined): ShippingDiscountRule | null {
  if (!record || record.discount_type !== SHIPPING_DISCOUNT_TYPE) return null;
  const { limit_type, max_limit, max_shipping_amount, select_shipping } = record.rule_data;
  const amount = Number(max_shipping_amount);
  const ids = Array.isArray(select_shipping) ? select_shipping.map(String) : [];
  return {
    isUnlimited: limit_type === UNLIMITED_SHIPPING_LIMIT_TYPE || max_limit === false,
    maxShippingAmount: Number.isFinite(amount) && amount > 0 ? amount : 0,
    methodIds: ids.length > 0 ? ids : null,
  };
}

/**
 * A shipping cost after the discount (spec 4): `max(cost − max_shipping_amount, 0)`,
 * or 0 when the rule is unlimited.
 *
 * @example
 * discountedShippingCost(800, { isUnlimited: false, maxShippingAmount: 500, methodIds: null }); // 300
 * discountedShippingCost(800, { isUnlimited: true, maxShippingAmount: 500, methodIds: null }); // 0
 */
export function discountedShippingCost(cost: number, rule: ShippingDiscountRule): number {
  if (rule.isUnlimited) return 0;
  return Math.max(cost - rule.maxShippingAmount, 0);
}

/**
 * The shipping methods as the shopper should see them under the cart's
 * coupon (spec 4): each method the shipping-discount rule selects gets the
 * discounted `cost` and keeps the original in `regular_cost`. Other coupons,
 * or no coupon, leave the methods as they are. Safe to run twice: a method
 * that already has `regular_cost` is discounted from that.
 *
 * @example
 * discountShippingMethods(cart.shipping.methods, cart.coupon_record);
 * // [{ id: 'standard', title: 'Standard', cost: 300, regular_cost: 800 }, ...]
 */
export function discountShippingMethods(
  methods: readonly ShippingMethod[],
  record: CouponRecord | null | undefined,
): ShippingMethod[] {
  const rule = shippingDiscountRule(record);
  if (!rule) return [...methods];
  return methods.map((method) => {
    if (rule.methodIds && !rule.methodIds.includes(method.id)) return method;
    const regularCost = method.regular_cost ?? method.cost;
    return { ...method, cost: discountedShippingCost(regularCost, rule), regular_cost: regularCost };
  });
}

/**
 * The cart's shipping methods with its coupon's shipping discount shown (see `discountShippingMethods`).
 *
 * @example
 * const methods = cartShippingMethods(cart);
 */
export function cartShippingMethods(cart: Cart | null | undefined): ShippingMethod[] {
  return cart ? discountShippingMethods(cart.shipping.methods, cart.coupon_record) : [];
}
