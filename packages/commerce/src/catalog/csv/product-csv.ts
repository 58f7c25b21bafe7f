/**
 * The product CSV format shared by import and export: Shopify's product CSV
 * (one row per variant or picture, rows after a product's first carrying only
 * its handle and the variant or picture columns).
 */

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

/** Digits after the decimal point in the store currency's prices (USD: cents). */
export const MINOR_DIGITS = 2;

/** The largest price a variant column holds (PostgreSQL `integer`). */
const MAX_PRICE = 2_147_483_647;

/**
 * A decimal price string ("12", "12.5", "12.50", "1,299.00") as integer minor
 * units, read digit by digit (no floating point); undefined when it is not a
 * price the store can hold.
 *
 * @example parsePrice('19.99') // 1999
 */
export function parsePrice(text: string): number | undefined {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return undefined;
  const whole = match[1]!.replaceAll(',', '');
  const fraction = match[2] ?? '';
  // Digits past the currency's own must be zeros: "12.500" is a price, "12.505" is not.
  if (fraction.length > MINOR_DIGITS && /[^0]/.test(fraction.slice(MINOR_DIGITS))) return undefined;
  const minor = Number(whole + fraction.slice(0, MINOR_DIGITS).padEnd(MINOR_DIGITS, '0'));
  return Number.isSafeInteger(minor) && minor <= MAX_PRICE ? minor : undefined;
}

/**
 * Integer minor units as the decimal string the CSV carries.
 *
 * @example formatPrice(1999) // '19.99'
 */
export function formatPrice(minor: number): string {
  const digits = String(minor).padStart(MINOR_DIGITS + 1, '0');
  return `${digits.slice(0, -MINOR_DIGITS)}.${digits.slice(-MINOR_DIGITS)}`;
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
