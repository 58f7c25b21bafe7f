import type { z } from 'zod';
import type { PricedShippingMethod } from '../pricing/pricing.types';
import type { shippingDiscountRuleSchema } from '@vitrine/headless/contract';

/**
 * Spec 4: each selected method's cost becomes max(cost − max_shipping_amount, 0);
 * the cap is unlimited (cost 0) when limit_type is min_shipping or max_limit
 * is false. `select_shipping` names the methods (empty: all). A lowered method
 * keeps its old cost as `regular_cost`.
 */
export function applyShippingDiscount(
  rule: z.infer<typeof shippingDiscountRuleSchema>,
  methods: readonly PricedShippingMethod[],
): PricedShippingMethod[] {
  const unlimited = rule.limit_type === 'min_shipping' || !rule.max_limit;
  return methods.map((method) => {
    const selected = rule.select_shipping.length === 0 || rule.select_shipping.includes(method.id);
    if (!selected) return method;
    const cost = unlimited ? 0 : Math.max(method.cost - rule.max_shipping_amount, 0);
    return cost < method.cost ? { ...method, cost, regular_cost: method.cost } : method;
  });
}
