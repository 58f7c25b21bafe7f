// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreApiError } from '../client/StoreApiError';
import { deferred, makeCart } from '../test/fixtures';
import type { Cart } from '../contract';
import { ADD_TO_CART_CALLBACK_FALLBACK_MS, settleWithFallback } from './addCallback';
import { createCartStore } from './cartStore';
import { fakeCartClient } from './cartStore.testing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('settleWithFallback (spec 4: add-to-cart callback falls back after 5000 ms)', () => {
  it('waits 5000 ms', () => {
    expect(ADD_TO_CART_CALLBACK_FALLBACK_MS).toBe(5000);
  });

  it('runs the callback with timeout at 5000 ms, not at 4999 ms, and not again when the add settles later', async () => {
    const adding = deferred<Cart>();
    const callback = vi.fn();
    settleWithFallback(adding.promise, callback);
    await vi.advanceTimersByTimeAsync(4999);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith({ status: 'timeout' });
    adding.resolve(makeCart([]));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs the callback once with the cart when the add settles at 4999 ms', async () => {
    const adding = deferred<Cart>();
    const callback = vi.fn();
    settleWithFallback(adding.promise, callback);
    await vi.advanceTimersByTimeAsync(4999);
    const cart = makeCart([]);
    adding.resolve(cart);
    await vi.advanceTimersByTimeAsync(0);
    expect(callback).toHaveBeenCalledWith({ status: 'added', cart });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs the callback once with the error when the add fails', async () => {
    const adding = deferred<Cart>();
    const callback = vi.fn();
    settleWithFallback(adding.promise, callback);
    const error = new StoreApiError({ status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 2 left' });
    adding.reject(error);
    await vi.advanceTimersByTimeAsync(ADD_TO_CART_CALLBACK_FALLBACK_MS);
    expect(callback.mock.calls).toEqual([[{ status: 'failed', error }]]);
  });
});

describe('cart store add with onSettled', () => {
  it('runs onSettled for a single add that never answers at 5000 ms', async () => {
    const onSettled = vi.fn();
    const store = createCartStore(null, fakeCartClient().client);
    void store.add({ variant_id: 1 }, { onSettled });
    await vi.advanceTimersByTimeAsync(4999);
    expect(onSettled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSettled).toHaveBeenCalledWith({ status: 'timeout' });
  });

  it('runs onSettled for a batch add when it answers', async () => {
    const { client, nth } = fakeCartClient();
    const onSettled = vi.fn();
    const store = createCartStore(null, client);
    const adding = store.addBatch({ items: [{ variant_id: 1 }] }, { onSettled });
    const cart = makeCart([]);
    nth(0).resolve(cart);
    await adding;
    await vi.advanceTimersByTimeAsync(0);
    expect(onSettled.mock.calls).toEqual([[{ status: 'added', cart }]]);
  });

  it('uses the timers it is given', async () => {
    const setTimeout = vi.fn(() => 'handle');
    const clearTimeout = vi.fn();
    const { client, nth } = fakeCartClient();
    const store = createCartStore(null, client, { timers: { setTimeout, clearTimeout } });
    const adding = store.add({ variant_id: 1 }, { onSettled: () => undefined });
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 5000);
    nth(0).resolve(makeCart([]));
    await adding;
    await vi.advanceTimersByTimeAsync(0);
    expect(clearTimeout).toHaveBeenCalledWith('handle');
  });
});
