import { describe, expect, it } from 'vitest';
import {
  AUTO_CURRENCY,
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
} from './currency';
import type { ExchangeRates, KeyValueStorage } from './currency.types';
import { memoryStorage } from './currency.fixtures';

const rates: ExchangeRates = { base: 'USD', rates: { USD: 1, EUR: 0.9, GBP: 0.8, JPY: 150 } };

describe('normalizeCurrencyCode', () => {
  it('upper-cases three-letter codes and rejects anything else', () => {
    expect(normalizeCurrencyCode(' eur ')).toBe('EUR');
    for (const value of ['DEFAULT', 'AUTO', '', 'null', 'EU', 'EURO', '€', null, undefined]) {
      expect(normalizeCurrencyCode(value), String(value)).toBeNull();
    }
  });
});

describe('exchangeRate', () => {
  it('gives the base rate 1 even when the map leaves it out', () => {
    expect(exchangeRate({ base: 'USD', rates: { EUR: 0.9 } }, 'USD')).toBe(1);
    expect(exchangeRate({ base: 'USD', rates: { EUR: 0.9 } }, 'eur')).toBe(0.9);
  });

  it('has no rate for a missing, zero, negative or non-numeric entry', () => {
    const broken = { base: 'USD', rates: { A: 0, B: -2, C: Number.NaN, D: Number.POSITIVE_INFINITY } } as ExchangeRates;
    for (const code of ['BRL', 'A', 'B', 'C', 'D']) expect(exchangeRate(broken, code), code).toBeNull();
  });
});

describe('resolvePriceType (spec 4 order)', () => {
  it('takes the stored pricetype first', () => {
    expect(resolvePriceType({ choice: 'GBP', defaultCurrency: 'EUR', countryCurrency: 'CAD' })).toEqual({
      currency: 'GBP',
      source: 'stored',
    });
  });

  it('takes the theme default next, unless it is DEFAULT', () => {
    expect(resolvePriceType({ choice: null, defaultCurrency: 'EUR', countryCurrency: 'CAD' })).toEqual({
      currency: 'EUR',
      source: 'theme',
    });
    for (const none of ['DEFAULT', 'default', ' Default ', '', null, undefined]) {
      expect(resolvePriceType({ choice: null, defaultCurrency: none, countryCurrency: 'CAD' }), String(none)).toEqual({
        currency: 'CAD',
        source: 'country',
      });
    }
  });

  it('takes the visitor country currency last, and nothing when unknown', () => {
    expect(resolvePriceType({ choice: null, defaultCurrency: 'DEFAULT', countryCurrency: null })).toEqual({
      currency: null,
      source: null,
    });
  });

  it('ignores a stored value that is not a currency code', () => {
    expect(resolvePriceType({ choice: 'undefined', defaultCurrency: 'EUR', countryCurrency: null }).source).toBe(
      'theme',
    );
  });

  it('sends the Auto choice to the country currency, past the theme default', () => {
    expect(resolvePriceType({ choice: AUTO_CURRENCY, defaultCurrency: 'EUR', countryCurrency: 'CAD' })).toEqual({
      currency: 'CAD',
      source: 'auto',
    });
    expect(resolvePriceType({ choice: 'auto', defaultCurrency: 'EUR', countryCurrency: null })).toEqual({
      currency: 'EUR',
      source: 'theme',
    });
    expect(
      resolvePriceType({ choice: AUTO_CURRENCY, defaultCurrency: 'DEFAULT', countryCurrency: null }).currency,
    ).toBeNull();
  });
});

describe('settlePriceType (after rates load)', () => {
  it('keeps a type that has a rate, the base included', () => {
    expect(settlePriceType({ currency: 'EUR', source: 'stored' }, rates, 'USD')).toEqual({
      currency: 'EUR',
      source: 'stored',
    });
    expect(settlePriceType({ currency: 'USD', source: 'country' }, rates, 'EUR')).toEqual({
      currency: 'USD',
      source: 'country',
    });
  });

  it('falls back to the checkout currency when the type has no rate', () => {
    expect(settlePriceType({ currency: 'BRL', source: 'stored' }, rates, 'GBP')).toEqual({
      currency: 'GBP',
      source: 'checkout',
    });
    expect(settlePriceType({ currency: null, source: null }, rates, 'gbp')).toEqual({
      currency: 'GBP',
      source: 'checkout',
    });
  });

  it('uses the rates base when no checkout currency is set', () => {
    expect(settlePriceType({ currency: 'BRL', source: 'stored' }, rates, null)).toEqual({
      currency: 'USD',
      source: 'checkout',
    });
  });
});

describe('currencySelectorOptions', () => {
  const ipInfo = { currency: 'CAD', iso_code: 'CA', state: 'ON' };

  it('lists Auto first, then only currencies with a rate, in the spec order', () => {
    const options = currencySelectorOptions({
      rates: { base: 'USD', rates: { KRW: 1300, EUR: 0.9, BRL: 5, XXX: 2, CAD: 1.36 } },
      ipInfo,
    });
    expect(options[0]).toEqual({ value: AUTO_CURRENCY, currency: 'CAD', country: 'CA', isAuto: true });
    expect(options.slice(1).map((option) => option.value)).toEqual(['CAD', 'EUR', 'USD', 'BRL', 'KRW']);
    expect(options[2]).toEqual({ value: 'EUR', currency: 'EUR', country: null, isAuto: false });
  });

  it('offers every spec currency when all have rates', () => {
    const all = Object.fromEntries(SELECTOR_CURRENCIES.map((code) => [code, 2]));
    const options = currencySelectorOptions({ rates: { base: 'USD', rates: all }, ipInfo: null });
    expect(options.slice(1).map((option) => option.value)).toEqual([...SELECTOR_CURRENCIES]);
  });

  it('names the currency prices are really in when the country’s own has no rate (Korea without a KRW rate sees USD)', () => {
    const korea = { currency: 'KRW', iso_code: 'KR', state: null };
    const [auto] = currencySelectorOptions({ rates: { base: 'USD', rates: { EUR: 0.9 } }, ipInfo: korea });
    expect(auto).toEqual({ value: AUTO_CURRENCY, currency: 'USD', country: 'KR', isAuto: true });
    // Before rates load nothing is known to be missing: the country's own currency is named.
    expect(currencySelectorOptions({ rates: null, ipInfo: korea })[0]!.currency).toBe('KRW');
  });

  it('offers only Auto before rates are known, with an unknown country', () => {
    expect(currencySelectorOptions({ rates: null, ipInfo: null })).toEqual([
      { value: AUTO_CURRENCY, currency: null, country: null, isAuto: true },
    ]);
  });

  it('follows a theme list in its order, once per code', () => {
    const options = currencySelectorOptions({ rates, ipInfo, currencies: ['jpy', 'EUR', 'JPY', 'BRL', 'nonsense'] });
    expect(options.slice(1).map((option) => option.value)).toEqual(['JPY', 'EUR']);
  });
});

describe('parseExchangeRates', () => {
  it('keeps usable rates and gives the base rate 1', () => {
    expect(parseExchangeRates({ base: 'usd', rates: { eur: 0.9, BAD: 'x', NEG: -1, USD: 3 } })).toEqual({
      base: 'USD',
      rates: { EUR: 0.9, USD: 1 },
    });
  });

  it('rejects bodies that are not rates', () => {
    for (const body of [null, 'rates', 42, {}, { base: 'USD' }, { rates: { EUR: 1 } }, { base: 'DOLLAR', rates: {} }]) {
      expect(parseExchangeRates(body), JSON.stringify(body)).toBeNull();
    }
  });
});

describe('parseIpInfo', () => {
  it('normalises codes and turns missing fields into null', () => {
    expect(parseIpInfo({ currency: 'cad', iso_code: 'ca', state: 'ON' })).toEqual({
      currency: 'CAD',
      iso_code: 'CA',
      state: 'ON',
    });
    expect(parseIpInfo({ currency: '', iso_code: 7 })).toEqual({ currency: null, iso_code: null, state: null });
    expect(parseIpInfo(null)).toEqual({ currency: null, iso_code: null, state: null });
  });
});

describe('storage helpers', () => {
  const throwing: KeyValueStorage = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };

  it('stores and reads the choice under pricetype', () => {
    const storage = memoryStorage();
    storeChoice(storage, 'EUR');
    expect(storage.getItem(PRICE_TYPE_STORAGE_KEY)).toBe('EUR');
    expect(readStoredChoice(storage)).toBe('EUR');
    storeChoice(storage, AUTO_CURRENCY);
    expect(readStoredChoice(storage)).toBe(AUTO_CURRENCY);
    storage.setItem(PRICE_TYPE_STORAGE_KEY, 'garbage');
    expect(readStoredChoice(storage)).toBeNull();
  });

  it('caches rates under rates and reads them back', () => {
    const storage = memoryStorage();
    cacheRates(storage, rates);
    expect(JSON.parse(storage.getItem(RATES_STORAGE_KEY) ?? '')).toEqual(rates);
    expect(readCachedRates(storage)).toEqual(rates);
  });

  it('reads nothing from a broken cache, missing storage or storage that throws', () => {
    expect(readCachedRates(memoryStorage({ [RATES_STORAGE_KEY]: '{not json' }))).toBeNull();
    expect(readCachedRates(memoryStorage({ [RATES_STORAGE_KEY]: '{"base":"USD"}' }))).toBeNull();
    expect(readCachedRates(null)).toBeNull();
    expect(readCachedRates(throwing)).toBeNull();
    expect(readStoredChoice(throwing)).toBeNull();
    expect(() => storeChoice(throwing, 'EUR')).not.toThrow();
    expect(() => cacheRates(throwing, rates)).not.toThrow();
  });
});
