// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '../contract';
import { StoreApiError } from '../client/StoreApiError';
import { deferred, makeCart } from '../test/fixtures';
import { refreshCartOnHistoryNavigation } from './cartHistory';

function pageShow(persisted: boolean): Event {
  return Object.assign(new Event('pageshow'), { persisted });
}

function setup() {
  const target = new EventTarget();
  const refreshes: Array<ReturnType<typeof deferred<Cart>>> = [];
  const store = {
    refresh: vi.fn(() => {
      const call = deferred<Cart>();
      refreshes.push(call);
      return call.promise;
    }),
  };
  const publish = vi.fn();
  const stop = refreshCartOnHistoryNavigation(target, store, { publish });
  return { target, store, refreshes, publish, stop };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('refreshCartOnHistoryNavigation (spec 4)', () => {
  it('refetches on popstate', () => {
    const { target, store } = setup();
    target.dispatchEvent(new Event('popstate'));
    expect(store.refresh).toHaveBeenCalledTimes(1);
  });

  it('refetches on a pageshow restored from the back/forward cache, not on a fresh load', () => {
    const { target, store } = setup();
    target.dispatchEvent(pageShow(false));
    expect(store.refresh).not.toHaveBeenCalled();
    target.dispatchEvent(pageShow(true));
    expect(store.refresh).toHaveBeenCalledTimes(1);
  });

  it('starts no second refetch while one runs, and a new one after it ends', async () => {
    const { target, store, refreshes } = setup();
    target.dispatchEvent(new Event('popstate'));
    target.dispatchEvent(pageShow(true));
    expect(store.refresh).toHaveBeenCalledTimes(1);
    refreshes[0]?.resolve(makeCart([]));
    await flush();
    target.dispatchEvent(new Event('popstate'));
    expect(store.refresh).toHaveBeenCalledTimes(2);
  });

  it('publishes cart:updated false when the refetch gives up (spec 8), nothing when it succeeds', async () => {
    const { target, refreshes, publish } = setup();
    target.dispatchEvent(new Event('popstate'));
    refreshes[0]?.resolve(makeCart([]));
    await flush();
    expect(publish).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('popstate'));
    refreshes[1]?.reject(new StoreApiError({ status: 503, code: 'INTERNAL_ERROR', message: 'Down' }));
    await flush();
    expect(publish).toHaveBeenCalledWith('cart:updated', false);
  });

  it('stops listening when told to', () => {
    const { target, store, stop } = setup();
    stop();
    target.dispatchEvent(new Event('popstate'));
    target.dispatchEvent(pageShow(true));
    expect(store.refresh).not.toHaveBeenCalled();
  });
});
