import type { z } from 'zod';
import type { adjustmentSchema, CouponRuleData } from '@vitrine/headless/contract';

/** A coupon ready for pricing: its rule plus the conditions pricing checks against the cart. */
export type CouponRule = CouponRuleData & {
  code: string;
  /** basis points for `percentage`, minor units for `fixed_amount`; unused by the other types */
  value: number;
  /** the discounted contents must reach this before the coupon gives anything */
  minimum_subtotal: number;
  minimum_quantity: number;
  /** the rule_data as stored, for the cart's coupon_record */
  raw_rule_data: Record<string, unknown>;
};

/** An automatic product discount. */
export type AutomaticDiscount = z.infer<typeof adjustmentSchema> & { id: number; title: string };
