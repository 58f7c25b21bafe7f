import type { ReactNode } from 'react';
import type { StoreClient } from '../client/client.types';
import type { ErrorReporter, EventBus } from '../events/events.types';
import type { CurrencyStyle } from '../price/price.types';

/** `GET /exchanges`: units of each currency per one unit of `base` (the base has rate 1). */
export interface ExchangeRates {
  base: string;
  rates: Record<string, number>;
}

/** `GET /ip`: where the visitor is, as the server detects it. */
export interface IpInfo {
  /** ISO 4217 code of the visitor's country, e.g. `CAD`. */
  currency: string | null;
  /** ISO 3166-1 alpha-2 country code, e.g. `CA`. */
  iso_code: string | null;
  /** Province or state, when known. */
  state: string | null;
}

/** The part of Web Storage the currency store uses; `localStorage`, `sessionStorage` or a test double. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Where the shown price type came from:
 * - `initial`: the server's `initialCurrency`, before the browser's choice is read
 * - `stored`: the shopper's choice kept in local storage (`pricetype`)
 * - `auto`: the shopper chose the Auto entry, so the visitor's country currency
 * - `theme`: the theme's default currency
 * - `country`: the visitor's detected country currency
 * - `checkout`: the chosen type has no exchange rate, so the checkout currency
 */
export type CurrencySource = 'initial' | 'stored' | 'auto' | 'theme' | 'country' | 'checkout';

/** The price type before rates are checked, and where it came from. */
export interface ResolvedPriceType {
  currency: string | null;
  source: CurrencySource | null;
}

/** `idle` before `start`, `loading` while rates or IP info are fetched, `error` when rates could not be fetched. */
export type CurrencyStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The currency store's state. */
export interface CurrencyState {
  /** The price type: the currency prices show in; `null` while unknown (prices then show in their own currency). */
  currency: string | null;
  source: CurrencySource | null;
  /** The shopper's stored choice (a code or `AUTO`); `null` when they never chose. */
  choice: string | null;
  rates: ExchangeRates | null;
  ipInfo: IpInfo | null;
  status: CurrencyStatus;
}

/** One entry of the currency selector. */
export interface CurrencyOption {
  /** What to pass to `setCurrency`: a currency code, or `AUTO` for the Auto entry. */
  value: string;
  /** The currency shown when picked; for Auto the visitor's country currency (`null` when unknown). */
  currency: string | null;
  /** For Auto: the visitor's country (ISO 3166-1 alpha-2); `null` for the others. */
  country: string | null;
  isAuto: boolean;
}

/** Storage the currency store reads and writes; each defaults to the browser's, looked up only when used. */
export interface CurrencyStorage {
  /** Keeps the shopper's choice (`pricetype`). `null` keeps nothing. */
  local?: KeyValueStorage | null;
  /** Keeps the exchange rates for the session. `null` keeps nothing. */
  session?: KeyValueStorage | null;
}

/** Theme and store settings the price type depends on. */
export interface CurrencySettings {
  /** Theme `defaullt_currency`: a code preferred over the visitor's country currency, or `DEFAULT` for none. */
  defaultCurrency?: string | null;
  /** Store option `checkout_currency`: shown when the chosen type has no rate. Defaults to the rates' base. */
  checkoutCurrency?: string | null;
}

export interface CurrencyStoreOptions extends CurrencySettings {
  /** Used for `GET /exchanges` and `GET /ip`. */
  client: Pick<StoreClient, 'request'>;
  /** Price type the server rendered with, so hydration shows it without a flash of the base currency. */
  initialCurrency?: string | null;
  /** Rates the server rendered with; no `GET /exchanges` is made when given. */
  initialRates?: ExchangeRates | null;
  /** IP info the server already knows; no `GET /ip` is made when given. */
  initialIpInfo?: IpInfo | null;
  /** Replaces the browser's storage; `null` keeps nothing (tests, Storybook). */
  storage?: CurrencyStorage | null;
  /** Receives `currency:change` when the shopper chooses. */
  events?: EventBus;
  /** Failed rate or IP lookups go here. */
  reportError?: ErrorReporter;
}

/** The external store behind `useCurrency` (plain TypeScript, shaped for `useSyncExternalStore`). */
export interface CurrencyStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CurrencyState;
  /** The state the server rendered, for hydration. */
  getInitialSnapshot(): CurrencyState;
  /** Reads storage and fetches what is missing (rates unless cached, IP info). Call once in the browser; later calls do nothing. */
  start(): Promise<void>;
  /** The shopper picks a currency code or `AUTO`: kept in local storage, price type updated. */
  setCurrency(value: string): void;
  /** Theme or store settings changed (e.g. a theme switch). */
  updateSettings(settings: CurrencySettings): void;
}

/** Props of `CurrencyProvider`. */
export interface CurrencyProviderProps
  extends
    CurrencySettings,
    Pick<CurrencyStoreOptions, 'initialCurrency' | 'initialRates' | 'initialIpInfo' | 'storage'> {
  /** Theme `defaullt_currencyList`: selector currencies in order; defaults to the spec's list (`SELECTOR_CURRENCIES`). */
  currencies?: readonly string[];
  /** Theme `currency_style`: the default style of `usePrice`. */
  currencyStyle?: CurrencyStyle;
  children?: ReactNode;
}

/** What `useCurrency` returns. */
export interface UseCurrencyResult {
  /** The price type: the currency prices show in; `null` while unknown. */
  currency: string | null;
  source: CurrencySource | null;
  /** Value of the selector entry to show as selected: `AUTO` when the country currency applies, else `currency`. */
  selectedValue: string | null;
  /** `true` when the price type follows the visitor's country (Auto chosen, or nothing chosen and no theme default). */
  isAuto: boolean;
  /** The selector entries: Auto, then each listed currency that has a rate, in list order. */
  options: CurrencyOption[];
  rates: ExchangeRates | null;
  hasRates: boolean;
  /** The visitor's country (ISO 3166-1 alpha-2) and its currency; `null` until known. */
  country: string | null;
  countryCurrency: string | null;
  status: CurrencyStatus;
  isLoading: boolean;
  /** Pick a currency code or `AUTO`. */
  setCurrency(value: string): void;
}
