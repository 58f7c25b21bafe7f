import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../events/bus';
import { deferred } from '../test/fixtures';
import { AUTO_CURRENCY, CURRENCY_CHANGE_EVENT, PRICE_TYPE_STORAGE_KEY, RATES_STORAGE_KEY } from './currency';
import { CANADA_IP, TEST_RATES, memoryStorage } from './currency.fixtures';
import type { CurrencyStoreOptions } from './currency.types';
import { createCurrencyStore } from './currencyStore';

/** A fake client whose `/exchanges` and `/ip` answers the test releases when it wants. */
function fakeApi() {
  const exchanges = deferred<unknown>();
  const ip = deferred<unknown>();
  const request = vi.fn((_method: string, path: string) => {
    if (path === '/exchanges') return exchanges.promise;
    if (path === '/ip') return ip.promise;
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  return {
    client: { request: request as unknown as CurrencyStoreOptions['client']['request'] },
    request,
    exchanges,
    ip,
  };
}

function setup(
  options: Partial<CurrencyStoreOptions> = {},
  stored: Record<string, string> = {},
  cached: Record<string, string> = {},
) {
  const api = fakeApi();
  const local = memoryStorage(stored);
  const session = memoryStorage(cached);
  const reportError = vi.fn();
  const store = createCurrencyStore({
    client: api.client,
    checkoutCurrency: 'USD',
    defaultCurrency: 'DEFAULT',
    storage: { local, session },
    reportError,
    ...options,
  });
  const paths = () => api.request.mock.calls.map(([, path]) => path);
  return { store, api, local, session, reportError, paths };
}

/** Lets pending promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCurrencyStore', () => {
  it('touches neither network nor storage before start', () => {
    const { store, paths, local } = setup({ initialCurrency: 'eur', initialRates: TEST_RATES });
    local.getItem = vi.fn(local.getItem);
    expect(store.getSnapshot()).toEqual({
      currency: 'EUR',
      source: 'initial',
      choice: null,
      rates: TEST_RATES,
      ipInfo: null,
      status: 'idle',
    });
    expect(store.getInitialSnapshot()).toBe(store.getSnapshot());
    expect(paths()).toEqual([]);
    expect(local.getItem).not.toHaveBeenCalled();
  });

  it('shows the visitor country currency once /ip and /exchanges answer, then caches the rates', async () => {
    const { store, api, session, paths } = setup();
    const started = store.start();
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', currency: null });
    expect(paths().sort()).toEqual(['/exchanges', '/ip']);
    api.ip.resolve(CANADA_IP);
    api.exchanges.resolve(TEST_RATES);
    await started;
    expect(store.getSnapshot()).toMatchObject({
      currency: 'CAD',
      source: 'country',
      status: 'ready',
      ipInfo: CANADA_IP,
    });
    expect(JSON.parse(session.entries.get(RATES_STORAGE_KEY) ?? 'null')).toEqual(TEST_RATES);
  });

  it('does not flash the checkout currency while the country is still being looked up', async () => {
    const { store, api } = setup({}, {}, { [RATES_STORAGE_KEY]: JSON.stringify(TEST_RATES) });
    const started = store.start();
    expect(store.getSnapshot()).toMatchObject({ currency: null, status: 'loading' });
    api.ip.resolve(CANADA_IP);
    await started;
    expect(store.getSnapshot()).toMatchObject({ currency: 'CAD', source: 'country' });
  });

  it('uses cached rates without requesting /exchanges', async () => {
    const { store, api, paths } = setup(
      {},
      { [PRICE_TYPE_STORAGE_KEY]: 'EUR' },
      { [RATES_STORAGE_KEY]: JSON.stringify(TEST_RATES) },
    );
    const started = store.start();
    // The stored choice needs no country, so it shows at once.
    expect(store.getSnapshot()).toMatchObject({ currency: 'EUR', source: 'stored', choice: 'EUR' });
    api.ip.resolve(CANADA_IP);
    await started;
    expect(paths()).toEqual(['/ip']);
  });

  it('uses and caches the rates the server passed in, and the IP info too', async () => {
    const { store, session, paths } = setup({ initialRates: TEST_RATES, initialIpInfo: CANADA_IP });
    await store.start();
    expect(paths()).toEqual([]);
    expect(session.entries.has(RATES_STORAGE_KEY)).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ currency: 'CAD', status: 'ready' });
  });

  it('prefers the theme default over the country, and the stored choice over both', async () => {
    const theme = setup({ defaultCurrency: 'GBP', initialRates: TEST_RATES, initialIpInfo: CANADA_IP });
    await theme.store.start();
    expect(theme.store.getSnapshot()).toMatchObject({ currency: 'GBP', source: 'theme' });

    const stored = setup(
      { defaultCurrency: 'GBP', initialRates: TEST_RATES, initialIpInfo: CANADA_IP },
      { [PRICE_TYPE_STORAGE_KEY]: 'JPY' },
    );
    await stored.store.start();
    expect(stored.store.getSnapshot()).toMatchObject({ currency: 'JPY', source: 'stored' });
  });

  it('shows the checkout currency when the chosen type has no rate', async () => {
    const { store } = setup(
      { initialRates: TEST_RATES, initialIpInfo: CANADA_IP },
      { [PRICE_TYPE_STORAGE_KEY]: 'MXN' },
    );
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ currency: 'USD', source: 'checkout', choice: 'MXN' });
  });

  it('keeps the chosen type while rates are loading, then settles it', async () => {
    const { store, api } = setup({ initialIpInfo: CANADA_IP }, { [PRICE_TYPE_STORAGE_KEY]: 'MXN' });
    const started = store.start();
    expect(store.getSnapshot()).toMatchObject({ currency: 'MXN', source: 'stored', status: 'loading' });
    api.exchanges.resolve(TEST_RATES);
    await started;
    expect(store.getSnapshot()).toMatchObject({ currency: 'USD', source: 'checkout', status: 'ready' });
  });

  it('moves on to the checkout currency and reports when /ip fails', async () => {
    const { store, api, reportError } = setup({ initialRates: TEST_RATES });
    const started = store.start();
    const failure = new Error('ip lookup down');
    api.ip.reject(failure);
    await started;
    expect(store.getSnapshot()).toMatchObject({ currency: 'USD', source: 'checkout', ipInfo: null, status: 'ready' });
    expect(reportError).toHaveBeenCalledWith(failure, { where: 'currency', path: '/ip' });
  });

  it('ends in error without rates, keeping prices unconverted, when /exchanges fails', async () => {
    const { store, api, reportError, session } = setup({ initialIpInfo: CANADA_IP });
    const started = store.start();
    api.exchanges.resolve({ message: 'not rates' });
    await started;
    expect(store.getSnapshot()).toMatchObject({ status: 'error', rates: null, currency: 'CAD' });
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(session.entries.has(RATES_STORAGE_KEY)).toBe(false);
  });

  it('starts once', async () => {
    const { store, api, paths } = setup();
    void store.start();
    void store.start();
    api.ip.resolve(CANADA_IP);
    api.exchanges.resolve(TEST_RATES);
    await flush();
    expect(paths()).toHaveLength(2);
  });

  it('stores a choice, updates the price type and publishes currency:change', async () => {
    const events = createEventBus();
    const changes = vi.fn();
    events.subscribe(CURRENCY_CHANGE_EVENT, changes);
    const { store, local } = setup({ events, initialRates: TEST_RATES, initialIpInfo: CANADA_IP });
    await store.start();
    const listener = vi.fn();
    store.subscribe(listener);

    store.setCurrency('eur');
    expect(local.entries.get(PRICE_TYPE_STORAGE_KEY)).toBe('EUR');
    expect(store.getSnapshot()).toMatchObject({ currency: 'EUR', source: 'stored', choice: 'EUR' });
    expect(listener).toHaveBeenCalled();
    expect(changes.mock.calls[0]?.[0].payload).toEqual({ currency: 'EUR', choice: 'EUR' });

    store.setCurrency('MXN');
    expect(store.getSnapshot()).toMatchObject({ currency: 'USD', source: 'checkout', choice: 'MXN' });

    store.setCurrency(AUTO_CURRENCY);
    expect(local.entries.get(PRICE_TYPE_STORAGE_KEY)).toBe(AUTO_CURRENCY);
    expect(store.getSnapshot()).toMatchObject({ currency: 'CAD', source: 'auto' });
  });

  it('refuses a value that is neither a code nor AUTO', async () => {
    const { store, local } = setup({ initialRates: TEST_RATES, initialIpInfo: CANADA_IP });
    await store.start();
    expect(() => store.setCurrency('DEFAULT')).toThrow(RangeError);
    expect(local.entries.has(PRICE_TYPE_STORAGE_KEY)).toBe(false);
  });

  it('starts with a choice made before start', async () => {
    const { store } = setup({
      initialRates: TEST_RATES,
      initialIpInfo: CANADA_IP,
      storage: { local: null, session: null },
    });
    store.setCurrency('GBP');
    await flush();
    expect(store.getSnapshot()).toMatchObject({ currency: 'GBP', source: 'stored', status: 'ready' });
  });

  it('keeps nothing and reads nothing when storage is null, not even the browser storage', async () => {
    window.localStorage.setItem(PRICE_TYPE_STORAGE_KEY, 'JPY');
    try {
      const { store } = setup({ storage: null, initialRates: TEST_RATES, initialIpInfo: CANADA_IP });
      await store.start();
      expect(store.getSnapshot().source).not.toBe('stored');
      store.setCurrency('GBP');
      expect(store.getSnapshot().currency).toBe('GBP');
      expect(window.localStorage.getItem(PRICE_TYPE_STORAGE_KEY)).toBe('JPY');
      expect(window.sessionStorage.getItem(RATES_STORAGE_KEY)).toBeNull();
    } finally {
      window.localStorage.clear();
      window.sessionStorage.clear();
    }
  });

  it('follows a changed theme default after start, and ignores unchanged settings', async () => {
    const { store } = setup({ defaultCurrency: 'GBP', initialRates: TEST_RATES, initialIpInfo: CANADA_IP });
    await store.start();
    const listener = vi.fn();
    store.subscribe(listener);
    store.updateSettings({ defaultCurrency: 'GBP', checkoutCurrency: 'USD' });
    expect(listener).not.toHaveBeenCalled();
    store.updateSettings({ defaultCurrency: 'JPY' });
    expect(store.getSnapshot()).toMatchObject({ currency: 'JPY', source: 'theme' });
    store.updateSettings({ defaultCurrency: 'DEFAULT' });
    expect(store.getSnapshot()).toMatchObject({ currency: 'CAD', source: 'country' });
  });
});
