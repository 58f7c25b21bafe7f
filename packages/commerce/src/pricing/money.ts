import { currencyDecimals } from '@vitrine/headless/contract';
/** Basis points in a whole: 10000 bp = 100 %, so 10 % is 1000 bp. Percentages stay integers. */
export const BASIS_POINTS = 10_000;

/**
 * `amount × basisPoints / 10000`, rounded half up to whole minor units.
 * BigInt keeps large quantities of expensive items exact.
 *
 * @example percentOf(1999, 1000) // 200 (10 % of $19.99, half a cent rounds up)
 */
export function percentOf(amount: number, basisPoints: number): number {
  return divideRoundHalfUp(BigInt(amount) * BigInt(basisPoints), BigInt(BASIS_POINTS));
}

/** `numerator / denominator` for non-negative integers, rounded half up. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * Splits `total` over parts in proportion to `weights` (largest remainder
 * method), so the shares always add up to exactly `total`. A remainder cent
 * goes to the part with the largest fraction; on a tie, to the earlier part,
 * so the same cart always splits the same way. No share exceeds its weight
 * when `total ≤ sum(weights)`.
 *
 * @example allocate(100, [1, 1, 1]) // [34, 33, 33]
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const whole = BigInt(sum);
  const shares = weights.map((weight) => {
    const exact = BigInt(total) * BigInt(weight);
    return { share: Number(exact / whole), fraction: exact % whole };
  });
  let remainder = total - shares.reduce((acc, { share }) => acc + share, 0);
  const order = shares
    .map((share, index) => ({ ...share, index }))
    .sort((a, b) => (a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1));
  const result = shares.map(({ share }) => share);
  for (const { index } of order) {
    if (remainder <= 0) break;
    result[index] = (result[index] ?? 0) + 1;
    remainder -= 1;
  }
  return result;
}

/**
 * How many digits a currency's minor unit has (ISO 4217), the same rule the
 * shop's prices are shown with: an amount in minor units is the decimal amount
 * times 10 to this power. (`Intl`'s fraction digits are display rules and differ
 * from ISO 4217 for some currencies: HUF and IDR show no decimals but have cents.)
 *
 * @example currencyDigits('USD') // 2 (cents)
 * @example currencyDigits('JPY') // 0 (no smaller unit than the yen)
 * @example currencyDigits('KWD') // 3 (fils)
 */
export const currencyDigits: (currency: string) => number = currencyDecimals;

/** Formats minor units for messages ('Must have at least $10.00 in total'). */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    amount / 10 ** currencyDigits(currency),
  );
}
