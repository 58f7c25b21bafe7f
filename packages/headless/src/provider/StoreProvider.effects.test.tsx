import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../contract';
import { createStoreClient } from '../client/client';
import { useCart } from '../cart/useCart';
import { useCartSummary } from '../cart/useCartSummary';
import { createEventBus } from '../events/bus';
import type { EventBus } from '../events/events.types';
import { TEST_BASE_URL, makeCart, makeLine } from '../test/fixtures';
import { StoreProvider, type StoreProviderProps } from './StoreProvider';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup(); // unmount providers, so their window listeners go with them
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const url = (path: string) => `${TEST_BASE_URL}${path}`;
const cartOf = (quantity: number) => makeCart([makeLine({ key: 'a', quantity, unitPrice: 1000 })]);

/** The provider with its back/forward refetch started (that part loads after hydration, in its own chunk). */
async function setup(props: Partial<StoreProviderProps> = {}, initialCart: Cart | null = cartOf(1)) {
  const client = createStoreClient({ baseUrl: TEST_BASE_URL });
  const reportError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} initialCart={initialCart} reportError={reportError} {...props}>
      {children}
    </StoreProvider>
  );
  const view = renderHook(() => ({ cart: useCart(), summary: useCartSummary() }), { wrapper });
  await act(async () => {
    await import('../cart/cartHistory');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, client, reportError };
}

/** Records every event of a bus. */
function recordedBus(): { bus: EventBus; events: Array<{ name: string; payload: unknown }> } {
  const bus = createEventBus();
  const events: Array<{ name: string; payload: unknown }> = [];
  bus.subscribe('*', ({ name, payload }) => events.push({ name, payload }));
  return { bus, events };
}

const goBack = () => act(() => void window.dispatchEvent(new PopStateEvent('popstate')));

describe('StoreProvider: error reporting (spec 8)', () => {
  it('reports a 422 from a cart change with the call and the error code', async () => {
    server.use(
      http.put(url('/cart/:key'), () =>
        HttpResponse.json({ status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 5 left' }, { status: 422 }),
      ),
    );
    const { result, reportError } = await setup();
    await act(async () => {
      await result.current.cart.changeQuantity('a', 9).catch(() => undefined);
    });
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]?.[0]).toMatchObject({ status: 422, code: 'INSUFFICIENT_STOCK' });
    expect(reportError.mock.calls[0]?.[1]).toEqual({
      method: 'PUT',
      path: '/cart/a',
      status: 422,
      code: 'INSUFFICIENT_STOCK',
    });
  });

  it('does not report a coupon 422 nor the undeliverable postcode, but reports a coupon 500', async () => {
    server.use(
      http.post(url('/cart/coupons'), () =>
        HttpResponse.json({ status: 422, code: 'COUPON_MISMATCH', message: 'No match' }, { status: 422 }),
      ),
      http.delete(url('/cart/coupons/:code'), () =>
        HttpResponse.json({ status: 500, code: 'INTERNAL_ERROR', message: 'Oops' }, { status: 500 }),
      ),
      http.post(url('/cart/address'), () =>
        HttpResponse.json(
          { status: 422, code: 'VALIDATION_FAILED', message: 'This postcode cannot be delivered' },
          { status: 422 },
        ),
      ),
    );
    const { client, reportError } = await setup();
    await client.request('POST', '/cart/coupons', { body: { code: 'X' } }).catch(() => undefined);
    await client.request('POST', '/cart/address', { body: { postcode: '0000' } }).catch(() => undefined);
    expect(reportError).not.toHaveBeenCalled();
    await client.request('DELETE', '/cart/coupons/X').catch(() => undefined);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('stops reporting once the provider is gone', async () => {
    server.use(
      http.get(url('/cart'), () => HttpResponse.json({ status: 500, code: 'X', message: 'x' }, { status: 500 })),
    );
    const { client, reportError, unmount } = await setup();
    unmount();
    await client.getCart().catch(() => undefined);
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('StoreProvider: count and total for the header (spec 4)', () => {
  it('saves the rendered cart on mount and every confirmed cart after', async () => {
    server.use(http.post(url('/cart'), () => HttpResponse.json(cartOf(4))));
    const { result } = await setup();
    expect(localStorage.getItem('vitrine:cart-count')).toBe('1');
    expect(localStorage.getItem('vitrine:cart-total')).toBe('1000');
    await act(async () => {
      await result.current.cart.add({ variant_id: 1, quantity: 3 });
    });
    expect(localStorage.getItem('vitrine:cart-count')).toBe('4');
    expect(localStorage.getItem('vitrine:cart-total')).toBe('4000');
    expect(localStorage.getItem('vitrine:cart-currency')).toBe('USD');
    expect(result.current.summary).toEqual({ count: 4, total: 4000, currency: 'USD', isKnown: true });
  });

  it('shows the saved summary when the page has no cart, and follows another tab', async () => {
    localStorage.setItem('vitrine:cart-count', '2');
    localStorage.setItem('vitrine:cart-total', '700');
    const { result } = await setup({}, null);
    expect(result.current.summary).toMatchObject({ count: 2, total: 700, isKnown: true });

    act(() => {
      localStorage.setItem('vitrine:cart-count', '6');
      window.dispatchEvent(new StorageEvent('storage', { key: 'vitrine:cart-count' }));
    });
    expect(result.current.summary.count).toBe(6);
  });

  it('is unknown without a cart or a saved summary', async () => {
    const { result } = await setup({}, null);
    expect(result.current.summary).toEqual({ count: 0, total: 0, currency: null, isKnown: false });
  });
});

describe('StoreProvider: back/forward refetch (spec 4 and 8)', () => {
  it('refetches the cart on popstate and stores the new count', async () => {
    server.use(http.get(url('/cart'), () => HttpResponse.json(cartOf(5))));
    const { result } = await setup();
    goBack();
    await waitFor(() => expect(result.current.cart.count).toBe(5));
    expect(localStorage.getItem('vitrine:cart-count')).toBe('5');
  });

  it('refetches on pageshow from the back/forward cache only', async () => {
    const getCart = vi.fn(() => HttpResponse.json(cartOf(2)));
    server.use(http.get(url('/cart'), getCart));
    await setup();
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getCart).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    await waitFor(() => expect(getCart).toHaveBeenCalledTimes(1));
  });

  it('tries 3 times, then calls onRefreshFailure and publishes cart:updated false', async () => {
    const getCart = vi.fn(() =>
      HttpResponse.json({ status: 503, code: 'INTERNAL_ERROR', message: 'Down' }, { status: 503 }),
    );
    server.use(http.get(url('/cart'), getCart));
    const onRefreshFailure = vi.fn();
    const { bus, events } = recordedBus();
    const { reportError } = await setup({ onRefreshFailure, events: bus });
    goBack();
    await waitFor(() => expect(onRefreshFailure).toHaveBeenCalledTimes(1));
    expect(getCart).toHaveBeenCalledTimes(3);
    expect(onRefreshFailure.mock.calls[0]?.[0]).toMatchObject({ status: 503 });
    await waitFor(() => expect(events).toContainEqual({ name: 'cart:updated', payload: false }));
    expect(reportError).toHaveBeenCalledTimes(3); // each failed try is a failed call
  });

  it('does not call onRefreshFailure when the 3rd try succeeds', async () => {
    let tries = 0;
    server.use(
      http.get(url('/cart'), () => {
        tries += 1;
        return tries < 3
          ? HttpResponse.json({ status: 503, code: 'INTERNAL_ERROR', message: 'Down' }, { status: 503 })
          : HttpResponse.json(cartOf(7));
      }),
    );
    const onRefreshFailure = vi.fn();
    const { result } = await setup({ onRefreshFailure });
    goBack();
    await waitFor(() => expect(result.current.cart.count).toBe(7));
    expect(tries).toBe(3);
    expect(onRefreshFailure).not.toHaveBeenCalled();
  });

  it('does not refetch when refreshCartOnHistoryNavigation is off', async () => {
    const getCart = vi.fn(() => HttpResponse.json(cartOf(2)));
    server.use(http.get(url('/cart'), getCart));
    await setup({ refreshCartOnHistoryNavigation: false });
    goBack();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getCart).not.toHaveBeenCalled();
  });
});

describe('StoreProvider: events', () => {
  it('publishes cart lifecycle events to the bus it is given', async () => {
    server.use(http.post(url('/cart'), () => HttpResponse.json(cartOf(2))));
    const { bus, events } = recordedBus();
    const { result } = await setup({ events: bus });
    await act(async () => {
      await result.current.cart.add({ variant_id: 1 });
    });
    expect(events.map((event) => event.name)).toEqual(['cart:before-add', 'cart:updated', 'cart:add']);
  });

  it('sends later events to a new bus passed on a later render', async () => {
    server.use(http.post(url('/cart'), () => HttpResponse.json(cartOf(2))));
    const first = recordedBus();
    const second = recordedBus();
    const client = createStoreClient({ baseUrl: TEST_BASE_URL });
    function Adder({ onAdd }: { onAdd: (add: ReturnType<typeof useCart>['add']) => void }) {
      onAdd(useCart().add);
      return null;
    }
    let add: ReturnType<typeof useCart>['add'] = () => Promise.reject(new Error('not rendered'));
    const view = (bus: EventBus) => (
      <StoreProvider client={client} initialCart={null} events={bus} reportError={() => undefined}>
        <Adder onAdd={(next) => (add = next)} />
      </StoreProvider>
    );
    const { rerender } = render(view(first.bus));
    rerender(view(second.bus));
    await act(async () => {
      await add({ variant_id: 1 });
    });
    expect(first.events).toEqual([]);
    expect(second.events.map((event) => event.name)).toContain('cart:add');
  });
});
