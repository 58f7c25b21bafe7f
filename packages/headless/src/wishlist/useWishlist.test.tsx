import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreApiError } from '../client/StoreApiError';
import { useCustomer } from '../customer/useCustomer';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import type { ProductId, WishlistToggleResult } from './wishlist.types';
import { type UseWishlistOptions, useWishlist } from './useWishlist';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const url = (path: string) => `${TEST_BASE_URL}${path}`;
const list = (product_ids: ProductId[]) => HttpResponse.json({ data: { product_ids } });
const failure = (status: number, code: string, message = 'Failed') =>
  HttpResponse.json({ status, code, message }, { status });

function recordRequests(): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}

function renderWishlist(options: UseWishlistOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null} reportError={vi.fn()}>
      {children}
    </StoreProvider>
  );
  return renderHook((props: UseWishlistOptions) => ({ button: useWishlist(props), other: useWishlist(props) }), {
    wrapper,
    initialProps: options,
  });
}

/** Starts a toggle inside act and hands back its promise. */
function startToggle(run: () => Promise<WishlistToggleResult>): Promise<WishlistToggleResult> {
  let pending: Promise<WishlistToggleResult> | undefined;
  act(() => {
    pending = run();
  });
  if (!pending) throw new Error('the toggle did not start');
  return pending;
}

describe('useWishlist: loading', () => {
  it('fetches the wished ids once for every component while signed in', async () => {
    let calls = 0;
    server.use(
      http.get(url('/wish_list/wished'), () => {
        calls += 1;
        return list([12, 40]);
      }),
    );
    const { result } = renderWishlist({ isSignedIn: true });
    await waitFor(() => expect(result.current.other.isLoaded).toBe(true));
    expect(result.current.button.isWished(40)).toBe(true);
    expect(result.current.button.isWished('12')).toBe(true);
    expect(result.current.button.isWished(7)).toBe(false);
    expect(result.current.button.count).toBe(2);
    expect(calls).toBe(1);
  });

  it('fetches nothing while signed out, and clears the list on sign-out', async () => {
    const seen = recordRequests();
    server.use(http.get(url('/wish_list/wished'), () => list([12])));
    const { result, rerender } = renderWishlist({ isSignedIn: false, initialProductIds: [12] });
    await act(async () => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    expect(seen).toHaveLength(0);
    expect(result.current.button.productIds).toEqual([]);

    rerender({ isSignedIn: true });
    await waitFor(() => expect(result.current.button.isWished(12)).toBe(true));
    rerender({ isSignedIn: false });
    expect(result.current.button.isWished(12)).toBe(false);
    expect(result.current.button.isLoaded).toBe(false);
  });

  it('takes the signed-in state from useCustomer by default', async () => {
    server.use(
      http.get(url('/account/info'), () => HttpResponse.json({ id: 1, email: 'a@example.com', address_book_count: 0 })),
      http.get(url('/wish_list/wished'), () => list([5])),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null}>
        {children}
      </StoreProvider>
    );
    const { result } = renderHook(
      () => {
        useCustomer({ initialCustomer: { loginStatus: true } });
        return useWishlist();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.isWished(5)).toBe(true));
  });
});

describe('useWishlist: toggle', () => {
  it('adds with POST, shown at once, with the body and query flags, and resolves joined', async () => {
    const seen = recordRequests();
    let body: unknown;
    server.use(
      http.get(url('/wish_list/wished'), () => list([12])),
      http.post(url('/wish_list/wishing'), async ({ request }) => {
        body = await request.json();
        await delay(30);
        return list([12, 40]);
      }),
    );
    const { result } = renderWishlist({ isSignedIn: true, initialProductIds: [12] });
    const pending = startToggle(() => result.current.button.toggle({ productId: 40, variantId: 401, isNoStock: true }));
    expect(result.current.other.isWished(40)).toBe(true);
    expect(result.current.other.isPending(40)).toBe(true);
    expect(result.current.other.isPending(12)).toBe(false);
    let outcome: WishlistToggleResult | undefined;
    await act(async () => {
      outcome = await pending;
    });
    expect(outcome).toEqual({ outcome: 'joined', productId: 40 });
    expect(body).toEqual({ product_id: 40, variant_id: 401 });
    const sent = new URL(seen.find((r) => r.method === 'POST')?.url ?? '');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ is_no_stock: '1', is_ar: '0' });
    expect(result.current.button.productIds).toEqual([12, 40]);
    expect(result.current.button.isPending(40)).toBe(false);
    expect(result.current.button.lastResult).toEqual({ outcome: 'joined', productId: 40 });
  });

  it('removes a wished product with DELETE and resolves removed', async () => {
    let body: unknown;
    server.use(
      http.delete(url('/wish_list/wishing'), async ({ request }) => {
        body = await request.json();
        return list([]);
      }),
    );
    const { result } = renderWishlist({ isSignedIn: true, initialProductIds: [12] });
    let outcome: WishlistToggleResult | undefined;
    await act(async () => {
      outcome = await result.current.button.toggle(12);
    });
    expect(outcome).toEqual({ outcome: 'removed', productId: 12 });
    expect(body).toEqual({ product_id: 12 });
    expect(result.current.button.isWished(12)).toBe(false);
  });

  it('opens the login prompt instead of sending anything when signed out', async () => {
    const seen = recordRequests();
    const onLoginRequired = vi.fn();
    const { result } = renderWishlist({ isSignedIn: false, onLoginRequired });
    let outcome: WishlistToggleResult | undefined;
    await act(async () => {
      outcome = await result.current.button.toggle(40);
    });
    expect(outcome).toEqual({ outcome: 'login-required', productId: 40 });
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(result.current.other.isLoginPromptOpen).toBe(true);
    expect(result.current.button.isWished(40)).toBe(false);
    expect(seen).toHaveLength(0);
    act(() => result.current.button.closeLoginPrompt());
    expect(result.current.other.isLoginPromptOpen).toBe(false);
  });

  it('rolls back and opens the login prompt on a 401', async () => {
    server.use(
      http.post(url('/wish_list/wishing'), async () => {
        await delay(20);
        return failure(401, 'UNAUTHENTICATED', 'Sign in first');
      }),
    );
    const onLoginRequired = vi.fn();
    const { result } = renderWishlist({ isSignedIn: true, initialProductIds: [], onLoginRequired });
    const pending = startToggle(() => result.current.button.toggle(40));
    expect(result.current.button.isWished(40)).toBe(true);
    await act(async () => {
      expect(await pending).toEqual({ outcome: 'login-required', productId: 40 });
    });
    expect(result.current.button.isWished(40)).toBe(false);
    expect(result.current.button.isLoginPromptOpen).toBe(true);
    expect(result.current.button.error).toBeNull();
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('rolls back and resolves full when the server says the list is full', async () => {
    server.use(http.post(url('/wish_list/wishing'), () => failure(422, 'WISHLIST_FULL', 'Your wish list is full')));
    const { result } = renderWishlist({ isSignedIn: true, initialProductIds: [1, 2] });
    let outcome: WishlistToggleResult | undefined;
    await act(async () => {
      outcome = await result.current.button.toggle(40);
    });
    expect(outcome).toEqual({ outcome: 'full', productId: 40 });
    expect(result.current.button.productIds).toEqual([1, 2]);
    expect(result.current.button.error).toBeNull();
    expect(result.current.button.isLoginPromptOpen).toBe(false);
  });

  it('rolls back and rejects on other failures', async () => {
    server.use(http.delete(url('/wish_list/wishing'), () => failure(500, 'INTERNAL_ERROR', 'Boom')));
    const { result } = renderWishlist({ isSignedIn: true, initialProductIds: [40] });
    let thrown: unknown;
    await act(async () => {
      thrown = await result.current.button.toggle(40).catch((error: unknown) => error);
    });
    expect(thrown).toBeInstanceOf(StoreApiError);
    expect(result.current.button.isWished(40)).toBe(true);
    expect(result.current.button.status).toBe('error');
    expect(result.current.button.error).toMatchObject({ status: 500 });
  });

  it('ends on the later toggle when an earlier answer arrives last', async () => {
    server.use(
      http.post(url('/wish_list/wishing'), async ({ request }) => {
        const { product_id } = (await request.json()) as { product_id: number };
        await delay(product_id === 1 ? 60 : 5); // the first call answers last, with a list that predates the second
        return list(product_id === 1 ? [1] : [1, 2]);
      }),
    );
    const { result } = renderWishlist({ isSignedIn: true, initialProductIds: [] });
    const first = startToggle(() => result.current.button.toggle(1));
    const second = startToggle(() => result.current.button.toggle(2));
    await act(async () => {
      await Promise.all([first, second]);
    });
    expect(result.current.button.productIds).toEqual([1, 2]);
  });
});
