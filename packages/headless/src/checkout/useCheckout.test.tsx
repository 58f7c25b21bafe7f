import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import type { PricedCartJson } from '../contract';
import { StoreProvider } from '../provider/StoreProvider';
import { deferred, TEST_BASE_URL } from '../test/fixtures';
import { useCheckout } from './useCheckout';

/** Only what the hook reads and hands on: it never computes with a cart. */
const cartWith = (total: number, selected: string | null) =>
  ({ cart_total: total, shipping: { methods: [], selected } }) as unknown as PricedCartJson;

describe('useCheckout', () => {
  it('sends the changes one at a time in the order they were made, and shows the last answer', async () => {
    const sent: string[] = [];
    const addressAnswer = deferred<Response>();
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname.replace('/api/store', '');
      sent.push(path);
      if (path === '/cart/address') return addressAnswer.promise;
      return new Response(JSON.stringify(cartWith(3000, 'express')), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const client = createStoreClient({ baseUrl: TEST_BASE_URL, fetch });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider client={client} initialCart={null} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
        {children}
      </StoreProvider>
    );
    // The page's cart, the same object on every render (a new one means the loader ran again).
    const pageCart = cartWith(1000, null);
    const { result } = renderHook(() => useCheckout(pageCart), { wrapper });

    let chosen: Promise<PricedCartJson | null> = Promise.resolve(null);
    act(() => {
      void result.current.shipTo({ country: 'US', province: 'CA', postcode: '94105' });
      chosen = result.current.chooseShipping('express');
    });
    await waitFor(() => expect(sent).toEqual(['/cart/address']));
    expect(result.current.isPending).toBe(true);
    // The method goes only once the address has been answered: the server sees them in this order.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual(['/cart/address']);

    addressAnswer.resolve(
      new Response(JSON.stringify(cartWith(2000, null)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await act(async () => {
      await chosen;
    });
    expect(sent).toEqual(['/cart/address', '/cart/shipping']);
    expect(result.current.cart.cart_total).toBe(3000);
    expect(result.current.isPending).toBe(false);
  });
});
