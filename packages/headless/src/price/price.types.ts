/** How cents are shown: inline (`$12.50`) or as superscript parts (`$12⁵⁰`, theme setting `currency_style: centsub`). */
export type CurrencyStyle = 'default' | 'centsub';

export interface FormatPriceOptions {
  /** ISO 4217 code of the amount, e.g. `USD`. */
  currency: string;
  /** BCP 47 locale used for separators when the currency has no house rule; defaults to `en-US`. */
  locale?: string;
  style?: CurrencyStyle;
}

/** A formatted price split into parts, so a component can lay out symbol and superscript cents itself. */
export interface PriceParts {
  /** Full text, e.g. `$1,234.50` or `1.234,50 €`. */
  text: string;
  symbol: string;
  /** Where the symbol stands relative to the number. */
  symbolPosition: 'before' | 'after';
  /** Whole units with grouping separators, e.g. `1,234`. */
  integer: string;
  /** Decimal separator, empty for zero-decimal currencies. */
  decimalSeparator: string;
  /** Cents digits, empty for zero-decimal currencies. */
  fraction: string;
  isNegative: boolean;
}
