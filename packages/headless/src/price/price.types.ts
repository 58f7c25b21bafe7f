import type { ExchangeRates } from '../currency/currency.types';

/** How cents are shown: inline (`$12.50`) or as superscript parts (`$12⁵⁰`, theme setting `currency_style: centsub`). */
export type CurrencyStyle = 'default' | 'centsub';

export interface FormatPriceOptions {
  /** ISO 4217 code of the amount, e.g. `USD`. */
  currency: string;
  /**
   * BCP 47 locale; defaults to `en-US` (spec 9). Currencies in the house-rule
   * table (`PRICE_FORMAT_RULES`) keep their own separators in every locale;
   * EUR and currencies outside the table take separators from the locale.
   */
  locale?: string;
  style?: CurrencyStyle;
}

/** Which characters group thousands and mark the decimals. */
export type SeparatorStyle =
  /** `1,234.50` */
  | 'comma-dot'
  /** `1.234,50` */
  | 'dot-comma'
  /** `1 234,50` (a no-break space groups) */
  | 'space-comma'
  /** Whatever `Intl.NumberFormat` uses for the shopper's locale. */
  | 'locale';

/** One currency's house rule: how its prices look whatever the shopper's language. */
export interface PriceFormatRule {
  /** The symbol shown (Intl's narrow symbol for the currency). */
  symbol: string;
  symbolPosition: 'before' | 'after';
  separators: SeparatorStyle;
  /** A no-break space between a leading symbol and the number (`R$ 1.234,50`). A trailing symbol always gets one. */
  hasSpaceAfterSymbol?: boolean;
  /** `indian` groups lakhs and crores (`1,23,456.00`); the default groups by thousands. */
  grouping?: 'thousands' | 'indian';
}

/** Kind of one piece of a formatted price, in display order. */
export type PriceSegmentType = 'minusSign' | 'currency' | 'literal' | 'integer' | 'decimal' | 'fraction';

/** One piece of a formatted price; render the segments in order to lay a price out. */
export interface PriceSegment {
  type: PriceSegmentType;
  value: string;
  /** `true` for the cents in `centsub` style, which show as superscript (the decimal separator is then left out). */
  isSuperscript: boolean;
}

/** A formatted price split into parts, so a component can lay out symbol and superscript cents itself. */
export interface PriceParts {
  /** Full plain text, e.g. `$1,234.50` or `1.234,50 €`: also in `centsub` style (use it for screen readers). */
  text: string;
  /** ISO 4217 code of the amount. */
  currency: string;
  symbol: string;
  /** Where the symbol stands relative to the number. */
  symbolPosition: 'before' | 'after';
  /** Whole units with grouping separators and without sign, e.g. `1,234`. */
  integer: string;
  /** Thousands separator used in `integer`. */
  groupSeparator: string;
  /** Decimal separator, empty for zero-decimal currencies. */
  decimalSeparator: string;
  /** Cents digits, empty for zero-decimal currencies. */
  fraction: string;
  isNegative: boolean;
  style: CurrencyStyle;
  /** The pieces in display order; in `centsub` style the cents are marked superscript and the decimal separator is left out. */
  segments: PriceSegment[];
}

export interface ConvertPriceOptions {
  /** Currency of the amount (the store's base currency). */
  from: string;
  /** Currency to show it in (the shopper's price type). */
  to: string;
  /** Exchange rates (`GET /exchanges`); `null` while unknown, which leaves the amount as it is. */
  rates: ExchangeRates | null;
}

/** An amount in minor units of `currency`, and whether it was converted. */
export interface ConvertedPrice {
  amount: number;
  currency: string;
  isConverted: boolean;
}

/**
 * Options of `usePrice`: the spec's price component inputs (spec 3) that
 * concern the amount. `country`, `show_country`, `disable_select`, `mode`,
 * `color` and `fontSize` are presentation, left to the component.
 */
export interface UsePriceOptions {
  /** Spec `price`: the amount in minor units of `currency`. */
  price: number;
  /** Spec `regular_price_num`: the regular (compare-at) price in minor units of `currency`; a sale when above `price`. */
  compareAt?: number | null;
  /** Currency of `price` and `compareAt` (the store's base currency, e.g. `product.currency`). */
  currency: string;
  /** Defaults to the store client's locale. */
  locale?: string;
  /** Defaults to the `CurrencyProvider`'s `currencyStyle`, else `default`. */
  style?: CurrencyStyle;
  /** Show the amount in its own currency even when the shopper chose another (e.g. the charge currency at checkout). */
  isConversionDisabled?: boolean;
}

/** One amount ready to show. */
export interface PriceView extends ConvertedPrice {
  parts: PriceParts;
  /** Same as `parts.text`. */
  text: string;
}

/** What `usePrice` returns: the price in the shopper's currency, and the compare-at price when there is one. */
export interface UsePriceResult extends PriceView {
  /** The regular price, converted the same way; `null` when not given. */
  compareAt: PriceView | null;
  /** `true` when the compare-at price is above the price. */
  isOnSale: boolean;
}
