import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import { createEventBus } from '../events/bus';
import type { EventBus } from '../events/events.types';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import { AUTO_CURRENCY, CURRENCY_CHANGE_EVENT, PRICE_TYPE_STORAGE_KEY, RATES_STORAGE_KEY } from './currency';
import { CANADA_IP, TEST_RATES } from './currency.fixtures';
import type { CurrencyProviderProps } from './currency.types';
import { CurrencyProvider } from './CurrencyProvider';
import { useCurrency } from './useCurrency';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const url = (path: string) => `${TEST_BASE_URL}${path}`;

/** Serves rates and IP info, counting the calls. */
function serve({ rates = TEST_RATES as unknown, ip = CANADA_IP as unknown, ratesStatus = 200 } = {}) {
  const calls = { exchanges: 0, ip: 0 };
  server.use(
    http.get(url('/exchanges'), () => {
      calls.exchanges += 1;
      return HttpResponse.json(rates as object, { status: ratesStatus });
    }),
    http.get(url('/ip'), () => {
      calls.ip += 1;
      return HttpResponse.json(ip as object);
    }),
  );
  return calls;
}

function renderCurrency(
  props: Omit<CurrencyProviderProps, 'children'> = {},
  extra: { events?: EventBus; reportError?: () => void } = {},
) {
  const client = createStoreClient({ baseUrl: TEST_BASE_URL });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} initialCart={null} events={extra.events} reportError={extra.reportError}>
      <CurrencyProvider checkoutCurrency="USD" {...props}>
        {children}
      </CurrencyProvider>
    </StoreProvider>
  );
  const renders: ReturnType<typeof useCurrency>[] = [];
  const rendered = renderHook(
    () => {
      const value = useCurrency();
      renders.push(value);
      return value;
    },
    { wrapper },
  );
  return { ...rendered, renders };
}

describe('useCurrency', () => {
  it('resolves to the visitor country currency and lists Auto plus the currencies with a rate', async () => {
    const calls = serve();
    const { result } = renderCurrency();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({
      currency: 'CAD',
      source: 'country',
      isAuto: true,
      selectedValue: AUTO_CURRENCY,
      country: 'CA',
      countryCurrency: 'CAD',
      hasRates: true,
      isLoading: false,
    });
    // Spec order, without MXN (no rate): AUD, CAD, CNY, EUR, GBP, JPY, NZD, USD, MXN, INR, ARS, UYU, BRL, RUB, KRW.
    expect(result.current.options.map((option) => option.value)).toEqual([
      AUTO_CURRENCY,
      'CAD',
      'EUR',
      'GBP',
      'JPY',
      'USD',
      'BRL',
    ]);
    expect(calls).toEqual({ exchanges: 1, ip: 1 });
  });

  it('keeps rates in session storage and does not fetch them again while cached', async () => {
    const calls = serve();
    const first = renderCurrency();
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    expect(JSON.parse(sessionStorage.getItem(RATES_STORAGE_KEY) ?? 'null')).toEqual(TEST_RATES);
    first.unmount();

    const second = renderCurrency();
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    expect(second.result.current.rates).toEqual(TEST_RATES);
    expect(calls.exchanges).toBe(1);
  });

  it('stores a choice in localStorage (pricetype), updates the type and tells the bus', async () => {
    serve();
    const events = createEventBus();
    const changes = vi.fn();
    events.subscribe(CURRENCY_CHANGE_EVENT, changes);
    const { result } = renderCurrency({}, { events });
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.setCurrency('EUR'));
    expect(localStorage.getItem(PRICE_TYPE_STORAGE_KEY)).toBe('EUR');
    expect(result.current).toMatchObject({ currency: 'EUR', source: 'stored', isAuto: false, selectedValue: 'EUR' });
    expect(changes).toHaveBeenCalledTimes(1);

    act(() => result.current.setCurrency(AUTO_CURRENCY));
    expect(result.current).toMatchObject({
      currency: 'CAD',
      source: 'auto',
      isAuto: true,
      selectedValue: AUTO_CURRENCY,
    });
  });

  it('shows a stored type that has a rate, and the checkout currency for one without', async () => {
    serve();
    localStorage.setItem(PRICE_TYPE_STORAGE_KEY, 'JPY');
    const withRate = renderCurrency({ checkoutCurrency: 'GBP' });
    await waitFor(() => expect(withRate.result.current.status).toBe('ready'));
    expect(withRate.result.current).toMatchObject({ currency: 'JPY', source: 'stored' });
    withRate.unmount();

    localStorage.setItem(PRICE_TYPE_STORAGE_KEY, 'MXN');
    const withoutRate = renderCurrency({ checkoutCurrency: 'GBP' });
    await waitFor(() => expect(withoutRate.result.current.status).toBe('ready'));
    expect(withoutRate.result.current).toMatchObject({ currency: 'GBP', source: 'checkout', selectedValue: 'GBP' });
  });

  it('uses a theme default currency, but not DEFAULT', async () => {
    serve();
    const themed = renderCurrency({ defaultCurrency: 'EUR' });
    await waitFor(() => expect(themed.result.current.status).toBe('ready'));
    expect(themed.result.current).toMatchObject({ currency: 'EUR', source: 'theme', isAuto: false });
    themed.unmount();

    const none = renderCurrency({ defaultCurrency: 'DEFAULT' });
    await waitFor(() => expect(none.result.current.status).toBe('ready'));
    expect(none.result.current).toMatchObject({ currency: 'CAD', source: 'country' });
  });

  it('follows the theme currency list', async () => {
    serve();
    const { result } = renderCurrency({ currencies: ['BRL', 'EUR', 'MXN'] });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.options.map((option) => option.value)).toEqual([AUTO_CURRENCY, 'BRL', 'EUR']);
  });

  it('reports a failed rates call and leaves only Auto in the list', async () => {
    serve({ rates: { status: 500, code: 'SERVER_ERROR', message: 'down' }, ratesStatus: 500 });
    const reportError = vi.fn();
    const { result } = renderCurrency({}, { reportError });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ hasRates: false, currency: 'CAD' });
    expect(result.current.options).toHaveLength(1);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), {
      where: 'currency',
      path: '/exchanges',
    });
  });

  it('renders the server values first and makes no call the server already answered', async () => {
    const calls = serve();
    const { result, renders } = renderCurrency({
      initialCurrency: 'EUR',
      initialRates: TEST_RATES,
      initialIpInfo: CANADA_IP,
    });
    // First render (hydration): what the server rendered.
    expect(renders[0]).toMatchObject({ currency: 'EUR', source: 'initial', hasRates: true, status: 'idle' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ currency: 'CAD', source: 'country' });
    expect(calls).toEqual({ exchanges: 0, ip: 0 });
  });

  it('needs a CurrencyProvider', () => {
    const client = createStoreClient({ baseUrl: TEST_BASE_URL });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider client={client} initialCart={null}>
        {children}
      </StoreProvider>
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCurrency(), { wrapper })).toThrow(/CurrencyProvider/);
    vi.restoreAllMocks();
  });
});
