import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../contract';
import { createStoreClient } from '../client/client';
import { useCart } from '../cart/useCart';
import { makeCart, makeLine } from '../test/fixtures';
import { StoreProvider, useCartStore, useStoreClient } from './StoreProvider';

afterEach(cleanup);

const noNetwork = () => Promise.reject(new Error('unexpected request'));

function Count() {
  return <output>{useCart().count}</output>;
}

describe('StoreProvider', () => {
  it('hands the client to useStoreClient', () => {
    const client = createStoreClient({ fetch: noNetwork });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider client={client} initialCart={null}>
        {children}
      </StoreProvider>
    );
    const { result } = renderHook(() => useStoreClient(), { wrapper });
    expect(result.current).toBe(client);
  });

  it('makes the hooks throw a clear error without a provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useStoreClient())).toThrow(/inside <StoreProvider>/);
    expect(() => renderHook(() => useCart())).toThrow(/inside <StoreProvider>/);
    quiet.mockRestore();
  });

  it('keeps one cart store across re-renders and replaces the cart when new loader data arrives', () => {
    const client = createStoreClient({ fetch: noNetwork });
    const first = makeCart([makeLine({ key: 'a', quantity: 1 })]);
    const seenStores = new Set<unknown>();
    function Probe() {
      seenStores.add(useCartStore());
      return <Count />;
    }
    const view = (cart: Cart | null) => (
      <StoreProvider client={client} initialCart={cart}>
        <Probe />
      </StoreProvider>
    );
    const { rerender } = render(view(first));
    expect(screen.getByRole('status').textContent).toBe('1');

    rerender(view(first));
    expect(screen.getByRole('status').textContent).toBe('1');
    rerender(view(makeCart([makeLine({ key: 'a', quantity: 6 })])));
    expect(screen.getByRole('status').textContent).toBe('6');
    expect(seenStores.size).toBe(1);
  });

  it('keeps the cart when the client is swapped, and sends later calls through the new client', async () => {
    const cart = makeCart([makeLine({ key: 'a', quantity: 2 })]);
    const oldFetch = vi.fn<typeof fetch>(noNetwork);
    const newFetch = vi.fn<typeof fetch>(async () => Response.json(makeCart([makeLine({ key: 'a', quantity: 3 })])));
    const oldClient = createStoreClient({ fetch: oldFetch, locale: 'en-US' });
    const newClient = createStoreClient({ fetch: newFetch, locale: 'fr-FR' });
    let props = { client: oldClient, cart };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider client={props.client} initialCart={props.cart}>
        {children}
      </StoreProvider>
    );
    const { result, rerender } = renderHook(() => useCart(), { wrapper });
    props = { client: newClient, cart };
    rerender();
    expect(result.current.count).toBe(2);

    await act(async () => {
      await result.current.changeQuantity('a', 3);
    });
    expect(oldFetch).not.toHaveBeenCalled();
    expect(newFetch).toHaveBeenCalledTimes(1);
    expect(result.current.count).toBe(3);
  });

  it('hydrates server markup without a mismatch', async () => {
    const cart = makeCart([makeLine({ key: 'a', quantity: 4 })]);
    const client = createStoreClient({ fetch: noNetwork });
    const app = (
      <StoreProvider client={client} initialCart={cart}>
        <Count />
      </StoreProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('4');
    act(() => root?.unmount());
    container.remove();
  });
});
