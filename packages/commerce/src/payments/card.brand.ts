/** Card brands the shop can name from the number alone (`unknown` for the rest). */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'maestro',
  'unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Issuer number ranges, most specific first (the first match wins). */
const BRAND_PREFIXES: ReadonlyArray<readonly [CardBrand, RegExp]> = [
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/],
  ['discover', /^(6011|64[4-9]|65)/],
  ['unionpay', /^62/],
  ['maestro', /^(5[06-8]|6)/],
  ['visa', /^4/],
];

/**
 * The brand of a card number (digits only), shown beside its last four digits.
 *
 * @example cardBrand('4242424242424242') // 'visa'
 */
export function cardBrand(number: string): CardBrand {
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(number))?.[0] ?? 'unknown';
}
