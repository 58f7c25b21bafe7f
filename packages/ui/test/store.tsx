import { render } from '@testing-library/react';
import { createStoreClient, StoreProvider, type Cart } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { CartUiProvider } from '../src/kit/cartUi';

/** One call the component made to the fake store API. */
export interface StoreCall {
  method: string;
  /** Path under the store API, e.g. `/cart/line-1`. */
  path: string;
  body: unknown;
}

/** A JSON answer of the fake store API. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Renders `ui` inside a real `StoreProvider` whose client talks to a fake
 * store API: `answer` gets every call (method, path, JSON body) and returns
 * the response. A `CartUiProvider` records `showCart` calls.
 */
export function renderWithStore(
  ui: ReactNode,
  { cart, answer = () => json(cart) }: { cart: Cart | null; answer?: (call: StoreCall) => Response | Promise<Response> },
) {
  const calls: StoreCall[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: String(url).replace('http://store.test/api/store', ''),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  });
  const showCart = vi.fn();
  const client = createStoreClient({ baseUrl: 'http://store.test/api/store', fetch });
  const view = render(
    <StoreProvider client={client} initialCart={cart} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <CartUiProvider cartType="drawer" showCart={showCart}>
        {ui}
      </CartUiProvider>
    </StoreProvider>,
  );
  return { ...view, calls, showCart };
}

/** The same tree rendered to HTML, as the server sends it (no script has run). */
export function storeProviderFor(cart: Cart | null) {
  const client = createStoreClient({ fetch: () => Promise.reject(new Error('no network on the server')) });
  return ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} initialCart={cart}>
      {children}
    </StoreProvider>
  );
}
