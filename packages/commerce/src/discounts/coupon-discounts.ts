import type { z } from 'zod';
import type {
  buyXGetXRuleSchema,
  buyXGetYRuleSchema,
  bulkDiscountRuleSchema,
  stepDiscountRuleSchema,
} from '@vitrine/headless/contract';
import type { CouponRule } from './discounts.types';
import {
  discountUnits,
  inScope,
  percentOfLines,
  scopedIndexes,
  spread,
  unitsCheapestFirst,
  type Unit,
  type WorkLine,
} from './line-math';

const sumOf = (lines: readonly WorkLine[], indexes: readonly number[], pick: (line: WorkLine) => number) =>
  indexes.reduce((sum, index) => sum + pick(lines[index] as WorkLine), 0);

/** Percentage (basis points) or an amount off the lines taken together. */
function valueOff(valueType: 'percentage' | 'amount', value: number, lines: readonly WorkLine[], indexes: number[]) {
  return valueType === 'percentage' ? percentOfLines(value, lines, indexes) : spread(value, lines, indexes);
}

/**
 * Bulk: the step for the number of eligible items (the highest step not
 * above it; steps stop at the 10th item, so an 11th item keeps the 10th
 * step). A percentage comes off the eligible lines; an amount comes off each
 * eligible item.
 */
function bulk(rule: z.infer<typeof bulkDiscountRuleSchema>, lines: readonly WorkLine[]): number[] {
  const indexes = scopedIndexes(lines, rule.applies_to);
  const quantity = sumOf(lines, indexes, (line) => line.quantity);
  const step = [...rule.steps].sort((a, b) => b.quantity - a.quantity).find((s) => s.quantity <= quantity);
  if (!step) return lines.map(() => 0);
  if (rule.value_type === 'percentage') return percentOfLines(step.value, lines, indexes);
  return spread(step.value * quantity, lines, indexes);
}

/** Step: the highest tier whose threshold the eligible spend (or quantity) reaches; at the threshold exactly counts. */
function step(rule: z.infer<typeof stepDiscountRuleSchema>, lines: readonly WorkLine[]): number[] {
  const indexes = scopedIndexes(lines, rule.applies_to);
  const measure = sumOf(lines, indexes, (line) => (rule.threshold_type === 'spend' ? line.amount : line.quantity));
  const tier = [...rule.tiers].sort((a, b) => b.threshold - a.threshold).find((t) => t.threshold <= measure);
  if (!tier) return lines.map(() => 0);
  return valueOff(rule.value_type, tier.value, lines, indexes);
}

/**
 * Buy X get Y: each time, the X most expensive unused "buy" items pay full
 * price and the Y cheapest unused "get" items get the discount. An item is
 * used once, so with one product in both groups X+Y items are needed.
 */
function buyXGetY(rule: z.infer<typeof buyXGetYRuleSchema>, lines: readonly WorkLine[]): number[] {
  // One set of unit objects, so an item picked as a "buy" is recognised among the "get" items.
  const units = unitsCheapestFirst(
    lines,
    lines.map((_, index) => index),
  );
  const buyUnits = units.filter((unit) => inScope(lines[unit.index] as WorkLine, rule.buy)).reverse();
  const getUnits = units.filter((unit) => inScope(lines[unit.index] as WorkLine, rule.get));
  const used = new Set<Unit>();
  const discounted: Unit[] = [];
  for (let applied = 0; rule.max_applications === null || applied < rule.max_applications; applied += 1) {
    const buys = buyUnits.filter((unit) => !used.has(unit)).slice(0, rule.buy_quantity);
    if (buys.length < rule.buy_quantity) break;
    const gets = getUnits.filter((unit) => !used.has(unit) && !buys.includes(unit)).slice(0, rule.get_quantity);
    if (gets.length < rule.get_quantity) break;
    for (const unit of [...buys, ...gets]) used.add(unit);
    discounted.push(...gets);
  }
  return discountUnits(lines, discounted, rule.get_percentage);
}

/** Buy X get X: per product, every X+Y items give Y of them (the cheapest) the discount. */
function buyXGetX(rule: z.infer<typeof buyXGetXRuleSchema>, lines: readonly WorkLine[]): number[] {
  const byProduct = new Map<number, number[]>();
  for (const index of scopedIndexes(lines, rule.applies_to)) {
    const productId = (lines[index] as WorkLine).productId;
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), index]);
  }
  const discounted: Unit[] = [];
  for (const indexes of byProduct.values()) {
    const units = unitsCheapestFirst(lines, indexes);
    const applications = Math.floor(units.length / (rule.buy_quantity + rule.get_quantity));
    discounted.push(...units.slice(0, applications * rule.get_quantity));
  }
  return discountUnits(lines, discounted, rule.get_percentage);
}

/**
 * What the coupon takes off each line (shipping discounts take nothing off
 * lines). Never more than what is left of a line.
 *
 * @example couponLineDiscounts(welcome10, lines) // [200, 150]
 */
export function couponLineDiscounts(coupon: CouponRule, lines: readonly WorkLine[]): number[] {
  switch (coupon.discount_type) {
    case 'percentage':
      return percentOfLines(coupon.value, lines, scopedIndexes(lines, coupon.rule_data.applies_to));
    case 'fixed_amount':
      return spread(coupon.value, lines, scopedIndexes(lines, coupon.rule_data.applies_to));
    case 'bulk_discount':
      return bulk(coupon.rule_data, lines);
    case 'step_discount':
      return step(coupon.rule_data, lines);
    case 'buy_x_get_y_discount':
      return buyXGetY(coupon.rule_data, lines);
    case 'buy_x_get_x_discount':
      return buyXGetX(coupon.rule_data, lines);
    case 'shipping_discount':
      return lines.map(() => 0);
  }
}
