/**
 * The product CSV format shared by import and export: Shopify's product CSV
 * (one row per variant or picture, rows after a product's first carrying only
 * its handle and the variant or picture columns).
 */
import { DEFAULT_STORE_CURRENCY } from '../../config';
import { currencyDigits } from '../../pricing/money';

/** The columns export writes, in order; import reads them by name and ignores others. */
export const PRODUCT_CSV_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Variant Image',
  'Status',
] as const;

export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The most options a product may have (Option1 … Option3). */
export const MAX_OPTIONS = 3;

/** How Shopify writes a product without options: one option "Title" with the value "Default Title". */
export const DEFAULT_OPTION_NAME = 'Title';
export const DEFAULT_OPTION_VALUE = 'Default Title';

/** The largest amount a price column holds (PostgreSQL `integer`), in minor units. */
const MAX_AMOUNT = 2_147_483_647;

/** Why a text is not an amount: no decimal number, digits past the allowed ones, or too large. */
type DecimalProblem = 'format' | 'digits' | 'range';

/**
 * A decimal string ("12", "12.5", "1,299.00") as a whole number of units of its
 * `digits`-th decimal place, read digit by digit (no floating point). Digits past
 * `digits` must be zeros: with 2, "12.500" is 1250 and "12.505" is refused.
 */
function readDecimal(text: string, digits: number): number | DecimalProblem {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return 'format';
  const whole = match[1]!.replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (/[^0]/.test(fraction.slice(digits))) return 'digits';
  const value = Number(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  return Number.isSafeInteger(value) && value <= MAX_AMOUNT ? value : 'range';
}

/**
 * A decimal string with at most `digits` decimals (extra zeros allowed) as a
 * whole number of its smallest unit; undefined when it is not one. Percentages
 * with two decimals read this way are basis points.
 *
 * @example parseDecimal('7.25', 2) // 725
 * @example parseDecimal('1200.00', 0) // 1200
 */
export function parseDecimal(text: string, digits: number): number | undefined {
  const value = readDecimal(text, digits);
  return typeof value === 'number' ? value : undefined;
}

/**
 * A whole number of the `digits`-th decimal place's units as its decimal string.
 *
 * @example formatDecimal(725, 2) // '7.25'
 * @example formatDecimal(1200, 0) // '1200'
 */
export function formatDecimal(value: number, digits: number): string {
  const sign = value < 0 ? '-' : '';
  const text = String(Math.abs(value));
  if (digits === 0) return sign + text;
  const padded = text.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/**
 * A decimal price string in the store currency ("12", "12.5", "1,299.00") as
 * integer minor units of that currency, read digit by digit (no floating
 * point); undefined when it is not a price the store can hold. It has at most
 * the currency's own decimals (2 for USD, none for JPY, 3 for KWD); digits past
 * those must be zeros ("1200.00" is ¥1200, "1200.5" no yen price). Import and
 * export pass the store's currency; without one, the default store currency's.
 *
 * @example parsePrice('19.99', 'USD') // 1999
 * @example parsePrice('1200', 'JPY') // 1200
 * @example parsePrice('1.250', 'KWD') // 1250
 */
export function parsePrice(text: string, currency: string = DEFAULT_STORE_CURRENCY): number | undefined {
  return parseDecimal(text, currencyDigits(currency));
}

/**
 * Integer minor units of the store currency as the decimal string the CSV
 * carries (without a currency, the default store currency's).
 *
 * @example formatPrice(1999, 'USD') // '19.99'
 * @example formatPrice(1200, 'JPY') // '1200'
 * @example formatPrice(1250, 'KWD') // '1.250'
 */
export function formatPrice(minor: number, currency: string = DEFAULT_STORE_CURRENCY): string {
  return formatDecimal(minor, currencyDigits(currency));
}

/**
 * An amount as a merchant would write it in `currency`, for messages.
 *
 * @example amountExample('USD') // '12 or 12.50'
 * @example amountExample('JPY') // '1200'
 */
export function amountExample(currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? '1200' : `12 or 12.${'5'.padEnd(digits, '0')}`;
}

/**
 * Why `text` is no price in `currency`, as a refusal gives it after the text;
 * undefined when it is one.
 *
 * @example priceProblem('1200.5', 'JPY') // 'JPY amounts have no decimals'
 * @example priceProblem('12.999', 'USD') // 'USD amounts have at most 2 decimals'
 */
export function priceProblem(text: string, currency: string): string | undefined {
  const code = currency.toUpperCase();
  const digits = currencyDigits(code);
  const read = readDecimal(text, digits);
  if (typeof read === 'number') return undefined;
  if (read === 'digits')
    return digits === 0 ? `${code} amounts have no decimals` : `${code} amounts have at most ${digits} decimals`;
  if (read === 'range') return `above the largest amount the store holds (${formatDecimal(MAX_AMOUNT, digits)})`;
  return `not an amount in ${code}, such as ${amountExample(code)}`;
}

/** A collection handle made from a tag: lower case, words joined by hyphens. */
export function handleFromText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** One CSV field, quoted when it must be (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV line (CRLF-terminated, as RFC 4180 and Shopify's exports). */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
