import { act, cleanup, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../contract';
import { createStoreClient } from '../client/client';
import type { StoreClient } from '../client/client.types';
import { createEventBus } from '../events/bus';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL, makeCart, makeLine } from '../test/fixtures';
import { useCart } from './useCart';
import { useCartSummary } from './useCartSummary';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  localStorage.clear();
});
afterAll(() => server.close());

const url = (path: string) => `${TEST_BASE_URL}${path}`;
const lineA = (quantity: number) => makeLine({ key: 'a', quantity });

function renderCart(initialCart: Cart | null, client: StoreClient = createStoreClient({ baseUrl: TEST_BASE_URL })) {
  const bus = createEventBus();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} initialCart={initialCart} events={bus} reportError={() => undefined}>
      {children}
    </StoreProvider>
  );
  return { ...renderHook(() => ({ cart: useCart(), summary: useCartSummary() }), { wrapper }), bus };
}

describe('useCart: note', () => {
  it('saves the note through POST /cart/note and shows the confirmed note', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(url('/cart/note'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(makeCart([lineA(1)], { note: 'Gift wrap, please' }));
      }),
    );
    const { result } = renderCart(makeCart([lineA(1)]));
    expect(result.current.cart.note).toBe('');
    await act(async () => {
      await result.current.cart.setNote('Gift wrap, please');
    });
    expect(bodies).toEqual([{ note: 'Gift wrap, please' }]);
    expect(result.current.cart.note).toBe('Gift wrap, please');
  });
});

describe('useCart: messages (spec 8)', () => {
  it('collects the notices of each answer as messages until clearMessages', async () => {
    server.use(
      http.put(url('/cart/:key'), () =>
        HttpResponse.json(
          makeCart([lineA(5)], {
            notices: [
              { type: 'notice', code: 'QUANTITY_REDUCED', message: 'Only 5 left, quantity set to 5' },
              { type: 'success', code: 'CART_UPDATED', message: 'Cart updated' },
            ],
          }),
        ),
      ),
    );
    const { result } = renderCart(makeCart([lineA(1)]));
    await act(async () => {
      await result.current.cart.changeQuantity('a', 9);
    });
    expect(result.current.cart.messages.map(({ type, message }) => [type, message])).toEqual([
      ['warning', 'Only 5 left, quantity set to 5'],
      ['success', 'Cart updated'],
    ]);
    act(() => result.current.cart.clearMessages());
    expect(result.current.cart.messages).toEqual([]);
  });

  it('publishes cart:empty with the messages when a removal empties the cart', async () => {
    const emptied = makeCart([], { notices: [{ type: 'success', code: 'LINE_REMOVED', message: 'Removed' }] });
    server.use(http.delete(url('/cart/:key'), () => HttpResponse.json(emptied)));
    const { result, bus } = renderCart(makeCart([lineA(1)]));
    const onEmpty = vi.fn();
    bus.subscribe('cart:empty', onEmpty);
    await act(async () => {
      await result.current.cart.remove('a');
    });
    expect(onEmpty).toHaveBeenCalledTimes(1);
    expect(onEmpty.mock.calls[0]?.[0].payload).toEqual({ cart: emptied, messages: result.current.cart.messages });
    expect(result.current.cart.messages).toHaveLength(1);
  });
});

describe('useCart: add-to-cart callback fallback (spec 4)', () => {
  it('runs onSettled at 5000 ms when the server has not answered, and not at 4999 ms', async () => {
    vi.useFakeTimers();
    const client = createStoreClient({ baseUrl: TEST_BASE_URL, fetch: () => new Promise<Response>(() => undefined) });
    const { result } = renderCart(null, client);
    const onSettled = vi.fn();
    act(() => {
      void result.current.cart.add({ variant_id: 1 }, { onSettled });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect(onSettled).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onSettled.mock.calls).toEqual([[{ status: 'timeout' }]]);
    expect(result.current.cart.isUpdating).toBe(true); // the add itself is still waiting
  });

  it('runs onSettled once with the cart when the add answers', async () => {
    const answer = makeCart([lineA(1)]);
    server.use(http.post(url('/cart'), () => HttpResponse.json(answer)));
    const { result } = renderCart(null);
    const onSettled = vi.fn();
    await act(async () => {
      await result.current.cart.add({ variant_id: 1 }, { onSettled });
    });
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled.mock.calls[0]?.[0]).toMatchObject({ status: 'added', cart: { hash: answer.hash } });
  });

  it('runs onSettled with the error when a batch add fails', async () => {
    server.use(
      http.post(url('/cart/batch_cart'), () =>
        HttpResponse.json({ status: 422, code: 'UNKNOWN_VARIANT', message: 'Choose a variant' }, { status: 422 }),
      ),
    );
    const { result } = renderCart(null);
    const onSettled = vi.fn();
    await act(async () => {
      await result.current.cart.addBatch({ items: [{ variant_id: 99 }] }, { onSettled }).catch(() => undefined);
    });
    expect(onSettled.mock.calls[0]?.[0]).toMatchObject({ status: 'failed', error: { code: 'UNKNOWN_VARIANT' } });
  });
});

describe('useCartSummary', () => {
  it('follows the confirmed cart without the full cart', async () => {
    server.use(
      http.post(url('/cart'), () =>
        HttpResponse.json(
          makeCart(
            [
              lineA(1),
              makeLine({ key: 'l', groupId: 'p', variantId: 2 }),
              makeLine({ key: 'r', groupId: 'p', variantId: 3 }),
            ],
            { item_count: 2 },
          ),
        ),
      ),
    );
    const { result } = renderCart(makeCart([lineA(1)]));
    expect(result.current.summary).toEqual({ count: 1, total: 1000, currency: 'USD', isKnown: true });
    await act(async () => {
      await result.current.cart.add({ variant_id: 2 });
    });
    expect(result.current.summary).toEqual({ count: 2, total: 3000, currency: 'USD', isKnown: true });
  });
});
