import { adjustmentSchema, couponRuleSchema } from '@vitrine/headless/contract';
import type { AutomaticDiscount, CouponRule } from '../discounts/discounts.types';
import type { ShippingMethodRule } from '../shipping/shipping.types';
import type { PricingInput, PricingLine } from './pricing.types';

/** A line for pricing tests: product `productId`, `quantity` units at `unitPrice`. */
export function line(key: string, unitPrice: number, quantity: number, extra: Partial<PricingLine> = {}): PricingLine {
  return {
    key,
    variantId: 1,
    productId: 1,
    unitPrice,
    quantity,
    weightGrams: 0,
    properties: [],
    collectionIds: [],
    ...extra,
  };
}

/** A coupon for pricing tests, its rule_data parsed like the database's. */
export function coupon(
  discountType: string,
  ruleData: Record<string, unknown>,
  extra: Partial<Pick<CouponRule, 'value' | 'minimum_subtotal' | 'minimum_quantity' | 'code'>> = {},
): CouponRule {
  const parsed = couponRuleSchema.parse({ discount_type: discountType, rule_data: ruleData });
  return {
    code: 'TEST',
    value: 0,
    minimum_subtotal: 0,
    minimum_quantity: 0,
    raw_rule_data: ruleData,
    ...parsed,
    ...extra,
  };
}

/** An automatic discount for pricing tests. */
export function automatic(id: number, adjustment: Record<string, unknown>): AutomaticDiscount {
  return { id, title: `Auto ${id}`, ...adjustmentSchema.parse(adjustment) };
}

/** A flat-rate method. */
export function flat(id: string, amount: number, freeOver: number | null = null): ShippingMethodRule {
  return { id, title: id, rates: { type: 'flat', amount }, free_over: freeOver };
}

/** A pricing input with no discounts, no shipping and no tax, overridden by `extra`. */
export function input(lines: PricingLine[], extra: Partial<PricingInput> = {}): PricingInput {
  return {
    lines,
    coupon: null,
    automaticDiscounts: [],
    shippingMethods: [],
    selectedMethodId: null,
    address: null,
    tax: { pricesIncludeTax: false, taxShipping: true, rateBasisPoints: 0 },
    ...extra,
  };
}
