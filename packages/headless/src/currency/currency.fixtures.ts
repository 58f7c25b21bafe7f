import type { ExchangeRates, IpInfo, KeyValueStorage } from './currency.types';

/** Test double of Web Storage, optionally pre-filled; `entries` shows what was written. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
  };
}

/** Rates for tests: USD base, with EUR, GBP, JPY, CAD and BRL but no MXN. */
export const TEST_RATES: ExchangeRates = {
  base: 'USD',
  rates: { USD: 1, EUR: 0.9, GBP: 0.8, JPY: 150, CAD: 1.35, BRL: 5 },
};

/** A visitor in Ontario, Canada. */
export const CANADA_IP: IpInfo = { currency: 'CAD', iso_code: 'CA', state: 'ON' };
