import type { PriceFormatRule, SeparatorStyle } from './price.types';

/** Locale used when none is given or the given one is unknown (spec 9: default locale en-US). */
export const DEFAULT_PRICE_LOCALE = 'en-US';

/** Decimals shown for most currencies (spec 9: prices rounded to 2 decimals). */
export const DEFAULT_CURRENCY_DECIMALS = 2;

export { THREE_DECIMAL_CURRENCIES, ZERO_DECIMAL_CURRENCIES } from './minorUnits';

/** A no-break space, so a price never wraps between its number and symbol. */
export const NO_BREAK_SPACE = '\u00a0';

/** Thousands and decimal characters of the fixed separator styles. */
export const SEPARATORS: Record<Exclude<SeparatorStyle, 'locale'>, { group: string; decimal: string }> = {
  'comma-dot': { group: ',', decimal: '.' },
  'dot-comma': { group: '.', decimal: ',' },
  'space-comma': { group: NO_BREAK_SPACE, decimal: ',' },
};

/**
 * House rules per currency (spec 9: "EUR puts the symbol after the amount.
 * Some currencies use dot thousands and comma decimal; a few use space
 * thousands and comma decimal"). A price in one of these currencies looks the
 * same in every language, so a shopper comparing prices never sees `$1.234,50`
 * for US dollars because the page is in German. Where the rule differs from
 * what `Intl.NumberFormat` would do for the currency's own locale, the
 * comment says so.
 *
 * EUR is shared by countries with different habits, so its separators follow
 * the shopper's language (`1.234,50 €` in German, `1 234,50 €` in French,
 * `1,234.50 €` in English) while its symbol always goes after the amount
 * (Intl puts it first for en-US, nl-NL, ja-JP ...).
 */
export const PRICE_FORMAT_RULES: Readonly<Record<string, PriceFormatRule>> = {
  // Every currency the selector offers has a symbol of its own: a shopper who chose
  // Canadian dollars must not read `$` and wonder whether it means US dollars.
  AUD: { symbol: 'A$', symbolPosition: 'before', separators: 'comma-dot' },
  // fr-CA would write `1 234,50 $`; one format for every Canadian shopper.
  CAD: { symbol: 'CA$', symbolPosition: 'before', separators: 'comma-dot' },
  CNY: { symbol: 'CN¥', symbolPosition: 'before', separators: 'comma-dot' },
  EUR: { symbol: '€', symbolPosition: 'after', separators: 'locale' },
  GBP: { symbol: '£', symbolPosition: 'before', separators: 'comma-dot' },
  JPY: { symbol: '¥', symbolPosition: 'before', separators: 'comma-dot' },
  NZD: { symbol: 'NZ$', symbolPosition: 'before', separators: 'comma-dot' },
  USD: { symbol: '$', symbolPosition: 'before', separators: 'comma-dot' },
  MXN: { symbol: 'MX$', symbolPosition: 'before', separators: 'comma-dot' },
  // Lakh grouping as en-IN writes it; an en-US page would group by thousands.
  INR: { symbol: '₹', symbolPosition: 'before', separators: 'comma-dot', grouping: 'indian' },
  ARS: { symbol: 'AR$', symbolPosition: 'before', separators: 'dot-comma', hasSpaceAfterSymbol: true },
  UYU: { symbol: '$U', symbolPosition: 'before', separators: 'dot-comma', hasSpaceAfterSymbol: true },
  BRL: { symbol: 'R$', symbolPosition: 'before', separators: 'dot-comma', hasSpaceAfterSymbol: true },
  RUB: { symbol: '₽', symbolPosition: 'after', separators: 'space-comma' },
  KRW: { symbol: '₩', symbolPosition: 'before', separators: 'comma-dot' },
  SEK: { symbol: 'kr', symbolPosition: 'after', separators: 'space-comma' },
  NOK: { symbol: 'kr', symbolPosition: 'after', separators: 'space-comma' },
  // da-DK groups with dots (`1.234,50 kr.`); the Nordic crowns share one house style.
  DKK: { symbol: 'kr', symbolPosition: 'after', separators: 'space-comma' },
};

/**
 * Separators for EUR where the house style differs from the language's Intl
 * data: Portuguese (pt-PT) groups with a space in CLDR, but the house style
 * groups with dots like the other southern-European languages and pt-BR.
 */
export const EUR_LANGUAGE_SEPARATORS: Readonly<Record<string, Exclude<SeparatorStyle, 'locale'>>> = {
  pt: 'dot-comma',
};

/** Locale tags the storefront uses that Intl does not know (spec 2: `sp-ES` names one Spanish message catalogue). */
export const LOCALE_ALIASES: Readonly<Record<string, string>> = {
  'sp-ES': 'es-ES',
};
