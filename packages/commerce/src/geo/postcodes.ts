/**
 * Postcodes: which countries need one at checkout, what a valid one looks
 * like, and how to write it the way the local post office does.
 */

/**
 * Countries whose addresses are not deliverable without a postcode (spec 5:
 * "about 55 countries"): the countries where national posts and the large
 * e-commerce platforms make the postcode a mandatory checkout field.
 */
export const POSTCODE_REQUIRED_COUNTRIES: ReadonlySet<string> = new Set([
  // Europe
  'AT',
  'BE',
  'BG',
  'CH',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'RU',
  'SE',
  'SI',
  'SK',
  'UA',
  'TR',
  // Americas
  'AR',
  'BR',
  'CA',
  'CL',
  'CO',
  'MX',
  'PR',
  'US',
  // Asia, Oceania, Middle East, Africa
  'AU',
  'CN',
  'ID',
  'IL',
  'IN',
  'JP',
  'KR',
  'MY',
  'NZ',
  'PH',
  'SG',
  'TH',
  'VN',
  'ZA',
]);

/** True when an address in `country` (ISO2, any case) must carry a postcode. */
export function isPostcodeRequired(country: string): boolean {
  return POSTCODE_REQUIRED_COUNTRIES.has(country.toUpperCase());
}

/**
 * What a postcode looks like in the countries with a fixed format, checked on
 * the normalised form (upper case, single spaces). A country missing here
 * accepts any postcode of reasonable length.
 */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  PR: /^00[679]\d{2}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
  GB: /^(GIR 0AA|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  MX: /^\d{5}$/,
  KR: /^\d{5}$/,
  MY: /^\d{5}$/,
  TH: /^\d{5}$/,
  NL: /^[1-9]\d{3} [A-Z]{2}$/,
  JP: /^\d{3}-\d{4}$/,
  BR: /^\d{5}-\d{3}$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  ZA: /^\d{4}$/,
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  SE: /^\d{3} \d{2}$/,
  CZ: /^\d{3} \d{2}$/,
  SK: /^\d{3} \d{2}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  IN: /^[1-9]\d{5}$/,
  CN: /^\d{6}$/,
  RU: /^\d{6}$/,
  SG: /^\d{6}$/,
};

/** Longest postcode accepted for a country without a fixed format. */
export const POSTCODE_MAX_LENGTH = 16;

/** Puts the separator where the local post writes it, when the shopper left it out. */
const CANONICAL_SEPARATORS: Readonly<Record<string, (compact: string) => string>> = {
  CA: (c) => (c.length === 6 ? `${c.slice(0, 3)} ${c.slice(3)}` : c),
  GB: (c) => (c.length >= 5 && c.length <= 7 ? `${c.slice(0, -3)} ${c.slice(-3)}` : c),
  NL: (c) => (c.length === 6 ? `${c.slice(0, 4)} ${c.slice(4)}` : c),
  SE: (c) => (c.length === 5 ? `${c.slice(0, 3)} ${c.slice(3)}` : c),
  CZ: (c) => (c.length === 5 ? `${c.slice(0, 3)} ${c.slice(3)}` : c),
  SK: (c) => (c.length === 5 ? `${c.slice(0, 3)} ${c.slice(3)}` : c),
  JP: (c) => (/^\d{7}$/.test(c) ? `${c.slice(0, 3)}-${c.slice(3)}` : c),
  BR: (c) => (/^\d{8}$/.test(c) ? `${c.slice(0, 5)}-${c.slice(5)}` : c),
  PL: (c) => (/^\d{5}$/.test(c) ? `${c.slice(0, 2)}-${c.slice(2)}` : c),
  PT: (c) => (/^\d{7}$/.test(c) ? `${c.slice(0, 4)}-${c.slice(4)}` : c),
};

/**
 * The postcode as the local post writes it: trimmed, upper case, single
 * spaces, and the usual separator added when it was typed without one.
 *
 * @example normalizePostcode('CA', 'k1a0b1') // 'K1A 0B1'
 */
export function normalizePostcode(country: string, postcode: string): string {
  const cleaned = postcode.trim().toUpperCase().replace(/\s+/g, ' ');
  const canonical = CANONICAL_SEPARATORS[country.toUpperCase()];
  if (!canonical) return cleaned;
  const compact = cleaned.replace(/[\s-]/g, '');
  return canonical(compact);
}

/**
 * True when `postcode` fits the country's format (after normalising). Countries
 * without a known format accept 1–16 letters, digits, spaces and dashes.
 *
 * @example isPostcodeFormatValid('US', '94105-1234') // true
 */
export function isPostcodeFormatValid(country: string, postcode: string): boolean {
  const normalized = normalizePostcode(country, postcode);
  const pattern = POSTCODE_PATTERNS[country.toUpperCase()];
  if (pattern) return pattern.test(normalized);
  return normalized.length >= 1 && normalized.length <= POSTCODE_MAX_LENGTH && /^[A-Z0-9][A-Z0-9 -]*$/.test(normalized);
}
