// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { makeCart, makeLine } from '../test/fixtures';
import {
  CART_COUNT_STORAGE_KEY,
  CART_CURRENCY_STORAGE_KEY,
  CART_TOTAL_STORAGE_KEY,
  browserCartSummaryEnvironment,
  createCartSummaryStore,
  readCartSummary,
  summaryFromCart,
  writeCartSummary,
} from './cartSummary';
import type { CartSummaryEnvironment, SummaryStorage } from './cartSummary.types';

function memoryStorage(initial: Record<string, string> = {}): SummaryStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

/** A storage plus a way to play another tab's `storage` event. */
function fakeEnvironment(storage: SummaryStorage | null = memoryStorage()) {
  const storageListeners = new Set<(key: string | null) => void>();
  const environment: CartSummaryEnvironment = {
    getStorage: vi.fn(() => storage),
    onStorageChange: (listener) => {
      storageListeners.add(listener);
      return () => storageListeners.delete(listener);
    },
  };
  const otherTabChanged = (key: string | null) => {
    for (const listener of storageListeners) listener(key);
  };
  return { environment, otherTabChanged, storageListeners };
}

// The server counts the pair once: 2 + 1 (its `item_count`); the summary shows that, never a recount.
const pairCart = makeCart(
  [
    makeLine({ key: 'a', quantity: 2, unitPrice: 1500 }),
    makeLine({ key: 'l', groupId: 'pair', variantId: 2 }),
    makeLine({ key: 'r', groupId: 'pair', variantId: 3 }),
  ],
  { item_count: 3 },
);

describe('cart summary storage (spec 4 and 9)', () => {
  it('uses the vitrine:cart-* keys', () => {
    expect([CART_COUNT_STORAGE_KEY, CART_TOTAL_STORAGE_KEY, CART_CURRENCY_STORAGE_KEY]).toEqual([
      'vitrine:cart-count',
      'vitrine:cart-total',
      'vitrine:cart-currency',
    ]);
  });

  it('summarises a cart with the server’s item count and the contents total', () => {
    expect(summaryFromCart(pairCart)).toEqual({ count: 3, total: 5000, currency: 'USD' });
  });

  it('writes and reads a summary', () => {
    const storage = memoryStorage();
    writeCartSummary(storage, { count: 3, total: 5000, currency: 'USD' });
    expect(Object.fromEntries(storage.data)).toEqual({
      'vitrine:cart-count': '3',
      'vitrine:cart-total': '5000',
      'vitrine:cart-currency': 'USD',
    });
    expect(readCartSummary(storage)).toEqual({ count: 3, total: 5000, currency: 'USD' });
  });

  it.each<[Record<string, string>, string]>([
    [{}, 'nothing saved'],
    [{ 'vitrine:cart-count': '3' }, 'no total'],
    [{ 'vitrine:cart-count': '', 'vitrine:cart-total': '0' }, 'an empty count'],
    [{ 'vitrine:cart-count': 'x', 'vitrine:cart-total': '0' }, 'a count that is not a number'],
    [{ 'vitrine:cart-count': '-1', 'vitrine:cart-total': '0' }, 'a negative count'],
    [{ 'vitrine:cart-count': '1.5', 'vitrine:cart-total': '0' }, 'a fractional count'],
  ])('reads %o as unknown (%s)', (saved) => {
    expect(readCartSummary(memoryStorage(saved))).toBeNull();
  });

  it('reads a count of 0 and a summary without currency', () => {
    expect(readCartSummary(memoryStorage({ 'vitrine:cart-count': '0', 'vitrine:cart-total': '0' }))).toEqual({
      count: 0,
      total: 0,
      currency: null,
    });
  });

  it('ignores a storage that throws', () => {
    const broken: SummaryStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readCartSummary(broken)).toBeNull();
    expect(() => writeCartSummary(broken, { count: 1, total: 1, currency: 'USD' })).not.toThrow();
  });

  it('has no storage where there is no browser', () => {
    expect(typeof localStorage).toBe('undefined');
    expect(browserCartSummaryEnvironment.getStorage()).toBeNull();
    expect(() => browserCartSummaryEnvironment.onStorageChange(() => undefined)()).not.toThrow();
  });
});

describe('createCartSummaryStore', () => {
  it('starts with the initial summary and reads no storage before someone subscribes', () => {
    const { environment } = fakeEnvironment();
    const store = createCartSummaryStore({ count: 1, total: 100, currency: 'USD' }, environment);
    expect(store.getSnapshot()).toEqual({ count: 1, total: 100, currency: 'USD' });
    expect(store.getServerSnapshot()).toBe(store.getSnapshot());
    expect(environment.getStorage).not.toHaveBeenCalled();
  });

  it('fills an unknown summary from storage on the first subscribe', () => {
    const storage = memoryStorage({
      'vitrine:cart-count': '4',
      'vitrine:cart-total': '900',
      'vitrine:cart-currency': 'EUR',
    });
    const { environment } = fakeEnvironment(storage);
    const store = createCartSummaryStore(null, environment);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toEqual({ count: 4, total: 900, currency: 'EUR' });
    expect(store.getServerSnapshot()).toBeNull();
  });

  it('keeps a known summary over an older saved one', () => {
    const storage = memoryStorage({ 'vitrine:cart-count': '4', 'vitrine:cart-total': '900' });
    const { environment } = fakeEnvironment(storage);
    const store = createCartSummaryStore({ count: 1, total: 100, currency: 'USD' }, environment);
    store.subscribe(() => undefined);
    expect(store.getSnapshot()?.count).toBe(1);
  });

  it('saves to storage and tells subscribers, once per real change', () => {
    const storage = memoryStorage();
    const { environment } = fakeEnvironment(storage);
    const store = createCartSummaryStore(null, environment);
    const listener = vi.fn();
    store.subscribe(listener);
    store.save({ count: 2, total: 300, currency: 'USD' });
    expect(storage.data.get('vitrine:cart-count')).toBe('2');
    expect(listener).toHaveBeenCalledTimes(1);
    const snapshot = store.getSnapshot();
    store.save({ count: 2, total: 300, currency: 'USD' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(snapshot);
  });

  it('still updates this tab when there is no storage', () => {
    const { environment } = fakeEnvironment(null);
    const store = createCartSummaryStore(null, environment);
    store.save({ count: 2, total: 300, currency: 'USD' });
    expect(store.getSnapshot()?.count).toBe(2);
  });

  it('follows another tab through storage changes of its keys only', () => {
    const storage = memoryStorage();
    const { environment, otherTabChanged } = fakeEnvironment(storage);
    const store = createCartSummaryStore({ count: 1, total: 100, currency: 'USD' }, environment);
    const listener = vi.fn();
    store.subscribe(listener);

    storage.data.set('vitrine:cart-count', '5');
    storage.data.set('vitrine:cart-total', '2500');
    otherTabChanged('unrelated-key');
    expect(store.getSnapshot()?.count).toBe(1);
    otherTabChanged(CART_COUNT_STORAGE_KEY);
    expect(store.getSnapshot()).toEqual({ count: 5, total: 2500, currency: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the summary when another tab clears storage', () => {
    const { environment, otherTabChanged } = fakeEnvironment(memoryStorage());
    const store = createCartSummaryStore({ count: 1, total: 100, currency: 'USD' }, environment);
    store.subscribe(() => undefined);
    otherTabChanged(null);
    expect(store.getSnapshot()?.count).toBe(1);
  });

  it('listens to other tabs only while subscribed', () => {
    const { environment, storageListeners } = fakeEnvironment();
    const store = createCartSummaryStore(null, environment);
    const off1 = store.subscribe(() => undefined);
    const off2 = store.subscribe(() => undefined);
    expect(storageListeners.size).toBe(1);
    off1();
    expect(storageListeners.size).toBe(1);
    off2();
    expect(storageListeners.size).toBe(0);
  });
});
