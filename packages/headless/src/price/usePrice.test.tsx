import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { PRICE_TYPE_STORAGE_KEY } from '../currency/currency';
import { CANADA_IP, TEST_RATES } from '../currency/currency.fixtures';
import type { CurrencyProviderProps } from '../currency/currency.types';
import { CurrencyProvider } from '../currency/CurrencyProvider';
import { useCurrency } from '../currency/useCurrency';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import type { UsePriceOptions } from './price.types';
import { usePrice } from './usePrice';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.use(
    http.get(`${TEST_BASE_URL}/exchanges`, () => HttpResponse.json(TEST_RATES)),
    http.get(`${TEST_BASE_URL}/ip`, () => HttpResponse.json(CANADA_IP)),
  );
});

const NBSP = '\u00a0';

function renderPrice(
  options: UsePriceOptions,
  { currencyProps, locale }: { currencyProps?: Omit<CurrencyProviderProps, 'children'> | null; locale?: string } = {},
) {
  const client = createStoreClient({ baseUrl: TEST_BASE_URL, locale });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} initialCart={null}>
      {currencyProps === null ? (
        children
      ) : (
        <CurrencyProvider checkoutCurrency="USD" {...currencyProps}>
          {children}
        </CurrencyProvider>
      )}
    </StoreProvider>
  );
  const texts: string[] = [];
  const rendered = renderHook(
    (props: UsePriceOptions) => {
      const price = usePrice(props);
      texts.push(price.text);
      return { price, currency: currencyProps === null ? null : useCurrency() };
    },
    { wrapper, initialProps: options },
  );
  return { ...rendered, texts };
}

describe('usePrice', () => {
  it('shows the price in its own currency without a CurrencyProvider', () => {
    const { result } = renderPrice({ price: 123450, compareAt: 150000, currency: 'USD' }, { currencyProps: null });
    expect(result.current.price).toMatchObject({
      amount: 123450,
      currency: 'USD',
      text: '$1,234.50',
      isConverted: false,
      isOnSale: true,
    });
    expect(result.current.price.compareAt).toMatchObject({ amount: 150000, text: '$1,500.00', isConverted: false });
  });

  it('converts into the visitor country currency once rates load', async () => {
    const { result } = renderPrice({ price: 1000, currency: 'USD' });
    await waitFor(() => expect(result.current.price.isConverted).toBe(true));
    expect(result.current.price).toMatchObject({ amount: 1350, currency: 'CAD', text: 'CA$13.50' });
    expect(result.current.price.parts.currency).toBe('CAD');
  });

  it('follows the shopper choosing another currency', async () => {
    const { result } = renderPrice({ price: 123450, compareAt: 200000, currency: 'USD' });
    await waitFor(() => expect(result.current.currency?.status).toBe('ready'));
    act(() => result.current.currency?.setCurrency('EUR'));
    expect(result.current.price).toMatchObject({
      amount: 111105,
      currency: 'EUR',
      text: `1,111.05${NBSP}€`,
      isConverted: true,
    });
    expect(result.current.price.compareAt).toMatchObject({ amount: 180000, currency: 'EUR', isConverted: true });
    expect(result.current.price.isOnSale).toBe(true);
  });

  it('shows the price unconverted when the stored type has no rate and the checkout currency is the base', async () => {
    localStorage.setItem(PRICE_TYPE_STORAGE_KEY, 'MXN');
    const { result } = renderPrice({ price: 1000, currency: 'USD' });
    await waitFor(() => expect(result.current.currency?.status).toBe('ready'));
    expect(result.current.currency?.currency).toBe('USD');
    expect(result.current.price).toMatchObject({ amount: 1000, currency: 'USD', text: '$10.00', isConverted: false });
  });

  it('rounds converted JPY to whole yen', async () => {
    localStorage.setItem(PRICE_TYPE_STORAGE_KEY, 'JPY');
    const { result } = renderPrice({ price: 1234, currency: 'USD' });
    await waitFor(() => expect(result.current.price.isConverted).toBe(true));
    expect(result.current.price).toMatchObject({ amount: 1851, text: '¥1,851' });
  });

  it('shows the server currency from the first render, without a flash of the base currency', () => {
    const { texts } = renderPrice(
      { price: 123450, currency: 'USD' },
      { currencyProps: { initialCurrency: 'EUR', initialRates: TEST_RATES, initialIpInfo: CANADA_IP } },
    );
    expect(texts[0]).toBe(`1,111.05${NBSP}€`);
  });

  it('leaves the amount alone when conversion is disabled', async () => {
    const { result } = renderPrice({ price: 1000, currency: 'USD', isConversionDisabled: true });
    await waitFor(() => expect(result.current.currency?.status).toBe('ready'));
    expect(result.current.price).toMatchObject({ amount: 1000, currency: 'USD', isConverted: false });
  });

  it('formats in the client locale, the theme currency style, or the ones given', async () => {
    localStorage.setItem(PRICE_TYPE_STORAGE_KEY, 'EUR');
    const { result, rerender } = renderPrice(
      { price: 123450, currency: 'USD' },
      { locale: 'de-DE', currencyProps: { currencyStyle: 'centsub' } },
    );
    await waitFor(() => expect(result.current.price.isConverted).toBe(true));
    expect(result.current.price.text).toBe(`1.111,05${NBSP}€`);
    expect(result.current.price.parts.style).toBe('centsub');
    expect(result.current.price.parts.segments.find((part) => part.isSuperscript)?.value).toBe('05');

    rerender({ price: 123450, currency: 'USD', locale: 'fr-FR', style: 'default' });
    expect(result.current.price.parts.style).toBe('default');
    expect(result.current.price.text).toMatch(/^1[\u00a0\u202f]111,05\u00a0€$/);
  });

  it('is on sale only when the compare-at price is above the price', () => {
    const at = (compareAt: number | null) =>
      renderPrice({ price: 5000, compareAt, currency: 'USD' }, { currencyProps: null }).result.current.price;
    expect(at(5001).isOnSale).toBe(true);
    expect(at(5000).isOnSale).toBe(false);
    expect(at(4999).isOnSale).toBe(false);
    expect(at(null)).toMatchObject({ isOnSale: false, compareAt: null });
  });

  it('works outside any StoreProvider: en-US, unconverted, or the locale given', () => {
    const alone = renderHook((props: UsePriceOptions) => usePrice(props), {
      initialProps: { price: 123450, currency: 'USD' } as UsePriceOptions,
    });
    expect(alone.result.current.text).toBe('$1,234.50');
    alone.rerender({ price: 123450, currency: 'EUR', locale: 'de-DE' });
    expect(alone.result.current.text).toBe(`1.234,50${NBSP}€`);
  });

  it('formats negative amounts (refunds, discounts) with the sign first', () => {
    const { result } = renderPrice({ price: -250, currency: 'EUR' }, { currencyProps: null, locale: 'de-DE' });
    expect(result.current.price.text).toBe(`-2,50${NBSP}€`);
    expect(result.current.price.parts.isNegative).toBe(true);
  });
});
