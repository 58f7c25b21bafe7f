import { BASIS_POINTS, divideRoundHalfUp, percentOf } from '../pricing/money';

/** How the store taxes a cart. */
export interface TaxSettings {
  /** prices already include tax (EU/UK/AU style) or tax is added on top (US/CA style) */
  pricesIncludeTax: boolean;
  /** shipping is taxed at the same rate as the goods */
  taxShipping: boolean;
  /** sum of the rates (basis points) for the cart's address; 0 without an address */
  rateBasisPoints: number;
}

/** A tax rate row, for matching against an address. */
export interface TaxRateRule {
  country: string;
  /** null: the whole country */
  region: string | null;
  rate_bp: number;
  name: string;
}

/**
 * The rate for an address: the country-wide rates plus the rates of its
 * region (e.g. Canada's GST plus Ontario's provincial part).
 */
export function rateForAddress(rates: readonly TaxRateRule[], country: string, region: string): number {
  return rates
    .filter((rate) => rate.country === country && (rate.region === null || rate.region === region))
    .reduce((sum, rate) => sum + rate.rate_bp, 0);
}

/**
 * Tax on an amount: when prices include tax it is the part of the amount that
 * is tax (amount − amount / (1 + rate)), otherwise rate × amount; rounded
 * half up to minor units, per line.
 *
 * @example taxOn(1200, { rateBasisPoints: 2000, pricesIncludeTax: true, taxShipping: true }) // 200
 */
export function taxOn(amount: number, settings: TaxSettings): number {
  if (settings.rateBasisPoints <= 0 || amount <= 0) return 0;
  if (!settings.pricesIncludeTax) return percentOf(amount, settings.rateBasisPoints);
  const net = divideRoundHalfUp(BigInt(amount) * BigInt(BASIS_POINTS), BigInt(BASIS_POINTS + settings.rateBasisPoints));
  return amount - net;
}
