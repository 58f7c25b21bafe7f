import type { ShippingMethodRule, ShippingRates } from './shipping.types';

/** What a method's cost depends on. */
export interface ShippingBasis {
  /** contents total after line discounts */
  subtotal: number;
  weightGrams: number;
}

function rateFor(rates: ShippingRates, basis: ShippingBasis): number {
  switch (rates.type) {
    case 'flat':
      return rates.amount;
    case 'weight': {
      const bracket =
        rates.brackets.find((b) => b.up_to_grams === null || basis.weightGrams <= b.up_to_grams) ??
        rates.brackets.at(-1);
      return bracket?.amount ?? 0;
    }
    case 'subtotal': {
      const tiers = [...rates.tiers].sort((a, b) => b.min_subtotal - a.min_subtotal);
      return (tiers.find((t) => t.min_subtotal <= basis.subtotal) ?? tiers.at(-1))?.amount ?? 0;
    }
  }
}

/**
 * The cost of a method for this cart: free once the discounted contents
 * reach `free_over` (exactly reaching it counts), else its rate.
 *
 * @example methodCost({ ..., rates: { type: 'flat', amount: 695 }, free_over: 7500 }, { subtotal: 7500, weightGrams: 0 }) // 0
 */
export function methodCost(method: ShippingMethodRule, basis: ShippingBasis): number {
  if (method.free_over !== null && basis.subtotal >= method.free_over) return 0;
  return rateFor(method.rates, basis);
}
