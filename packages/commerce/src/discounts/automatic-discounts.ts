import type { AutomaticDiscount } from './discounts.types';
import {
  discountUnits,
  percentOfLines,
  scopedIndexes,
  spread,
  unitsCheapestFirst,
  unitsDiscount,
  type WorkLine,
} from './line-math';

/** Automatic discounts in the order they apply: `discount_order`, then id. */
export function inStackingOrder(discounts: readonly AutomaticDiscount[]): AutomaticDiscount[] {
  return [...discounts].sort((a, b) => a.discount_order - b.discount_order || a.id - b.id);
}

/**
 * What one automatic product discount takes off each line.
 * - Nothing until the qualifying items reach `effective_level`.
 * - `equal_gift`: for every `effective_level` items of a product, one more
 *   item of the same product gets the discount (the cheapest ones).
 * - `cheapest_item`: only the cheapest qualifying item gets it.
 * - `each`: the value applies to every qualifying item (a fixed amount per item);
 *   `across`: the value is spread over all qualifying lines (a fixed amount once).
 */
export function automaticLineDiscounts(discount: AutomaticDiscount, lines: readonly WorkLine[]): number[] {
  const indexes = scopedIndexes(lines, discount.adjustment_group);
  const quantity = indexes.reduce((sum, index) => sum + (lines[index]?.quantity ?? 0), 0);
  const none = lines.map(() => 0);
  if (quantity < discount.effective_level) return none;
  const percentage = discount.value_type === 'percentage';

  if (discount.equal_gift || discount.adjustment_target === 'cheapest_item') {
    const units = unitsCheapestFirst(lines, indexes);
    const giftCount = discount.equal_gift ? Math.floor(units.length / (discount.effective_level + 1)) : 1;
    const picked = units.slice(0, giftCount);
    if (percentage) return discountUnits(lines, picked, discount.value);
    return lines.map((line, index) => {
      const count = picked.filter((unit) => unit.index === index).length;
      return Math.min(discount.value * count, unitsDiscount(line, count, 10_000));
    });
  }
  if (discount.allocation_method === 'across') {
    return percentage ? percentOfLines(discount.value, lines, indexes) : spread(discount.value, lines, indexes);
  }
  return lines.map((line, index) => {
    if (!indexes.includes(index)) return 0;
    return percentage
      ? unitsDiscount(line, line.quantity, discount.value)
      : Math.min(discount.value * line.quantity, line.amount);
  });
}
