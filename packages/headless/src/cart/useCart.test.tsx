import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../contract';
import { createStoreClient } from '../client/client';
import type { StoreClient } from '../client/client.types';
import { StoreApiError } from '../client/StoreApiError';
import { useCartRequestInProgress } from '../client/useCartRequestInProgress';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL, makeCart, makeLine } from '../test/fixtures';
import { useCart } from './useCart';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const url = (path: string) => `${TEST_BASE_URL}${path}`;

/**
 * The cart the fake server holds: line `a` (stock 5) at the given quantity,
 * and a pair of grouped lenses, which the server counts once in `item_count`.
 */
const cartWith = (quantityA: number): Cart =>
  makeCart(
    [
      makeLine({ key: 'a', quantity: quantityA, unitPrice: 1500, available: 5 }),
      makeLine({ key: 'lens-l', quantity: 1, groupId: 'pair-1', variantId: 2 }),
      makeLine({ key: 'lens-r', quantity: 1, groupId: 'pair-1', variantId: 3 }),
    ],
    { item_count: quantityA + 1 },
  );

function renderCart(initialCart: Cart | null, client: StoreClient = createStoreClient({ baseUrl: TEST_BASE_URL })) {
  const reportError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} initialCart={initialCart} reportError={reportError}>
      {children}
    </StoreProvider>
  );
  const view = renderHook(() => ({ cart: useCart(), isCartRequestInProgress: useCartRequestInProgress() }), {
    wrapper,
  });
  return { ...view, reportError };
}

describe('useCart', () => {
  it('shows the server’s grouped count, total and currency of the initial cart', () => {
    const { result } = renderCart(cartWith(2));
    const cart = result.current.cart;
    expect(cart.lines.map((line) => line.key)).toEqual(['a', 'lens-l', 'lens-r']);
    expect(cart.count).toBe(2 + 1); // the two lenses are one pair
    expect(cart.total).toBe(2 * 1500 + 1000 + 1000);
    expect(cart.currency).toBe('USD');
    expect(cart.status).toBe('idle');
  });

  it('gives empty values without a cart', () => {
    const { result } = renderCart(null);
    expect(result.current.cart).toMatchObject({ cart: null, lines: [], count: 0, total: 0, currency: null });
  });

  it('shows a quantity change at once and rolls it back on a 422', async () => {
    server.use(
      http.put(url('/cart/:key'), async () => {
        await delay(30);
        return HttpResponse.json(
          { status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 5 left in stock', field: 'quantity' },
          { status: 422 },
        );
      }),
    );
    const { result, reportError } = renderCart(cartWith(2));

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.cart.changeQuantity('a', 8).catch((error: unknown) => error);
    });
    expect(result.current.cart.cart?.cart.a?.quantity).toBe(8);
    // The count stays the server's until it answers: a pending line is marked, never recounted.
    expect(result.current.cart.count).toBe(3);
    expect(result.current.cart.isUpdating).toBe(true);
    expect(result.current.cart.isLinePending('a')).toBe(true);
    expect(result.current.cart.isLinePending('lens-l')).toBe(false);

    await act(async () => {
      await outcome;
    });
    const thrown = await outcome;
    expect(thrown).toBeInstanceOf(StoreApiError);
    expect(result.current.cart.cart?.cart.a?.quantity).toBe(2);
    expect(result.current.cart.count).toBe(3);
    expect(result.current.cart.status).toBe('error');
    expect(result.current.cart.error).toMatchObject({ status: 422, code: 'INSUFFICIENT_STOCK', field: 'quantity' });
    expect(result.current.cart.isLinePending('a')).toBe(false);
    expect(reportError).toHaveBeenCalledWith(thrown, expect.objectContaining({ method: 'PUT', path: '/cart/a' }));
  });

  it('ends on the later call when an earlier answer arrives last', async () => {
    server.use(
      http.put(url('/cart/:key'), async ({ request }) => {
        const { quantity } = (await request.json()) as { quantity: number };
        await delay(quantity === 2 ? 60 : 5); // the first call (quantity 2) answers last
        // The server changed the cart in the order the calls arrived: the second change is the newer revision.
        return HttpResponse.json({ ...cartWith(quantity), revision: quantity === 2 ? 1_000_000 : 2_000_000 });
      }),
    );
    const { result } = renderCart(cartWith(1));

    let first: Promise<Cart> = Promise.resolve(cartWith(1));
    let second: Promise<Cart> = Promise.resolve(cartWith(1));
    act(() => {
      first = result.current.cart.changeQuantity('a', 2);
      second = result.current.cart.changeQuantity('a', 4);
    });
    const order: number[] = [];
    void first.then((cart) => order.push(cart.cart.a?.quantity ?? 0));
    void second.then((cart) => order.push(cart.cart.a?.quantity ?? 0));
    await act(async () => {
      await Promise.all([first, second]);
    });

    expect(order).toEqual([4, 2]); // the stale answer really did arrive last
    expect(result.current.cart.cart?.cart.a?.quantity).toBe(4);
    expect(result.current.cart.status).toBe('idle');
  });

  it('ignores replaceCart while a change is pending', async () => {
    server.use(
      http.delete(url('/cart/:key'), async () => {
        await delay(30);
        return HttpResponse.json(makeCart([]));
      }),
    );
    const { result } = renderCart(cartWith(2));
    let removal: Promise<Cart> = Promise.resolve(cartWith(2));
    act(() => {
      removal = result.current.cart.remove('a');
    });
    let replaced = true;
    act(() => {
      replaced = result.current.cart.replaceCart(cartWith(5));
    });
    expect(replaced).toBe(false);
    expect(result.current.cart.cart?.cart.a).toBeUndefined();

    await act(async () => {
      await removal;
    });
    expect(result.current.cart.lines).toEqual([]);
    act(() => {
      replaced = result.current.cart.replaceCart(cartWith(5));
    });
    expect(replaced).toBe(true);
    expect(result.current.cart.cart?.cart.a?.quantity).toBe(5);
  });

  it('adds through POST /cart and takes the server cart', async () => {
    server.use(
      http.post(url('/cart'), async ({ request }) => {
        const body = (await request.json()) as { variant_id: number; quantity: number };
        await delay(10);
        return HttpResponse.json(
          makeCart([makeLine({ key: 'new', quantity: body.quantity, variantId: body.variant_id })]),
        );
      }),
    );
    const { result } = renderCart(null);
    await act(async () => {
      await result.current.cart.add({ variant_id: 12, quantity: 3 });
    });
    expect(result.current.cart.lines.map((line) => [line.key, line.variant.ID, line.quantity])).toEqual([
      ['new', 12, 3],
    ]);
    expect(result.current.cart.count).toBe(3);
  });

  it('turns the cart-request-in-progress flag on during a POST and off after', async () => {
    server.use(
      http.post(url('/cart/batch_cart'), async () => {
        await delay(30);
        return HttpResponse.json(cartWith(1));
      }),
    );
    const { result } = renderCart(null);
    expect(result.current.isCartRequestInProgress).toBe(false);
    let batch: Promise<Cart> = Promise.resolve(cartWith(1));
    act(() => {
      batch = result.current.cart.addBatch({ items: [{ variant_id: 1 }, { variant_id: 2 }] });
    });
    expect(result.current.isCartRequestInProgress).toBe(true);
    await act(async () => {
      await batch;
    });
    expect(result.current.isCartRequestInProgress).toBe(false);
  });

  it('refreshes from GET /cart', async () => {
    server.use(http.get(url('/cart'), () => HttpResponse.json(cartWith(4))));
    const { result } = renderCart(null);
    await act(async () => {
      await result.current.cart.refresh();
    });
    await waitFor(() => expect(result.current.cart.cart?.cart.a?.quantity).toBe(4));
  });
});
