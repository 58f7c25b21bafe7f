export {
  AUTO_CURRENCY,
  CURRENCY_CHANGE_EVENT,
  NO_DEFAULT_CURRENCY,
  PRICE_TYPE_STORAGE_KEY,
  RATES_STORAGE_KEY,
  SELECTOR_CURRENCIES,
  cacheRates,
  currencySelectorOptions,
  exchangeRate,
  normalizeCurrencyCode,
  parseExchangeRates,
  parseIpInfo,
  readCachedRates,
  readStoredChoice,
  resolvePriceType,
  settlePriceType,
  storeChoice,
  type PriceTypeInputs,
} from './currency';
export { createCurrencyStore } from './currencyStore';
export { CurrencyProvider, type CurrencyContextValue } from './CurrencyProvider';
export { useCurrency } from './useCurrency';
export type * from './currency.types';
