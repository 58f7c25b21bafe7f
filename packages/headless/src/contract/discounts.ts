import { z } from './zod';

/** Bulk discounts list steps up to the 10th item (spec 9); more items keep the 10th step. */
export const BULK_MAX_STEP_QUANTITY = 10;

const minor = z.number().int().nonnegative();
const basisPoints = z.number().int().min(0).max(10_000);

/** Which lines a discount looks at; both lists empty means every line. */
export const productScopeSchema = z.object({
  product_ids: z.array(z.number().int()).default([]),
  collection_ids: z.array(z.number().int()).default([]),
});
export type ProductScope = z.infer<typeof productScopeSchema>;

const scope = productScopeSchema.default({ product_ids: [], collection_ids: [] });
const valueType = z.enum(['percentage', 'amount']);

/** rule_data of `shipping_discount` (spec 3 and 4). */
export const shippingDiscountRuleSchema = z.object({
  limit_type: z.enum(['max_shipping', 'min_shipping']).default('max_shipping'),
  max_limit: z.boolean().default(true),
  max_shipping_amount: minor.default(0),
  /** shipping method ids the discount lowers; empty means every method */
  select_shipping: z.array(z.string()).default([]),
});

/** rule_data of `bulk_discount`: value by number of eligible items, steps 1..10. */
export const bulkDiscountRuleSchema = z.object({
  value_type: valueType,
  steps: z
    .array(
      z.object({
        quantity: z.number().int().min(1).max(BULK_MAX_STEP_QUANTITY),
        value: z.number().int().nonnegative(),
      }),
    )
    .min(1),
  applies_to: scope,
});

/** rule_data of `step_discount`: tiers by spend or by quantity. */
export const stepDiscountRuleSchema = z.object({
  threshold_type: z.enum(['spend', 'quantity']),
  value_type: valueType,
  tiers: z.array(z.object({ threshold: minor, value: z.number().int().nonnegative() })).min(1),
  applies_to: scope,
});

/** rule_data of `buy_x_get_y_discount`. */
export const buyXGetYRuleSchema = z.object({
  buy_quantity: z.number().int().min(1),
  buy: scope,
  get_quantity: z.number().int().min(1),
  get: scope,
  /** discount on each "get" item; 10000 = free */
  get_percentage: basisPoints.default(10_000),
  /** how many times it applies per cart; null = as often as the cart allows */
  max_applications: z.number().int().min(1).nullable().default(null),
});

/** rule_data of `buy_x_get_x_discount`: buy x of a product, get y more of the same product. */
export const buyXGetXRuleSchema = z.object({
  buy_quantity: z.number().int().min(1),
  get_quantity: z.number().int().min(1),
  get_percentage: basisPoints.default(10_000),
  applies_to: scope,
});

/** rule_data of the plain `percentage` and `fixed_amount` coupons (value in the coupon's `value`). */
export const plainCouponRuleSchema = z.object({ applies_to: scope });

/** Every coupon discount type: the spec's five plus plain percentage / fixed amount (welcome and reward codes). */
export const COUPON_DISCOUNT_TYPES = [
  'shipping_discount',
  'bulk_discount',
  'step_discount',
  'buy_x_get_y_discount',
  'buy_x_get_x_discount',
  'percentage',
  'fixed_amount',
] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** The parsed rule of a coupon, tagged by its type. */
export const couponRuleSchema = z.discriminatedUnion('discount_type', [
  z.object({ discount_type: z.literal('shipping_discount'), rule_data: shippingDiscountRuleSchema }),
  z.object({ discount_type: z.literal('bulk_discount'), rule_data: bulkDiscountRuleSchema }),
  z.object({ discount_type: z.literal('step_discount'), rule_data: stepDiscountRuleSchema }),
  z.object({ discount_type: z.literal('buy_x_get_y_discount'), rule_data: buyXGetYRuleSchema }),
  z.object({ discount_type: z.literal('buy_x_get_x_discount'), rule_data: buyXGetXRuleSchema }),
  z.object({ discount_type: z.literal('percentage'), rule_data: plainCouponRuleSchema }),
  z.object({ discount_type: z.literal('fixed_amount'), rule_data: plainCouponRuleSchema }),
]);
export type CouponRuleData = z.infer<typeof couponRuleSchema>;

/** A product discount's adjustment (spec 3: adjustments of a product discount). */
export const adjustmentSchema = z.object({
  /** the products the discount is about */
  adjustment_group: scope,
  /** every qualifying unit, or only the cheapest qualifying unit */
  adjustment_target: z.enum(['line_item', 'cheapest_item']).default('line_item'),
  /** `each`: the value applies to each unit; `across`: the value is spread over all qualifying lines */
  allocation_method: z.enum(['each', 'across']).default('each'),
  /** lower runs first; ties run by id */
  discount_order: z.number().int().default(0),
  /** qualifying units needed before the discount takes effect */
  effective_level: z.number().int().min(1).default(1),
  /** gift of an equal item: for every `effective_level` units, one more unit of the same product gets the discount */
  equal_gift: z.boolean().default(false),
  value_type: z.enum(['percentage', 'fixed_amount']),
  /** basis points for percentage, minor units for fixed_amount */
  value: z.number().int().nonnegative(),
});
