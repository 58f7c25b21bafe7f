import {
  AUTO_CURRENCY,
  CURRENCY_CHANGE_EVENT,
  cacheRates,
  normalizeCurrencyCode,
  parseExchangeRates,
  parseIpInfo,
  readCachedRates,
  readStoredChoice,
  resolvePriceType,
  settlePriceType,
  storeChoice,
} from './currency';
import type {
  CurrencySettings,
  CurrencyState,
  CurrencyStatus,
  CurrencyStore,
  CurrencyStoreOptions,
  KeyValueStorage,
  ResolvedPriceType,
} from './currency.types';

/** The browser's storage, looked up only when used (never during a render or on the server). */
function browserStorage(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return ((globalThis as { [key: string]: unknown })[name] as KeyValueStorage | undefined) ?? null;
  } catch {
    // Reading `localStorage` throws when the browser blocks site data.
    return null;
  }
}

/**
 * Creates the external store behind `useCurrency` (plain TypeScript, no
 * React, no browser global until `start`).
 *
 * Rules it keeps (spec 4):
 * - The price type resolves from the stored `pricetype`, else the theme
 *   default unless `DEFAULT`, else the visitor's country currency (`GET /ip`).
 *   While the answer depends on a country still being looked up, the shown
 *   type stays as it is, so prices do not flash through another currency.
 * - Once rates are known, the resolved type is kept if it has a rate, else the
 *   checkout currency is shown.
 * - Rates come from session storage when cached there, else `GET /exchanges`,
 *   and are then cached; rates the server passed in are cached too.
 * - `setCurrency` stores the choice in local storage (`pricetype`), updates the
 *   price type and publishes `currency:change`.
 *
 * @example
 * const store = createCurrencyStore({ client, defaultCurrency: 'DEFAULT', checkoutCurrency: 'USD' });
 * store.subscribe(() => console.log(store.getSnapshot().currency));
 * await store.start(); // logs e.g. 'CAD' for a visitor in Canada
 * store.setCurrency('EUR'); // logs 'EUR', kept in localStorage.pricetype
 */
export function createCurrencyStore(options: CurrencyStoreOptions): CurrencyStore {
  const { client, events, reportError } = options;
  let settings: CurrencySettings = {
    defaultCurrency: options.defaultCurrency ?? null,
    checkoutCurrency: options.checkoutCurrency ?? null,
  };
  const initialCurrency = normalizeCurrencyCode(options.initialCurrency);
  const initialState: CurrencyState = {
    currency: initialCurrency,
    source: initialCurrency ? 'initial' : null,
    choice: null,
    rates: options.initialRates ? parseExchangeRates(options.initialRates) : null,
    ipInfo: options.initialIpInfo ? parseIpInfo(options.initialIpInfo) : null,
    status: 'idle',
  };
  let state = initialState;
  let isStarted = false;
  let isIpPending = false;
  let loadsInFlight = 0;
  let hasRatesFailed = false;
  const listeners = new Set<() => void>();

  const local = () =>
    options.storage === null
      ? null
      : options.storage?.local !== undefined
        ? options.storage.local
        : browserStorage('localStorage');
  const session = () =>
    options.storage === null
      ? null
      : options.storage?.session !== undefined
        ? options.storage.session
        : browserStorage('sessionStorage');

  /** The price type the current inputs give, or `null` to keep the shown one. */
  function derivePriceType(): ResolvedPriceType | null {
    const resolved = resolvePriceType({
      choice: state.choice,
      defaultCurrency: settings.defaultCurrency,
      countryCurrency: state.ipInfo?.currency ?? null,
    });
    const mayStillChange = resolved.source === null || (state.choice === AUTO_CURRENCY && resolved.source !== 'auto');
    if (isIpPending && mayStillChange) return null;
    if (state.rates) return settlePriceType(resolved, state.rates, settings.checkoutCurrency);
    return resolved.currency ? resolved : null;
  }

  function currentStatus(): CurrencyStatus {
    if (!isStarted) return 'idle';
    if (loadsInFlight > 0) return 'loading';
    return hasRatesFailed && !state.rates ? 'error' : 'ready';
  }

  function commit(change: Partial<CurrencyState> = {}): void {
    state = { ...state, ...change };
    const priceType = isStarted ? derivePriceType() : null;
    state = { ...state, ...(priceType ?? {}), status: currentStatus() };
    for (const listener of listeners) listener();
  }

  async function load(path: string, apply: (body: unknown) => void, onFailure: () => void): Promise<void> {
    loadsInFlight += 1;
    try {
      apply(await client.request<unknown>('GET', path));
    } catch (error) {
      onFailure();
      reportError?.(error, { where: 'currency', path });
    } finally {
      loadsInFlight -= 1;
      commit();
    }
  }

  function loadRates(): Promise<void> {
    return load(
      '/exchanges',
      (body) => {
        const rates = parseExchangeRates(body);
        if (!rates) throw new Error('GET /exchanges answered without rates');
        cacheRates(session(), rates);
        state = { ...state, rates };
      },
      () => {
        hasRatesFailed = true;
      },
    );
  }

  function loadIpInfo(): Promise<void> {
    isIpPending = true;
    return load(
      '/ip',
      (body) => {
        isIpPending = false;
        state = { ...state, ipInfo: parseIpInfo(body) };
      },
      () => {
        // Without a country the resolution moves on to the checkout currency.
        isIpPending = false;
      },
    );
  }

  async function start(): Promise<void> {
    if (isStarted) return;
    isStarted = true;
    const choice = state.choice ?? readStoredChoice(local());
    // Rates the server rendered with are the freshest; otherwise this visit's cached ones.
    const rates = state.rates ?? readCachedRates(session());
    if (state.rates) cacheRates(session(), state.rates);
    const loads: Promise<void>[] = [];
    if (!rates) loads.push(loadRates());
    if (!state.ipInfo) loads.push(loadIpInfo());
    commit({ choice, rates });
    await Promise.all(loads);
  }

  function setCurrency(value: string): void {
    const isAuto = value.trim().toUpperCase() === AUTO_CURRENCY;
    const choice = isAuto ? AUTO_CURRENCY : normalizeCurrencyCode(value);
    if (!choice) throw new RangeError(`Not a currency code: ${value}`);
    storeChoice(local(), choice);
    if (isStarted) commit({ choice });
    else {
      // A choice made before `start` (it needs a click, so unlikely) starts the store with it.
      state = { ...state, choice };
      void start();
    }
    events?.publish(CURRENCY_CHANGE_EVENT, { currency: state.currency, choice });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    getInitialSnapshot: () => initialState,

    start,
    setCurrency,
    updateSettings(next) {
      const merged: CurrencySettings = {
        defaultCurrency: ('defaultCurrency' in next ? next.defaultCurrency : settings.defaultCurrency) ?? null,
        checkoutCurrency: ('checkoutCurrency' in next ? next.checkoutCurrency : settings.checkoutCurrency) ?? null,
      };
      if (merged.defaultCurrency === settings.defaultCurrency && merged.checkoutCurrency === settings.checkoutCurrency)
        return;
      settings = merged;
      commit();
    },
  };
}
