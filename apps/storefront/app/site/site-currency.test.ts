import { describe, expect, it } from 'vitest';
import type { VisitorSignals } from '@vitrine/commerce';
import { convertPrice, createCurrencyStore, formatPrice, PRICE_TYPE_STORAGE_KEY } from '@vitrine/headless';
import { DEFAULT_THEME_SETTINGS as FALLBACK_THEME_SETTINGS } from '@vitrine/ui/theme';
import {
  cookieFirstStorage,
  currencyChoiceFromCookie,
  parseCurrencyChoice,
  serializeCurrencyCookie,
} from './site-currency';
import { currencyOf } from './site-currency.server';

const RATES = { base: 'USD', rates: { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 151.6 } };
const commerce = {
  store: { currency: 'USD', url: null },
  money: {
    exchangeRates: async () => RATES,
    visitorLocation: (visitor: VisitorSignals) => {
      const country = visitor.countries?.find(Boolean) ?? 'US';
      const currency = { US: 'USD', DE: 'EUR', IL: 'ILS', JP: 'JPY' }[country] ?? 'USD';
      return { iso_code: country, state: null, currency };
    },
  },
} as never;

const request = (headers: Record<string, string>) => new Request('https://shop.test/', { headers });

describe('currency choice cookie', () => {
  it('reads codes and AUTO, nothing else', () => {
    expect(parseCurrencyChoice(' eur ')).toBe('EUR');
    expect(parseCurrencyChoice('auto')).toBe('AUTO');
    expect(parseCurrencyChoice('euro')).toBeNull();
    expect(currencyChoiceFromCookie('locale=de-DE; currency=GBP')).toBe('GBP');
    expect(serializeCurrencyCookie('EUR')).toBe('currency=EUR; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('lets the cookie (a no-JavaScript choice) win over an older local-storage choice', () => {
    const local = new Map([[PRICE_TYPE_STORAGE_KEY, 'JPY']]);
    const backing = {
      getItem: (k: string) => local.get(k) ?? null,
      setItem: (k: string, v: string) => void local.set(k, v),
    };
    let cookies = 'currency=EUR';
    const storage = cookieFirstStorage(
      () => cookies,
      () => backing,
    );
    expect(storage.getItem(PRICE_TYPE_STORAGE_KEY)).toBe('EUR');
    cookies = '';
    expect(storage.getItem(PRICE_TYPE_STORAGE_KEY)).toBe('JPY');
    storage.setItem(PRICE_TYPE_STORAGE_KEY, 'GBP');
    expect(local.get(PRICE_TYPE_STORAGE_KEY)).toBe('GBP');
  });
});

describe('currencyOf (server)', () => {
  it('renders the chosen currency with the rates', async () => {
    const result = await currencyOf(request({ cookie: 'currency=EUR' }), commerce, FALLBACK_THEME_SETTINGS);
    expect(result.currency).toBe('EUR');
    expect(result.checkoutCurrency).toBe('USD');
    expect(result.options.map((o) => o.value)).toEqual(['AUTO', 'EUR', 'GBP', 'JPY', 'USD']);
  });

  it('follows the visitor’s country without a choice, and falls back to the checkout currency without a rate', async () => {
    expect((await currencyOf(request({ 'x-country-code': 'JP' }), commerce, FALLBACK_THEME_SETTINGS)).currency).toBe(
      'JPY',
    );
    expect((await currencyOf(request({ 'x-country-code': 'IL' }), commerce, FALLBACK_THEME_SETTINGS)).currency).toBe(
      'USD',
    );
    expect((await currencyOf(request({ cookie: 'currency=BRL' }), commerce, FALLBACK_THEME_SETTINGS)).currency).toBe(
      'USD',
    );
  });

  it('gives the browser store the same answer, so hydration shows no other currency', async () => {
    const server = await currencyOf(
      request({ cookie: 'currency=GBP', 'x-country-code': 'DE' }),
      commerce,
      FALLBACK_THEME_SETTINGS,
    );
    const store = createCurrencyStore({
      client: {
        request: async () => {
          throw new Error('no request expected');
        },
      },
      defaultCurrency: 'DEFAULT',
      checkoutCurrency: server.checkoutCurrency,
      initialCurrency: server.currency,
      initialRates: server.rates,
      initialIpInfo: server.ipInfo,
      storage: {
        local: cookieFirstStorage(
          () => 'currency=GBP',
          () => null,
        ),
        session: null,
      },
    });
    expect(store.getInitialSnapshot().currency).toBe('GBP');
    await store.start();
    expect(store.getSnapshot().currency).toBe('GBP');
  });

  it('shows a euro store’s 10,00 € product as $10.87 to a dollar shopper and as 10,00 € to a euro one', async () => {
    // The engine's rates of a euro store: based on the euro (stored per dollar, EUR 0.92).
    const euroStore = {
      ...(commerce as object),
      store: { currency: 'EUR', url: null },
      money: {
        ...(commerce as { money: object }).money,
        exchangeRates: async () => ({ base: 'EUR', rates: { EUR: 1, USD: 1 / 0.92, GBP: 0.79 / 0.92 } }),
      },
    } as never;
    const dollars = await currencyOf(request({ cookie: 'currency=USD' }), euroStore, FALLBACK_THEME_SETTINGS);
    expect(dollars).toMatchObject({ currency: 'USD', checkoutCurrency: 'EUR' });
    const shown = convertPrice(1000, { from: dollars.checkoutCurrency, to: dollars.currency, rates: dollars.rates });
    expect(formatPrice(shown.amount, { currency: shown.currency }).text).toBe('$10.87');
    const euros = await currencyOf(request({ cookie: 'currency=EUR' }), euroStore, FALLBACK_THEME_SETTINGS);
    const same = convertPrice(1000, { from: euros.checkoutCurrency, to: euros.currency, rates: euros.rates });
    expect(formatPrice(same.amount, { currency: same.currency, locale: 'de-DE' }).text).toBe('10,00\u00a0€');
  });
});
