import { render } from '@testing-library/react';
import {
  createEventBus,
  createStoreClient,
  CurrencyProvider,
  StoreProvider,
  type Cart,
  type CurrencyStyle,
  type ExchangeRates,
} from '@vitrine/headless';
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
  {
    cart,
    answer = () => json(cart),
  }: { cart: Cart | null; answer?: (call: StoreCall) => Response | Promise<Response> },
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

/** A store API answer for a test: a status and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** One call a component made to the fake store API. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A store client that answers from `answer` (by method and path) and records
 * every call, so a component test sees what its hook sent without a server.
 *
 * @example
 * const api = fakeStore((call) => (call.path === '/wish_list/wished' ? { body: { data: { product_ids: [] } } } : {}));
 * render(<api.Provider><WishlistButton productId={1} /></api.Provider>);
 * expect(api.calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/wish_list/wishing' }));
 */
export function fakeStore(
  answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer> = () => ({}),
  options: {
    locale?: string;
    currency?: string;
    rates?: ExchangeRates;
    currencyStyle?: CurrencyStyle;
  } = {},
) {
  const calls: FakeCall[] = [];
  const client = createStoreClient({
    baseUrl: 'http://store.test/api/store',
    locale: options.locale,
    fetch: async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const raw = init?.body;
      const call: FakeCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace('/api/store', ''),
        body: typeof raw === 'string' ? JSON.parse(raw) : (raw ?? null),
        headers: { ...(init?.headers as Record<string, string> | undefined) },
      };
      calls.push(call);
      const { status = 200, body = {} } = await answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  const events = createEventBus();
  function Provider({ children }: { children: ReactNode }) {
    return (
      <StoreProvider
        client={client}
        events={events}
        initialCart={null}
        refreshCartOnHistoryNavigation={false}
        reportError={() => {}}
      >
        <CurrencyProvider
          checkoutCurrency="USD"
          currencyStyle={options.currencyStyle}
          initialCurrency={options.currency}
          initialRates={options.rates}
          storage={null}
        >
          {children}
        </CurrencyProvider>
      </StoreProvider>
    );
  }
  return { client, calls, events, Provider };
}
