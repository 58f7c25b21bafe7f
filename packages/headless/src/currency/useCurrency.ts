import { useMemo, useSyncExternalStore } from 'react';
import { AUTO_CURRENCY, currencySelectorOptions } from './currency';
import type { UseCurrencyResult } from './currency.types';
import { useCurrencyContext } from './CurrencyProvider';

/**
 * The shopper's price type, the exchange rates and the currency selector's
 * entries, from the nearest `CurrencyProvider` (spec 2, 4, 5, 9). Safe during
 * SSR: the server and hydration render the provider's initial currency and rates.
 *
 * @throws Error when there is no `CurrencyProvider` above.
 * @example
 * function CurrencySelect() {
 *   const { options, selectedValue, setCurrency, isLoading } = useCurrency();
 *   return (
 *     <select value={selectedValue ?? 'AUTO'} disabled={isLoading} onChange={(e) => setCurrency(e.target.value)}>
 *       {options.map((option) => (
 *         <option key={option.value} value={option.value}>
 *           {option.isAuto ? `Auto (${option.country ?? '?'})` : option.currency}
 *         </option>
 *       ))}
 *     </select>
 *   );
 * }
 */
export function useCurrency(): UseCurrencyResult {
  const { store, currencies } = useCurrencyContext();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getInitialSnapshot);
  const options = useMemo(
    () => currencySelectorOptions({ rates: state.rates, ipInfo: state.ipInfo, currencies }),
    [state.rates, state.ipInfo, currencies],
  );

  return useMemo(() => {
    const followsCountry = state.source === 'auto' || state.source === 'country';
    const isAuto = state.choice === AUTO_CURRENCY || (state.choice === null && followsCountry);
    return {
      currency: state.currency,
      source: state.source,
      selectedValue: isAuto ? AUTO_CURRENCY : state.currency,
      isAuto,
      options,
      rates: state.rates,
      hasRates: state.rates !== null,
      country: state.ipInfo?.iso_code ?? null,
      countryCurrency: state.ipInfo?.currency ?? null,
      status: state.status,
      isLoading: state.status === 'loading',
      setCurrency: store.setCurrency,
    };
  }, [state, options, store]);
}
