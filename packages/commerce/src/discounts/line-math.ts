import { allocate, BASIS_POINTS, divideRoundHalfUp, percentOf } from '../pricing/money';
import type { ProductScope } from '@vitrine/headless/contract';

/** A line during pricing: `amount` is what is left of it after the discounts applied so far. */
export interface WorkLine {
  productId: number;
  collectionIds: number[];
  quantity: number;
  amount: number;
}

/** True when the line is one of the products (or in one of the collections) the scope names; an empty scope takes all. */
export function inScope(line: WorkLine, scope: ProductScope): boolean {
  if (scope.product_ids.length === 0 && scope.collection_ids.length === 0) return true;
  return (
    scope.product_ids.includes(line.productId) || line.collectionIds.some((id) => scope.collection_ids.includes(id))
  );
}

/** Indexes of the lines in scope that still have something to discount. */
export function scopedIndexes(lines: readonly WorkLine[], scope: ProductScope): number[] {
  return lines.flatMap((line, index) => (line.amount > 0 && inScope(line, scope) ? [index] : []));
}

/**
 * Spreads a discount of `total` over the given lines in proportion to what is
 * left of each; capped at what is left, so nothing goes below 0.
 */
export function spread(total: number, lines: readonly WorkLine[], indexes: readonly number[]): number[] {
  const result = lines.map(() => 0);
  const weights = indexes.map((index) => lines[index]?.amount ?? 0);
  const capped = Math.min(
    total,
    weights.reduce((sum, weight) => sum + weight, 0),
  );
  allocate(capped, weights).forEach((share, position) => {
    result[indexes[position] ?? 0] = share;
  });
  return result;
}

/** A percentage of the lines' amounts taken together (rounded once, then spread). */
export function percentOfLines(basisPoints: number, lines: readonly WorkLine[], indexes: readonly number[]): number[] {
  const total = indexes.reduce((sum, index) => sum + (lines[index]?.amount ?? 0), 0);
  return spread(percentOf(total, Math.min(basisPoints, BASIS_POINTS)), lines, indexes);
}

/** The discount on `units` of a line's units at `basisPoints` off, using the line's average unit amount. */
export function unitsDiscount(line: WorkLine, units: number, basisPoints: number): number {
  if (units <= 0 || line.quantity <= 0) return 0;
  const discount = divideRoundHalfUp(
    BigInt(line.amount) * BigInt(Math.min(units, line.quantity)) * BigInt(basisPoints),
    BigInt(line.quantity) * BigInt(BASIS_POINTS),
  );
  return Math.min(discount, line.amount);
}

/** One unit of one line, for rules that pick individual items (cheapest first, most expensive first). */
export interface Unit {
  index: number;
  unitAmount: number;
}

/** Every unit of the given lines, cheapest first; ties keep cart order. */
export function unitsCheapestFirst(lines: readonly WorkLine[], indexes: readonly number[]): Unit[] {
  return indexes
    .flatMap((index) => {
      const line = lines[index];
      if (!line) return [];
      return Array.from({ length: line.quantity }, () => ({ index, unitAmount: line.amount / line.quantity }));
    })
    .sort((a, b) => a.unitAmount - b.unitAmount || a.index - b.index);
}

/** Turns "n units of line i at p % off" counts into per-line discounts. */
export function discountUnits(lines: readonly WorkLine[], picked: readonly Unit[], basisPoints: number): number[] {
  const counts = new Map<number, number>();
  for (const unit of picked) counts.set(unit.index, (counts.get(unit.index) ?? 0) + 1);
  return lines.map((line, index) => unitsDiscount(line, counts.get(index) ?? 0, basisPoints));
}
