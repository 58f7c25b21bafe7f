// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { StoreApiError } from '../client/StoreApiError';
import { makeCart, makeLine } from '../test/fixtures';
import { CART_REFRESH_ATTEMPTS, createCartStore } from './cartStore';
import { fakeCartClient as fakeClient, flushPromises as flush } from './cartStore.testing';

const stockError = () =>
  new StoreApiError({ status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 2 left', field: 'quantity' });

/** The server's cart; `revision` when the test needs copies that are older than carts made before them. */
const serverCart = (quantityA: number, quantityB = 1, revision?: number) =>
  makeCart(
    [makeLine({ key: 'a', quantity: quantityA }), makeLine({ key: 'b', quantity: quantityB, variantId: 2 })],
    revision === undefined ? {} : { revision },
  );

describe('createCartStore', () => {
  it('starts idle with the initial cart, and the initial snapshot stays stable', () => {
    const initial = serverCart(1);
    const store = createCartStore(initial, fakeClient().client);
    expect(store.getSnapshot()).toEqual({
      cart: initial,
      status: 'idle',
      pendingKeys: [],
      error: null,
      note: '',
      messages: [],
    });
    expect(store.getSnapshot()).toBe(store.getInitialSnapshot());
  });

  it('shows a quantity change at once, then takes the server cart', async () => {
    const { client, calls, nth } = fakeClient();
    const store = createCartStore(serverCart(1), client);
    const listener = vi.fn();
    store.subscribe(listener);

    const pending = store.changeQuantity('a', 3);
    expect(calls[0]).toMatchObject({ method: 'updateLine', args: ['a', 3] });
    expect(store.getSnapshot().cart?.cart.a?.quantity).toBe(3);
    expect(store.getSnapshot().status).toBe('updating');
    expect(store.getSnapshot().pendingKeys).toEqual(['a']);

    const answer = serverCart(3);
    nth(0).resolve(answer);
    await expect(pending).resolves.toBe(answer);
    expect(store.getSnapshot()).toEqual({
      cart: answer,
      status: 'idle',
      pendingKeys: [],
      error: null,
      note: '',
      messages: [],
    });
    expect(listener).toHaveBeenCalled();
  });

  it('rolls back a quantity change that fails, and sets and re-throws the error', async () => {
    const { client, nth } = fakeClient();
    const initial = serverCart(1);
    const store = createCartStore(initial, client);

    const pending = store.changeQuantity('a', 5);
    expect(store.getSnapshot().cart?.cart.a?.quantity).toBe(5);
    const error = stockError();
    nth(0).reject(error);

    await expect(pending).rejects.toBe(error);
    expect(store.getSnapshot()).toEqual({
      cart: initial,
      status: 'error',
      pendingKeys: [],
      error,
      note: '',
      messages: [],
    });
  });

  it('rolls back a removal that fails', async () => {
    const { client, nth } = fakeClient();
    const initial = serverCart(2);
    const store = createCartStore(initial, client);

    const pending = store.remove('a');
    expect(store.getSnapshot().cart?.cart.a).toBeUndefined();
    // Counts and totals stay the server's until it answers.
    expect(store.getSnapshot().cart?.cart_contents_count).toBe(initial.cart_contents_count);
    expect(store.getSnapshot().cart?.cart_total).toBe(initial.cart_total);
    nth(0).reject(new StoreApiError({ status: 404, code: 'LINE_NOT_FOUND', message: 'Gone' }));

    await expect(pending).rejects.toBeInstanceOf(StoreApiError);
    expect(store.getSnapshot().cart).toBe(initial);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const { client, nth } = fakeClient();
    const store = createCartStore(serverCart(1), client);

    const first = store.changeQuantity('a', 2);
    const second = store.changeQuantity('a', 4);
    const older = serverCart(2, 1, 1_000);
    const newer = serverCart(4, 1, 2_000);
    nth(1).resolve(newer);
    await second;
    nth(0).resolve(older);
    await first;

    expect(store.getSnapshot().cart).toBe(newer);
    expect(store.getSnapshot().status).toBe('idle');
  });

  it('keeps later pending changes on top of an earlier answer', async () => {
    const { client, nth } = fakeClient();
    const store = createCartStore(serverCart(1, 1), client);

    const changeA = store.changeQuantity('a', 2);
    const changeB = store.changeQuantity('b', 5);
    nth(0).resolve(serverCart(2, 1)); // the server has not seen the change to b yet
    await changeA;

    expect(store.getSnapshot().cart?.cart.a?.quantity).toBe(2);
    expect(store.getSnapshot().cart?.cart.b?.quantity).toBe(5);
    expect(store.getSnapshot().pendingKeys).toEqual(['b']);
    expect(store.getSnapshot().status).toBe('updating');

    nth(1).resolve(serverCart(2, 5));
    await changeB;
    expect(store.getSnapshot().pendingKeys).toEqual([]);
  });

  it('applies an older answer when the newer call failed', async () => {
    const { client, nth } = fakeClient();
    const store = createCartStore(serverCart(1), client);
    const first = store.add({ variant_id: 9 });
    const second = store.changeQuantity('a', 50).catch(() => 'failed');
    nth(1).reject(stockError());
    await second;
    const afterAdd = makeCart([
      makeLine({ key: 'a' }),
      makeLine({ key: 'b', variantId: 2 }),
      makeLine({ key: 'c', variantId: 9 }),
    ]);
    nth(0).resolve(afterAdd);
    await first;
    expect(store.getSnapshot().cart).toBe(afterAdd);
    expect(store.getSnapshot().status).toBe('error');
  });

  it('ignores replaceCart while a change is pending, and takes it when none is', async () => {
    const { client, nth } = fakeClient();
    const store = createCartStore(serverCart(1), client);

    const pending = store.changeQuantity('a', 2);
    expect(store.replaceCart(serverCart(9))).toBe(false);
    expect(store.getSnapshot().cart?.cart.a?.quantity).toBe(2);
    const answer = serverCart(2);
    nth(0).resolve(answer);
    await pending;
    expect(store.getSnapshot().cart).toBe(answer);

    const fromLoader = serverCart(7);
    expect(store.replaceCart(fromLoader)).toBe(true);
    expect(store.getSnapshot().cart).toBe(fromLoader);
  });

  it('does not publish when replaceCart gets the cart it already has', () => {
    const initial = serverCart(1);
    const store = createCartStore(initial, fakeClient().client);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.replaceCart(initial)).toBe(true);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(store.getInitialSnapshot());
  });

  it('drops a refresh answer that overlapped a change', async () => {
    const { client, nth } = fakeClient();
    const store = createCartStore(serverCart(1), client);

    const refresh = store.refresh();
    expect(store.getSnapshot().status).toBe('loading');
    const change = store.changeQuantity('a', 3);
    const changed = serverCart(3);
    nth(1).resolve(changed);
    await change;
    nth(0).resolve(serverCart(1)); // the GET was answered before the change reached the server
    await refresh;

    expect(store.getSnapshot().cart).toBe(changed);
    expect(store.getSnapshot().status).toBe('idle');
  });

  it('drops the answer of a refresh made before replaceCart', async () => {
    const { client, nth } = fakeClient();
    const store = createCartStore(null, client);
    const refresh = store.refresh();
    const fromLoader = serverCart(4, 1, 2_000);
    store.replaceCart(fromLoader);
    nth(0).resolve(serverCart(1, 1, 1_000));
    await refresh;
    expect(store.getSnapshot().cart).toBe(fromLoader);
  });

  it('applies a refresh answer when nothing overlapped it', async () => {
    const { client, nth } = fakeClient();
    const store = createCartStore(null, client);
    const refresh = store.refresh();
    const fetched = serverCart(2);
    nth(0).resolve(fetched);
    await expect(refresh).resolves.toBe(fetched);
    expect(store.getSnapshot()).toMatchObject({ cart: fetched, status: 'idle' });
  });

  it(`retries a failing refresh up to ${CART_REFRESH_ATTEMPTS} attempts, then fails`, async () => {
    const { client, calls, nth } = fakeClient();
    const store = createCartStore(null, client);
    const refresh = store.refresh();
    for (let attempt = 0; attempt < CART_REFRESH_ATTEMPTS; attempt += 1) {
      await flush();
      nth(attempt).reject(new StoreApiError({ status: 503, code: 'INTERNAL_ERROR', message: 'Down' }));
    }
    await expect(refresh).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(calls).toHaveLength(CART_REFRESH_ATTEMPTS);
    expect(store.getSnapshot().status).toBe('error');
  });

  it('succeeds when a retry of the refresh does', async () => {
    const { client, nth } = fakeClient();
    const store = createCartStore(null, client);
    const refresh = store.refresh();
    nth(0).reject(new StoreApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Offline' }));
    await flush();
    const fetched = serverCart(1);
    nth(1).resolve(fetched);
    await refresh;
    expect(store.getSnapshot()).toMatchObject({ cart: fetched, status: 'idle', error: null });
  });

  it('clears the error when the next action starts, or on clearError', async () => {
    const { client, nth } = fakeClient();
    const store = createCartStore(serverCart(1), client);
    const failing = store.changeQuantity('a', 9).catch(() => 'failed');
    nth(0).reject(stockError());
    await failing;
    expect(store.getSnapshot().error?.code).toBe('INSUFFICIENT_STOCK');

    const next = store.add({ variant_id: 3 });
    expect(store.getSnapshot()).toMatchObject({ error: null, status: 'updating' });
    nth(1).reject(stockError());
    await next.catch(() => undefined);
    store.clearError();
    expect(store.getSnapshot()).toMatchObject({ error: null, status: 'idle' });
  });

  it('wraps a non-StoreApiError failure so error always has one type', async () => {
    const { client, nth } = fakeClient();
    const store = createCartStore(serverCart(1), client);
    const pending = store.addBatch({ items: [{ variant_id: 1 }] });
    nth(0).reject(new TypeError('boom'));
    await expect(pending).rejects.toBeInstanceOf(StoreApiError);
    expect(store.getSnapshot().error).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'boom' });
  });

  it('sends an invalid quantity to the server without showing it', async () => {
    const { client, calls, nth } = fakeClient();
    const initial = serverCart(1);
    const store = createCartStore(initial, client);
    const pending = store.changeQuantity('a', -2);
    expect(calls[0]?.args).toEqual(['a', -2]);
    expect(store.getSnapshot().cart).toBe(initial);
    nth(0).reject(
      new StoreApiError({ status: 422, code: 'INVALID_QUANTITY', message: 'Quantity can not be negative' }),
    );
    await expect(pending).rejects.toMatchObject({ code: 'INVALID_QUANTITY' });
  });

  it('keeps a fresh add when a loader that started before it lands after it', async () => {
    const { client, nth } = fakeClient();
    // A first visit: the page's loader read "no cart yet".
    const noCartYet = makeCart([], { hash: null, revision: 0 });
    const store = createCartStore(noCartYet, client);
    const adding = store.add({ variant_id: 1 });
    const added = makeCart([makeLine({ key: 'a' })], { hash: 'new-cart', revision: 5_000 });
    nth(0).resolve(added);
    await adding;

    // The `?variant=` navigation's loader read the cart before the add committed.
    expect(store.replaceCart(makeCart([], { hash: null, revision: 0 }))).toBe(true);
    expect(store.getSnapshot().cart).toBe(added);
    expect(store.replaceCart({ ...added, cart: {}, item_count: 0, revision: 4_000 })).toBe(true);
    expect(store.getSnapshot().cart).toBe(added);
    expect(store.getSnapshot().cart?.item_count).toBe(1);

    // A loader after a later change (another tab) is newer: it is taken.
    const later = { ...added, item_count: 3, revision: 6_000 };
    store.replaceCart(later);
    expect(store.getSnapshot().cart).toBe(later);
  });
});
