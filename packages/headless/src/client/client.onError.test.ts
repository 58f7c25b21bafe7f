import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_BASE_URL, makeCart } from '../test/fixtures';
import { createStoreClient } from './client';
import { StoreApiError } from './StoreApiError';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const url = (path: string) => `${TEST_BASE_URL}${path}`;
const couponMismatch = () =>
  HttpResponse.json(
    { status: 422, code: 'COUPON_MISMATCH', message: 'No match', errors: { code: ['Coupon code did not match'] } },
    { status: 422 },
  );

describe('createStoreClient: note', () => {
  it('saves the note with POST /cart/note { note } and resolves with the cart', async () => {
    const cart = makeCart([]);
    const bodies: unknown[] = [];
    server.use(
      http.post(url('/cart/note'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(cart);
      }),
    );
    const api = createStoreClient({ baseUrl: TEST_BASE_URL });
    await expect(api.setNote('Leave at the door')).resolves.toEqual(cart);
    expect(bodies).toEqual([{ note: 'Leave at the door' }]);
  });
});

describe('createStoreClient: error listeners', () => {
  it('calls onError with the error, method and path without query, before rejecting', async () => {
    server.use(http.delete(url('/cart/coupons/:code'), couponMismatch));
    const onError = vi.fn();
    const api = createStoreClient({ baseUrl: TEST_BASE_URL, onError });
    const failing = api.request('DELETE', '/cart/coupons/AUTUMN', { query: { cart_hash: 'h', utm_medium: 'cart' } });
    await expect(failing).rejects.toBeInstanceOf(StoreApiError);
    expect(onError).toHaveBeenCalledTimes(1);
    const [error, request] = onError.mock.calls[0] ?? [];
    expect(error).toMatchObject({ status: 422, code: 'COUPON_MISMATCH' });
    expect(request).toEqual({ method: 'DELETE', path: '/cart/coupons/AUTUMN' });
  });

  it('tells listeners about network failures and 504s, and not about successes', async () => {
    server.use(
      http.get(url('/cart'), () => HttpResponse.json(makeCart([]))),
      http.post(url('/cart'), () => new HttpResponse('<html>Gateway</html>', { status: 504 })),
    );
    const onError = vi.fn();
    const api = createStoreClient({ baseUrl: TEST_BASE_URL, onError });
    await api.getCart();
    expect(onError).not.toHaveBeenCalled();
    await api.addToCart({ variant_id: 1 }).catch(() => undefined);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 504, code: 'GATEWAY_TIMEOUT' });

    const offline = createStoreClient({
      baseUrl: TEST_BASE_URL,
      onError,
      fetch: () => Promise.reject(new TypeError('x')),
    });
    await offline.getCart().catch(() => undefined);
    expect(onError.mock.calls[1]?.[0]).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(onError.mock.calls[1]?.[1]).toEqual({ method: 'GET', path: '/cart' });
  });

  it('adds and removes listeners', async () => {
    server.use(
      http.put(url('/cart/:key'), () => HttpResponse.json({ status: 422, code: 'X', message: 'x' }, { status: 422 })),
    );
    const api = createStoreClient({ baseUrl: TEST_BASE_URL });
    const listener = vi.fn();
    const stop = api.addErrorListener(listener);
    await api.updateLine('a', 2).catch(() => undefined);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ code: 'X' }), { method: 'PUT', path: '/cart/a' });
    stop();
    await api.updateLine('a', 2).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('still rejects with the store error when a listener throws', async () => {
    server.use(http.post(url('/cart/coupons'), couponMismatch));
    const thrown: unknown[] = [];
    const onUncaught = (error: unknown) => thrown.push(error);
    process.on('uncaughtException', onUncaught);
    const api = createStoreClient({
      baseUrl: TEST_BASE_URL,
      onError: () => {
        throw new Error('reporter broke');
      },
    });
    const second = vi.fn();
    api.addErrorListener(second);
    await expect(api.request('POST', '/cart/coupons', { body: { code: 'X' } })).rejects.toMatchObject({
      code: 'COUPON_MISMATCH',
    });
    expect(second).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('uncaughtException', onUncaught);
    expect(thrown).toEqual([expect.objectContaining({ message: 'reporter broke' })]);
  });
});
