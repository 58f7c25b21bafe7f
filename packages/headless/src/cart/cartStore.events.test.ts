// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '../contract';
import { StoreApiError } from '../client/StoreApiError';
import { makeCart, makeLine } from '../test/fixtures';
import { CART_EVENTS } from './cartEvents';
import { CART_REFRESH_ATTEMPTS, createCartStore } from './cartStore';
import { fakeCartClient, flushPromises } from './cartStore.testing';

/** A bus that records what is published, in order. */
function recordingBus() {
  const published: Array<{ name: string; payload: unknown }> = [];
  return { bus: { publish: (name: string, payload: unknown) => published.push({ name, payload }) }, published };
}

const serverCart = (quantityA: number, overrides: Partial<Cart> = {}) =>
  makeCart([makeLine({ key: 'a', quantity: quantityA }), makeLine({ key: 'b', variantId: 2 })], overrides);
const stockError = () => new StoreApiError({ status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 2 left' });
const names = (published: Array<{ name: string }>) => published.map((event) => event.name);

describe('cart store lifecycle events (spec 4)', () => {
  it('publishes before-add at once and add with the input and cart after the answer', async () => {
    const { client, nth } = fakeCartClient();
    const { bus, published } = recordingBus();
    const store = createCartStore(null, client, { events: bus });
    const input = { variant_id: 7, quantity: 2 };
    const adding = store.add(input);
    expect(published).toEqual([{ name: CART_EVENTS.beforeAdd, payload: { input } }]);
    const answer = serverCart(1);
    nth(0).resolve(answer);
    await adding;
    expect(names(published)).toEqual(['cart:before-add', 'cart:updated', 'cart:add']);
    expect(published[2]?.payload).toEqual({ input, cart: answer });
  });

  it('publishes before-add-batch and add-batch for a batch add', async () => {
    const { client, nth } = fakeCartClient();
    const { bus, published } = recordingBus();
    const store = createCartStore(null, client, { events: bus });
    const input = { items: [{ variant_id: 1 }, { variant_id: 2 }] };
    const adding = store.addBatch(input);
    expect(published).toEqual([{ name: 'cart:before-add-batch', payload: { input } }]);
    const answer = serverCart(1);
    nth(0).resolve(answer);
    await adding;
    expect(published.at(-1)).toEqual({ name: 'cart:add-batch', payload: { input, cart: answer } });
  });

  it('publishes no after-event when the add fails', async () => {
    const { client, nth } = fakeCartClient();
    const { bus, published } = recordingBus();
    const store = createCartStore(null, client, { events: bus });
    const adding = store.add({ variant_id: 7 }).catch(() => 'failed');
    nth(0).reject(stockError());
    await adding;
    expect(names(published)).toEqual(['cart:before-add']);
  });

  it('publishes change-quantity with the quantity before, the line after and the cart', async () => {
    const { client, nth } = fakeCartClient();
    const { bus, published } = recordingBus();
    const store = createCartStore(serverCart(1), client, { events: bus });
    const changing = store.changeQuantity('a', 3);
    const answer = serverCart(3);
    nth(0).resolve(answer);
    await changing;
    expect(published.at(-1)).toEqual({
      name: 'cart:change-quantity',
      payload: { key: 'a', quantity: 3, previousQuantity: 1, line: answer.cart.a, cart: answer },
    });
  });

  it('publishes remove with the line as it was before', async () => {
    const { client, nth } = fakeCartClient();
    const { bus, published } = recordingBus();
    const initial = serverCart(2);
    const store = createCartStore(initial, client, { events: bus });
    const removing = store.remove('a');
    const answer = makeCart([makeLine({ key: 'b', variantId: 2 })]);
    nth(0).resolve(answer);
    await removing;
    expect(published.at(-1)).toEqual({
      name: 'cart:remove',
      payload: { key: 'a', line: initial.cart.a, cart: answer },
    });
  });

  it('publishes cart:updated for each cart taken, and not for a stale answer', async () => {
    const { client, nth } = fakeCartClient();
    const { bus, published } = recordingBus();
    const onCartConfirmed = vi.fn();
    const store = createCartStore(serverCart(1), client, { events: bus, onCartConfirmed });
    const first = store.changeQuantity('a', 2);
    const second = store.changeQuantity('a', 4);
    const older = serverCart(2);
    const newer = serverCart(4);
    nth(1).resolve(newer);
    await second;
    nth(0).resolve(older);
    await first;
    const updates = published.filter((event) => event.name === 'cart:updated').map((event) => event.payload);
    expect(updates).toEqual([newer]);
    expect(onCartConfirmed.mock.calls).toEqual([[newer]]);
    // Both calls did succeed, so both are tracked.
    expect(published.filter((event) => event.name === 'cart:change-quantity')).toHaveLength(2);
  });

  it('confirms a cart handed in by replaceCart, but not the same cart again', () => {
    const { bus, published } = recordingBus();
    const onCartConfirmed = vi.fn();
    const initial = serverCart(1);
    const store = createCartStore(initial, fakeCartClient().client, { events: bus, onCartConfirmed });
    store.replaceCart(initial);
    expect(onCartConfirmed).not.toHaveBeenCalled();
    const fromLoader = serverCart(5);
    store.replaceCart(fromLoader);
    expect(onCartConfirmed).toHaveBeenCalledWith(fromLoader);
    expect(published).toEqual([{ name: 'cart:updated', payload: fromLoader }]);
  });

  it('publishes cart:empty with the collected messages after a response that leaves the cart empty', async () => {
    const { client, nth } = fakeCartClient();
    const { bus, published } = recordingBus();
    const store = createCartStore(makeCart([makeLine({ key: 'a' })]), client, { events: bus });
    const removing = store.remove('a');
    const empty = makeCart([], { notices: [{ type: 'success', code: 'LINE_REMOVED', message: 'Removed' }] });
    nth(0).resolve(empty);
    await removing;
    const event = published.find((e) => e.name === 'cart:empty');
    expect(event?.payload).toEqual({
      cart: empty,
      messages: [{ id: 1, type: 'success', code: 'LINE_REMOVED', message: 'Removed' }],
    });
  });

  it('publishes cart:empty after an empty refresh, and not after a response with lines', async () => {
    const { client, nth } = fakeCartClient();
    const { bus, published } = recordingBus();
    const store = createCartStore(null, client, { events: bus });
    const adding = store.add({ variant_id: 1 });
    nth(0).resolve(serverCart(1));
    await adding;
    expect(names(published)).not.toContain('cart:empty');
    const refreshing = store.refresh();
    nth(1).resolve(makeCart([]));
    await refreshing;
    expect(names(published)).toContain('cart:empty');
  });

  it('does not publish cart:empty for an empty cart handed in by replaceCart', () => {
    const { bus, published } = recordingBus();
    const store = createCartStore(null, fakeCartClient().client, { events: bus });
    store.replaceCart(makeCart([]));
    expect(names(published)).toEqual(['cart:updated']);
  });
});

describe('cart store refresh failure (spec 4 and 8)', () => {
  it(`calls onRefreshFailure once after the ${CART_REFRESH_ATTEMPTS}rd failed try`, async () => {
    const { client, calls, nth } = fakeCartClient();
    const onRefreshFailure = vi.fn();
    const store = createCartStore(null, client, { onRefreshFailure });
    const refreshing = store.refresh().catch(() => 'failed');
    for (let attempt = 0; attempt < CART_REFRESH_ATTEMPTS; attempt += 1) {
      expect(onRefreshFailure).not.toHaveBeenCalled();
      await flushPromises();
      nth(attempt).reject(new StoreApiError({ status: 503, code: 'INTERNAL_ERROR', message: 'Down' }));
    }
    await refreshing;
    expect(calls).toHaveLength(3);
    expect(onRefreshFailure).toHaveBeenCalledTimes(1);
    expect(onRefreshFailure.mock.calls[0]?.[0]).toMatchObject({ code: 'INTERNAL_ERROR' });
  });

  it('does not call onRefreshFailure when the 3rd try succeeds', async () => {
    const { client, nth } = fakeCartClient();
    const onRefreshFailure = vi.fn();
    const onCartConfirmed = vi.fn();
    const store = createCartStore(null, client, { onRefreshFailure, onCartConfirmed });
    const refreshing = store.refresh();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await flushPromises();
      nth(attempt).reject(new StoreApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Offline' }));
    }
    await flushPromises();
    const fetched = serverCart(1);
    nth(2).resolve(fetched);
    await refreshing;
    expect(onRefreshFailure).not.toHaveBeenCalled();
    expect(onCartConfirmed).toHaveBeenCalledWith(fetched);
  });
});
