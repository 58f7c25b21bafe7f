export {
  convertPrice,
  currencyDecimals,
  formatPrice,
  minorToMajor,
  resolvePriceLocale,
  roundHalfAwayFromZero,
} from './price';
export {
  DEFAULT_CURRENCY_DECIMALS,
  DEFAULT_PRICE_LOCALE,
  EUR_LANGUAGE_SEPARATORS,
  PRICE_FORMAT_RULES,
  THREE_DECIMAL_CURRENCIES,
  ZERO_DECIMAL_CURRENCIES,
} from './priceRules';
export { usePrice } from './usePrice';
export type * from './price.types';
