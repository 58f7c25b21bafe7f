import type { FormatPriceOptions, PriceParts } from './price.types';

/** Currencies that have no minor unit, so prices are rounded to whole units (spec: JPY 0 decimals). */
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW', 'CLP', 'VND', 'ISK', 'UGX', 'XAF', 'XOF', 'PYG']);

/** Number of decimals a currency shows. */
export function currencyDecimals(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/**
 * Converts integer minor units to a major-unit number (`1250` USD → `12.5`).
 * Zero-decimal currencies keep their minor unit equal to the major unit.
 */
export function minorToMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** currencyDecimals(currency);
}

/**
 * Formats an amount in minor units into display parts.
 *
 * @example
 * formatPrice(123450, { currency: 'USD' }).text // "$1,234.50"
 * formatPrice(123450, { currency: 'EUR', locale: 'de-DE' }).text // "1.234,50 €"
 */
export function formatPrice(amountMinor: number, options: FormatPriceOptions): PriceParts {
  const currency = options.currency.toUpperCase();
  const decimals = currencyDecimals(currency);
  const formatter = new Intl.NumberFormat(options.locale ?? 'en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const parts = formatter.formatToParts(minorToMajor(amountMinor, currency));
  let symbol = '';
  let integer = '';
  let decimalSeparator = '';
  let fraction = '';
  let symbolPosition: PriceParts['symbolPosition'] = 'before';
  let seenNumber = false;
  for (const part of parts) {
    switch (part.type) {
      case 'currency':
        symbol = part.value;
        symbolPosition = seenNumber ? 'after' : 'before';
        break;
      case 'integer':
      case 'group':
        integer += part.value;
        seenNumber = true;
        break;
      case 'decimal':
        decimalSeparator = part.value;
        break;
      case 'fraction':
        fraction = part.value;
        break;
      default:
        break;
    }
  }
  return {
    text: parts.map((p) => p.value).join(''),
    symbol,
    symbolPosition,
    integer,
    decimalSeparator,
    fraction,
    isNegative: amountMinor < 0,
  };
}
