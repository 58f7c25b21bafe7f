import type { CurrencyOption, ExchangeRates, IpInfo, KeyValueStorage, ResolvedPriceType } from './currency.types';

/** Currencies the selector offers, in order (spec 9); those without a rate are hidden (spec 5). */
export const SELECTOR_CURRENCIES: readonly string[] = [
  'AUD',
  'CAD',
  'CNY',
  'EUR',
  'GBP',
  'JPY',
  'NZD',
  'USD',
  'MXN',
  'INR',
  'ARS',
  'UYU',
  'BRL',
  'RUB',
  'KRW',
];

/** Value of the selector's Auto entry: prices follow the visitor's country currency (spec 2). */
export const AUTO_CURRENCY = 'AUTO';

/** Theme `defaullt_currency` value meaning "no theme default" (spec 3). */
export const NO_DEFAULT_CURRENCY = 'DEFAULT';

/** Local-storage key of the shopper's chosen price type (spec 4: stored `pricetype`). */
export const PRICE_TYPE_STORAGE_KEY = 'pricetype';

/** Session-storage key of the exchange rates (spec 4 and 9: rates kept in session storage). */
export const RATES_STORAGE_KEY = 'rates';

/** Event published on the store's bus when the shopper picks a currency; payload `{ currency, choice }`. */
export const CURRENCY_CHANGE_EVENT = 'currency:change';

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * An ISO 4217 code in upper case, or `null` for anything that is not one
 * (empty, `DEFAULT`, `null` stored as text …).
 *
 * @example
 * normalizeCurrencyCode(' eur ') // 'EUR'
 * normalizeCurrencyCode('DEFAULT') // null
 */
export function normalizeCurrencyCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return CURRENCY_CODE.test(code) ? code : null;
}

/**
 * The rate of a currency against the rates' base (the base itself is 1 even
 * when the map leaves it out); `null` when there is no usable rate.
 *
 * @example
 * exchangeRate({ base: 'USD', rates: { EUR: 0.9 } }, 'EUR') // 0.9
 * exchangeRate({ base: 'USD', rates: { EUR: 0.9 } }, 'USD') // 1
 * exchangeRate({ base: 'USD', rates: { EUR: 0.9 } }, 'BRL') // null
 */
export function exchangeRate(rates: ExchangeRates, currency: string): number | null {
  const code = currency.toUpperCase();
  const rate = rates.rates[code];
  if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) return rate;
  return code === rates.base.toUpperCase() ? 1 : null;
}

/** Inputs of the price-type resolution. */
export interface PriceTypeInputs {
  /** Stored `pricetype`: a code, `AUTO`, or `null`. */
  choice: string | null;
  /** Theme `defaullt_currency` (`DEFAULT` = none). */
  defaultCurrency?: string | null;
  /** The visitor's country currency from `GET /ip`; `null` while unknown. */
  countryCurrency: string | null;
}

/**
 * The price type before rates are checked (spec 4): the stored `pricetype`,
 * else the theme default currency unless it is `DEFAULT`, else the visitor's
 * country currency. A stored `AUTO` (the Auto entry) skips the theme default
 * and goes to the country currency, falling back to the theme default when
 * the country is unknown.
 *
 * @example
 * resolvePriceType({ choice: 'GBP', defaultCurrency: 'EUR', countryCurrency: 'CAD' }) // { currency: 'GBP', source: 'stored' }
 * resolvePriceType({ choice: null, defaultCurrency: 'DEFAULT', countryCurrency: 'CAD' }) // { currency: 'CAD', source: 'country' }
 */
export function resolvePriceType({ choice, defaultCurrency, countryCurrency }: PriceTypeInputs): ResolvedPriceType {
  const isNoDefault = defaultCurrency?.trim().toUpperCase() === NO_DEFAULT_CURRENCY;
  const themeDefault = isNoDefault ? null : normalizeCurrencyCode(defaultCurrency);
  const country = normalizeCurrencyCode(countryCurrency);
  if (choice?.trim().toUpperCase() === AUTO_CURRENCY) {
    if (country) return { currency: country, source: 'auto' };
    return themeDefault ? { currency: themeDefault, source: 'theme' } : { currency: null, source: null };
  }
  const stored = normalizeCurrencyCode(choice);
  if (stored) return { currency: stored, source: 'stored' };
  if (themeDefault) return { currency: themeDefault, source: 'theme' };
  if (country) return { currency: country, source: 'country' };
  return { currency: null, source: null };
}

/**
 * The price type once rates are known (spec 4): the resolved type when it has
 * a rate, else the checkout currency (the rates' base when none is set).
 *
 * @example
 * const rates = { base: 'USD', rates: { USD: 1, EUR: 0.9 } };
 * settlePriceType({ currency: 'EUR', source: 'stored' }, rates, 'USD') // { currency: 'EUR', source: 'stored' }
 * settlePriceType({ currency: 'BRL', source: 'stored' }, rates, 'USD') // { currency: 'USD', source: 'checkout' }
 */
export function settlePriceType(
  resolved: ResolvedPriceType,
  rates: ExchangeRates,
  checkoutCurrency?: string | null,
): ResolvedPriceType {
  if (resolved.currency && exchangeRate(rates, resolved.currency) !== null) return resolved;
  return { currency: normalizeCurrencyCode(checkoutCurrency) ?? rates.base.toUpperCase(), source: 'checkout' };
}

/**
 * The currency selector's entries (spec 2 and 5): the Auto entry for the
 * visitor's country first, then each listed currency that has a rate, in list
 * order. Without rates only Auto is offered.
 *
 * @example
 * currencySelectorOptions({ rates: { base: 'USD', rates: { USD: 1, EUR: 0.9 } }, ipInfo: { currency: 'CAD', iso_code: 'CA', state: null } })
 * // [{ value: 'AUTO', currency: 'CAD', country: 'CA', isAuto: true }, { value: 'EUR', … }, { value: 'USD', … }]
 * currencySelectorOptions({ rates: { base: 'USD', rates: { USD: 1 } }, ipInfo: { currency: 'KRW', iso_code: 'KR', state: null } })[0]
 * // { value: 'AUTO', currency: 'USD', country: 'KR', isAuto: true }: no KRW rate, so prices are in USD
 */
export function currencySelectorOptions({
  rates,
  ipInfo,
  currencies = SELECTOR_CURRENCIES,
}: {
  rates: ExchangeRates | null;
  ipInfo: IpInfo | null;
  currencies?: readonly string[];
}): CurrencyOption[] {
  const countryCurrency = normalizeCurrencyCode(ipInfo?.currency);
  const auto: CurrencyOption = {
    value: AUTO_CURRENCY,
    // Once rates are known, Auto names the currency prices are really shown in:
    // a country whose currency has no rate sees the rates' base, not its own code.
    currency:
      rates && countryCurrency && exchangeRate(rates, countryCurrency) === null
        ? rates.base.toUpperCase()
        : countryCurrency,
    country: ipInfo?.iso_code?.toUpperCase() ?? null,
    isAuto: true,
  };
  if (!rates) return [auto];
  const listed = new Set<string>();
  for (const entry of currencies) {
    const code = normalizeCurrencyCode(entry);
    if (code && exchangeRate(rates, code) !== null) listed.add(code);
  }
  return [auto, ...[...listed].map((code) => ({ value: code, currency: code, country: null, isAuto: false }))];
}

/**
 * Reads a `GET /exchanges` body (or a cached copy): keeps the usable rates,
 * gives the base rate 1. `null` when the shape is not rates at all.
 *
 * @example
 * parseExchangeRates({ base: 'usd', rates: { EUR: 0.9, BAD: 'x' } }) // { base: 'USD', rates: { EUR: 0.9, USD: 1 } }
 */
export function parseExchangeRates(value: unknown): ExchangeRates | null {
  if (typeof value !== 'object' || value === null) return null;
  const { base, rates } = value as { base?: unknown; rates?: unknown };
  const baseCode = typeof base === 'string' ? normalizeCurrencyCode(base) : null;
  if (!baseCode || typeof rates !== 'object' || rates === null) return null;
  const usable: Record<string, number> = {};
  for (const [code, rate] of Object.entries(rates)) {
    const normalized = normalizeCurrencyCode(code);
    if (normalized && typeof rate === 'number' && Number.isFinite(rate) && rate > 0) usable[normalized] = rate;
  }
  usable[baseCode] = 1;
  return { base: baseCode, rates: usable };
}

/**
 * Reads a `GET /ip` body; missing fields become `null`.
 *
 * @example
 * parseIpInfo({ currency: 'cad', iso_code: 'ca' }) // { currency: 'CAD', iso_code: 'CA', state: null }
 */
export function parseIpInfo(value: unknown): IpInfo {
  const body = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' && field.trim() !== '' ? field.trim() : null);
  return {
    currency: normalizeCurrencyCode(text(body.currency)),
    iso_code: text(body.iso_code)?.toUpperCase() ?? null,
    state: text(body.state),
  };
}

/** Storage can throw (private browsing, full quota, blocked cookies); a price type is never worth a crash. */
function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/**
 * The shopper's stored choice (`pricetype`): a code, `AUTO`, or `null`.
 *
 * @example
 * readStoredChoice(localStorage) // 'EUR'
 */
export function readStoredChoice(storage: KeyValueStorage | null): string | null {
  const raw = storage ? safely(() => storage.getItem(PRICE_TYPE_STORAGE_KEY), null) : null;
  if (raw?.trim().toUpperCase() === AUTO_CURRENCY) return AUTO_CURRENCY;
  return normalizeCurrencyCode(raw);
}

/**
 * Keeps the shopper's choice (`pricetype`) in local storage.
 *
 * @example
 * storeChoice(localStorage, 'EUR')
 */
export function storeChoice(storage: KeyValueStorage | null, choice: string): void {
  if (storage) safely(() => storage.setItem(PRICE_TYPE_STORAGE_KEY, choice), undefined);
}

/**
 * Rates kept in session storage, or `null` when none (or unreadable).
 *
 * @example
 * readCachedRates(sessionStorage) // { base: 'USD', rates: { … } } | null
 */
export function readCachedRates(storage: KeyValueStorage | null): ExchangeRates | null {
  const raw = storage ? safely(() => storage.getItem(RATES_STORAGE_KEY), null) : null;
  return raw ? safely(() => parseExchangeRates(JSON.parse(raw)), null) : null;
}

/**
 * Keeps rates in session storage, so later pages of the visit need no `GET /exchanges`.
 *
 * @example
 * cacheRates(sessionStorage, rates)
 */
export function cacheRates(storage: KeyValueStorage | null, rates: ExchangeRates): void {
  if (storage) safely(() => storage.setItem(RATES_STORAGE_KEY, JSON.stringify(rates)), undefined);
}
