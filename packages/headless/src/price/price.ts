import { exchangeRate } from '../currency/currency';
import type {
  ConvertPriceOptions,
  ConvertedPrice,
  FormatPriceOptions,
  PriceFormatRule,
  PriceParts,
  PriceSegment,
} from './price.types';
import {
  DEFAULT_PRICE_LOCALE,
  EUR_LANGUAGE_SEPARATORS,
  LOCALE_ALIASES,
  NO_BREAK_SPACE,
  PRICE_FORMAT_RULES,
  SEPARATORS,
} from './priceRules';
import { currencyDecimals } from './minorUnits';

export { currencyDecimals } from './minorUnits';

/**
 * Converts integer minor units to a major-unit number (`1250` USD → `12.5`).
 * Zero-decimal currencies keep their minor unit equal to the major unit.
 *
 * @example
 * minorToMajor(1250, 'USD') // 12.5
 * minorToMajor(1500, 'JPY') // 1500
 */
export function minorToMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** currencyDecimals(currency);
}

/**
 * Rounds to a whole number, halves away from zero (`2.5` → 3, `-2.5` → −3),
 * so a refund rounds like the payment it undoes. Float noise below 15
 * significant digits is dropped first: `1.005 × 100` is `100.49999999999999`
 * in binary, and must still round to 101.
 *
 * @example
 * roundHalfAwayFromZero(1.005 * 100) // 101
 * roundHalfAwayFromZero(-0.5) // -1
 */
export function roundHalfAwayFromZero(value: number): number {
  const cleaned = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.round(cleaned);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Converts an amount through exchange rates (the rates' base has rate 1):
 * minor units → major units → × rate(to) / rate(from) → rounded half away
 * from zero to the target's decimals (2, or 0 for JPY and other zero-decimal
 * currencies) → minor units of the target. Without rates, or without a rate
 * for either currency, the amount stays in its own currency (`isConverted: false`).
 *
 * @example
 * const rates = { base: 'USD', rates: { USD: 1, EUR: 0.9, JPY: 150 } };
 * convertPrice(1250, { from: 'USD', to: 'EUR', rates }) // { amount: 1125, currency: 'EUR', isConverted: true }
 * convertPrice(1250, { from: 'USD', to: 'JPY', rates }) // { amount: 1875, currency: 'JPY', isConverted: true }
 * convertPrice(1250, { from: 'USD', to: 'BRL', rates }) // { amount: 1250, currency: 'USD', isConverted: false }
 */
export function convertPrice(amountMinor: number, { from, to, rates }: ConvertPriceOptions): ConvertedPrice {
  const source = from.toUpperCase();
  const target = to.toUpperCase();
  const unchanged: ConvertedPrice = { amount: amountMinor, currency: source, isConverted: false };
  if (source === target || !rates) return unchanged;
  const fromRate = exchangeRate(rates, source);
  const toRate = exchangeRate(rates, target);
  if (fromRate === null || toRate === null) return unchanged;
  const targetMajor = (minorToMajor(amountMinor, source) * toRate) / fromRate;
  const amount = roundHalfAwayFromZero(targetMajor * 10 ** currencyDecimals(target));
  return { amount: amount === 0 ? 0 : amount, currency: target, isConverted: true };
}

/**
 * The locale Intl formats with: known aliases mapped (`sp-ES` → `es-ES`),
 * `_` read as `-`, and `en-US` for anything Intl does not support.
 *
 * @example
 * resolvePriceLocale('de_DE') // 'de-DE'
 * resolvePriceLocale('xx-??') // 'en-US'
 */
export function resolvePriceLocale(locale: string | undefined): string {
  if (!locale) return DEFAULT_PRICE_LOCALE;
  const tag = LOCALE_ALIASES[locale] ?? locale.replace(/_/g, '-');
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag])[0] ?? DEFAULT_PRICE_LOCALE;
  } catch {
    return DEFAULT_PRICE_LOCALE;
  }
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl formatters are costly to build and prices render by the hundred, so each one is made once. */
function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) formatters.set(key, (cached = new Intl.NumberFormat(locale, options)));
  return cached;
}

/** Invisible bidi marks Intl adds around numbers in right-to-left locales; the layout adds its own. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/** What a locale does for a currency outside the house rules, read from Intl. */
function localeRule(locale: string, currency: string): PriceFormatRule & { group: string; decimal: string } {
  const parts = formatter(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(
    1234567.5,
  );
  const symbolIndex = parts.findIndex((part) => part.type === 'currency');
  const firstDigit = parts.findIndex((part) => part.type === 'integer');
  const symbolPosition = symbolIndex > firstDigit ? 'after' : 'before';
  const between = symbolPosition === 'before' ? parts[symbolIndex + 1] : undefined;
  return {
    symbol: parts[symbolIndex]?.value ?? currency,
    symbolPosition,
    separators: 'locale',
    hasSpaceAfterSymbol: between?.type === 'literal' && between.value.replace(BIDI_MARKS, '').trim() === '',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** Thousands and decimal characters for a rule in a locale. */
function separatorsFor(rule: PriceFormatRule, currency: string, locale: string): { group: string; decimal: string } {
  if (rule.separators !== 'locale') return SEPARATORS[rule.separators];
  const language = new Intl.Locale(locale).language;
  const override = currency === 'EUR' ? EUR_LANGUAGE_SEPARATORS[language] : undefined;
  if (override) return SEPARATORS[override];
  const { group, decimal } = localeRule(locale, currency);
  return { group, decimal };
}

/** Whole units with the rule's grouping positions, joined by `group`. */
function groupedInteger(whole: number, rule: PriceFormatRule, group: string): string {
  const groupingLocale = rule.grouping === 'indian' ? 'en-IN' : 'en-US';
  return formatter(groupingLocale, { maximumFractionDigits: 0, useGrouping: true })
    .formatToParts(whole)
    .map((part) => (part.type === 'group' ? group : part.value))
    .join('');
}

const segment = (type: PriceSegment['type'], value: string, isSuperscript = false): PriceSegment => ({
  type,
  value,
  isSuperscript,
});

interface PriceLayout {
  rule: PriceFormatRule;
  integer: string;
  decimal: string;
  fraction: string;
  isNegative: boolean;
}

/** The pieces of a price in display order; with superscript cents the decimal separator is left out. */
function priceSegments(
  { rule, integer, decimal, fraction, isNegative }: PriceLayout,
  isCentsub: boolean,
): PriceSegment[] {
  const number = [segment('integer', integer)];
  if (fraction) {
    if (!isCentsub) number.push(segment('decimal', decimal));
    number.push(segment('fraction', fraction, isCentsub));
  }
  const symbol = segment('currency', rule.symbol);
  const placed =
    rule.symbolPosition === 'before'
      ? [symbol, ...(rule.hasSpaceAfterSymbol ? [segment('literal', NO_BREAK_SPACE)] : []), ...number]
      : [...number, segment('literal', NO_BREAK_SPACE), symbol];
  return isNegative ? [segment('minusSign', '-'), ...placed] : placed;
}

/**
 * Formats an amount in minor units into display parts, with the house rules
 * of `PRICE_FORMAT_RULES` (symbol position, separators) for the selector
 * currencies, and the locale's Intl conventions for others. Digits are built
 * from the integer amount, so nothing is lost to floating point. Grouping
 * always starts at 1,000 (Intl leaves `1234` ungrouped in es/it/pt).
 * `text` is the plain price; `segments` lays it out, with the cents marked
 * superscript in `centsub` style.
 *
 * @throws RangeError when the amount is not a finite number.
 * @example
 * formatPrice(123450, { currency: 'USD' }).text // "$1,234.50"
 * formatPrice(123450, { currency: 'EUR', locale: 'de-DE' }).text // "1.234,50 €"
 * formatPrice(123450, { currency: 'EUR' }).text // "1,234.50 €"
 * formatPrice(123450, { currency: 'RUB' }).text // "1 234,50 ₽"
 * formatPrice(123450, { currency: 'USD', style: 'centsub' }).segments
 * // [$] [1,234] [50 ↑superscript]
 */
export function formatPrice(amountMinor: number, options: FormatPriceOptions): PriceParts {
  if (!Number.isFinite(amountMinor)) throw new RangeError(`Price amount must be a finite number, got ${amountMinor}`);
  const currency = options.currency.toUpperCase();
  const locale = resolvePriceLocale(options.locale);
  const style = options.style ?? 'default';
  const decimals = currencyDecimals(currency);
  const rule = PRICE_FORMAT_RULES[currency] ?? localeRule(locale, currency);
  const { group, decimal } = separatorsFor(rule, currency, locale);

  const minor = roundHalfAwayFromZero(amountMinor);
  const absolute = Math.abs(minor);
  const unit = 10 ** decimals;
  const integer = groupedInteger(Math.floor(absolute / unit), rule, group);
  const fraction = decimals > 0 ? String(absolute % unit).padStart(decimals, '0') : '';
  const layout = { rule, integer, decimal, fraction, isNegative: minor < 0 };
  const segments = priceSegments(layout, style === 'centsub');
  const text = priceSegments(layout, false)
    .map((part) => part.value)
    .join('');

  return {
    text,
    currency,
    symbol: rule.symbol,
    symbolPosition: rule.symbolPosition,
    integer,
    groupSeparator: group,
    decimalSeparator: fraction ? decimal : '',
    fraction,
    isNegative: layout.isNegative,
    style,
    segments,
  };
}
