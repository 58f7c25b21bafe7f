import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { StoreClient } from '../client/client.types';
import type { CurrencyStyle } from '../price/price.types';
import { useReportError, useStoreClient, useStoreEvents } from '../provider/StoreProvider';
import { SELECTOR_CURRENCIES } from './currency';
import type { CurrencyProviderProps, CurrencyStore } from './currency.types';
import { createCurrencyStore } from './currencyStore';

/** What `CurrencyProvider` hands to `useCurrency` and `usePrice`. */
export interface CurrencyContextValue {
  store: CurrencyStore;
  /** Selector currencies in order (theme `defaullt_currencyList`, else the spec's list). */
  currencies: readonly string[];
  /** Theme `currency_style`, the default style of `usePrice`. */
  currencyStyle: CurrencyStyle;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

/**
 * Gives `useCurrency` and `usePrice` the shopper's price type and exchange
 * rates. Render it inside `StoreProvider` (it uses the store client, event bus
 * and error reporter), once, near the root. In the browser it reads the stored
 * choice and fetches what is missing after hydration; on the server it renders
 * `initialCurrency`/`initialRates`, so a route loader that knows them (say,
 * from a cookie the app mirrors on `currency:change`) avoids a flash of the
 * base currency. Theme settings may change later; initial values are read once.
 *
 * @example
 * <StoreProvider client={client} initialCart={cart}>
 *   <CurrencyProvider
 *     defaultCurrency={theme.settings.currencySelector.defaultCurrency}
 *     checkoutCurrency={options.checkout_currency}
 *     currencyStyle={theme.settings.currencyStyle}
 *     initialRates={loaderData.rates}
 *   >
 *     <Outlet />
 *   </CurrencyProvider>
 * </StoreProvider>
 */
export function CurrencyProvider({
  defaultCurrency,
  checkoutCurrency,
  currencies = SELECTOR_CURRENCIES,
  currencyStyle = 'default',
  initialCurrency,
  initialRates,
  initialIpInfo,
  storage,
  children,
}: CurrencyProviderProps) {
  const client = useStoreClient();
  const events = useStoreEvents();
  const reportError = useReportError();
  // The store outlives a client or reporter swap and always calls the current one.
  const latest = useRef({ client, reportError });
  const [store] = useState(() =>
    createCurrencyStore({
      client: { request: ((...args) => latest.current.client.request(...args)) as StoreClient['request'] },
      reportError: (error, context) => latest.current.reportError(error, context),
      events,
      defaultCurrency,
      checkoutCurrency,
      initialCurrency,
      initialRates,
      initialIpInfo,
      storage,
    }),
  );

  useEffect(() => {
    latest.current = { client, reportError };
  }, [client, reportError]);

  useEffect(() => {
    store.updateSettings({ defaultCurrency, checkoutCurrency });
  }, [store, defaultCurrency, checkoutCurrency]);

  useEffect(() => {
    void store.start();
  }, [store]);

  const value = useMemo(() => ({ store, currencies, currencyStyle }), [store, currencies, currencyStyle]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

/**
 * The nearest `CurrencyProvider`'s store and settings, or `null` without one
 * (then `usePrice` shows prices in their own currency).
 *
 * @example
 * const currency = useOptionalCurrencyContext();
 * const style = currency?.currencyStyle ?? 'default';
 */
export function useOptionalCurrencyContext(): CurrencyContextValue | null {
  return useContext(CurrencyContext);
}

/**
 * The nearest `CurrencyProvider`'s store and settings.
 *
 * @throws Error when there is no `CurrencyProvider` above.
 * @example
 * const { store } = useCurrencyContext();
 * store.setCurrency('EUR');
 */
export function useCurrencyContext(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency must be used inside <CurrencyProvider>');
  return value;
}
