/**
 * Money in the store API is integer minor units of its currency; how many
 * digits a currency's minor unit has (ISO 4217) is part of that contract, the
 * same on the server (prices read from a CSV, amounts given to the command) as
 * in the browser (prices shown).
 */

/**
 * Currencies without a minor unit (ISO 4217 exponent 0): amounts are whole
 * units and shown without decimals (spec 9: JPY 0). JPY and KRW are the ones
 * in the selector list; a store may keep its prices in any of them.
 */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/**
 * Currencies whose minor unit is a thousandth (ISO 4217 exponent 3: 1 KWD =
 * 1000 fils), so an amount in minor units has three decimals.
 */
export const THREE_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/**
 * The digits of a currency's minor unit (ISO 4217), which are the decimals its
 * prices show: 0 for zero-decimal currencies (JPY, KRW …), 3 for the
 * thousandth ones (KWD, BHD …), else 2. An amount in minor units is the
 * decimal amount times 10 to this power, on the server (the engine reads CSV
 * prices and command amounts with it) as in the browser.
 *
 * @example
 * currencyDecimals('USD') // 2
 * currencyDecimals('jpy') // 0
 * currencyDecimals('KWD') // 3
 */
export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL_CURRENCIES.has(code)) return 0;
  return THREE_DECIMAL_CURRENCIES.has(code) ? 3 : 2;
}
