import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../contract';
import { useCart } from '../cart/useCart';
import { createStoreClient } from '../client/client';
import { StoreApiError } from '../client/StoreApiError';
import { createEventBus } from '../events/bus';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL, makeCart, makeLine } from '../test/fixtures';
import type { CouponApplyResult } from './coupon.types';
import { type UseCouponOptions, useCoupon } from './useCoupon';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const url = (path: string) => `${TEST_BASE_URL}${path}`;
const cartWith = (code: string | null, quantity = 1): Cart =>
  makeCart([makeLine({ key: 'a', quantity })], {
    coupon_record: code === null ? null : { code, discount_type: 'bulk_discount', rule_data: {} },
  });

function recordRequests(): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}

function renderCoupon(initialCart: Cart | null, options: UseCouponOptions = {}) {
  const bus = createEventBus();
  const events: Array<{ name: string; payload: unknown }> = [];
  // Only this domain's events: the cart store publishes its own (`cart:updated` ...) on the same bus.
  bus.subscribe('*', (event) => {
    if (/^(coupon:|track:coupon)/.test(event.name)) events.push({ name: event.name, payload: event.payload });
  });
  const reportError = vi.fn();
  const client = createStoreClient({ baseUrl: TEST_BASE_URL });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} initialCart={initialCart} events={bus} reportError={reportError}>
      {children}
    </StoreProvider>
  );
  const view = renderHook(() => ({ coupon: useCoupon(options), other: useCoupon(), cart: useCart() }), { wrapper });
  return { ...view, events, reportError };
}

const rejection = (body: object, status = 422) => HttpResponse.json({ status, ...body }, { status });

describe('useCoupon: apply', () => {
  it('posts the spec body, shows the new cart and publishes the flow events in order', async () => {
    let body: unknown;
    server.use(
      http.post(url('/cart/coupons'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(cartWith('SUMMER10'));
      }),
    );
    const { result, events, reportError } = renderCoupon(cartWith(null), { position: 'drawer', utmMedium: 'email' });

    let outcome: CouponApplyResult | undefined;
    await act(async () => {
      outcome = await result.current.coupon.apply('  SUMMER10 ');
    });
    expect(body).toEqual({
      cart_hash: 'cart-hash-1',
      auto_apply_coupon: false,
      position: 'drawer',
      code: 'SUMMER10',
      utm_medium: 'email',
    });
    expect(outcome).toMatchObject({ outcome: 'applied', code: 'SUMMER10' });
    expect(result.current.coupon.appliedCode).toBe('SUMMER10');
    expect(result.current.cart.cart?.coupon_record?.code).toBe('SUMMER10');
    expect(events.map((e) => e.name)).toEqual([
      'coupon:before-apply',
      'coupon:after-apply',
      'coupon:finally',
      'track:coupon_apply',
    ]);
    expect(events[2]?.payload).toEqual({ code: 'SUMMER10', position: 'drawer', isAutoApply: false, isSuccess: true });
    expect(events[3]?.payload).toEqual({ code: 'SUMMER10', isSuccess: true });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('sends the campaign medium kept for the visit when none is given', async () => {
    let body: { utm_medium?: string } = {};
    server.use(
      http.post(url('/cart/coupons'), async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json(cartWith('SUMMER10'));
      }),
    );
    sessionStorage.setItem('vitrine:utm-medium', 'social');
    try {
      const { result } = renderCoupon(cartWith(null), { position: 'cart' });
      await act(async () => {
        await result.current.coupon.apply('SUMMER10');
      });
      expect(body.utm_medium).toBe('social');
    } finally {
      sessionStorage.removeItem('vitrine:utm-medium');
    }
  });

  it('shows errors.code[0] of a 422, resolves as rejected and reports nothing', async () => {
    server.use(
      http.post(url('/cart/coupons'), () =>
        rejection({
          code: 'COUPON_INVALID',
          message: 'Coupon code did not match',
          errors: { code: ['This coupon has expired'] },
        }),
      ),
    );
    const { result, events, reportError } = renderCoupon(cartWith(null));
    let outcome: CouponApplyResult | undefined;
    await act(async () => {
      outcome = await result.current.coupon.apply('OLD');
    });
    expect(outcome).toMatchObject({ outcome: 'rejected', message: 'This coupon has expired' });
    expect(result.current.coupon.error).toBe('This coupon has expired');
    expect(result.current.coupon.appliedCode).toBeNull();
    expect(events.map((e) => e.name)).toEqual([
      'coupon:before-apply',
      'coupon:failed-apply',
      'coupon:finally',
      'track:coupon_apply',
    ]);
    expect(events[3]?.payload).toEqual({ code: 'OLD', isSuccess: false });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('shows the message of a 422 without a code error', async () => {
    server.use(
      http.post(url('/cart/coupons'), () =>
        rejection({ code: 'COUPON_INVALID', message: 'Coupon code did not match' }),
      ),
    );
    const { result } = renderCoupon(cartWith(null));
    await act(async () => {
      await result.current.coupon.apply('NOPE');
    });
    expect(result.current.coupon.error).toBe('Coupon code did not match');
  });

  it('rethrows other statuses (reported once, by the provider), still publishing failed-apply and finally', async () => {
    server.use(http.post(url('/cart/coupons'), () => rejection({ code: 'INTERNAL_ERROR', message: 'Boom' }, 500)));
    const { result, events, reportError } = renderCoupon(cartWith(null));
    let thrown: unknown;
    await act(async () => {
      thrown = await result.current.coupon.apply('X').catch((error: unknown) => error);
    });
    expect(thrown).toBeInstanceOf(StoreApiError);
    expect(thrown).toMatchObject({ status: 500 });
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]?.[0]).toBe(thrown);
    expect(events.map((e) => e.name)).toEqual([
      'coupon:before-apply',
      'coupon:failed-apply',
      'coupon:finally',
      'track:coupon_apply',
    ]);
    expect(result.current.coupon.status).toBe('idle');
  });

  it('refuses a second apply while one runs, across components, and accepts one after', async () => {
    server.use(
      http.post(url('/cart/coupons'), async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        await delay(30);
        return HttpResponse.json(cartWith(code));
      }),
    );
    const seen = recordRequests();
    const { result, events } = renderCoupon(cartWith(null));

    let first: Promise<CouponApplyResult> = Promise.resolve({ outcome: 'busy', code: '' });
    let second: Promise<CouponApplyResult> = first;
    let third: Promise<CouponApplyResult> = first;
    act(() => {
      first = result.current.coupon.apply('ONE');
      second = result.current.coupon.apply('TWO');
      third = result.current.other.apply('THREE');
    });
    expect(result.current.coupon.isApplying).toBe(true);
    expect(result.current.other.isApplying).toBe(true);
    expect(await second).toEqual({ outcome: 'busy', code: 'TWO' });
    expect(await third).toEqual({ outcome: 'busy', code: 'THREE' });
    await act(async () => {
      await first;
    });
    expect(seen).toHaveLength(1);
    expect(events.filter((e) => e.name === 'coupon:before-apply')).toHaveLength(1);
    expect(result.current.coupon.appliedCode).toBe('ONE');

    await act(async () => {
      await result.current.coupon.apply('FOUR');
    });
    expect(seen).toHaveLength(2);
    expect(result.current.coupon.appliedCode).toBe('FOUR');
  });

  it('ends on the server cart when a cart change was pending as the coupon answered', async () => {
    server.use(
      http.put(url('/cart/:key'), async () => {
        await delay(40);
        return HttpResponse.json(cartWith(null, 3)); // answered without the coupon
      }),
      http.post(url('/cart/coupons'), () => HttpResponse.json(cartWith('SUMMER10', 1))),
      http.get(url('/cart'), () => HttpResponse.json(cartWith('SUMMER10', 3))),
    );
    const { result } = renderCoupon(cartWith(null));
    let change: Promise<Cart> = Promise.resolve(cartWith(null));
    act(() => {
      change = result.current.cart.changeQuantity('a', 3);
    });
    await act(async () => {
      await result.current.coupon.apply('SUMMER10');
      await change;
    });
    await waitFor(() => expect(result.current.cart.cart?.coupon_record?.code).toBe('SUMMER10'));
    expect(result.current.cart.cart?.cart.a?.quantity).toBe(3);
  });
});

describe('useCoupon: remove', () => {
  it('sends DELETE with the code URL-encoded and cart_hash and utm_medium in the query', async () => {
    server.use(http.delete(url('/cart/coupons/:code'), () => HttpResponse.json(cartWith(null))));
    const seen = recordRequests();
    const { result } = renderCoupon(cartWith('10% OFF/NOW'), { utmMedium: 'sms' });
    await act(async () => {
      await result.current.coupon.remove('10% OFF/NOW');
    });
    const sent = new URL(seen[0]?.url ?? '');
    expect(seen[0]?.method).toBe('DELETE');
    expect(sent.pathname).toBe('/api/store/cart/coupons/10%25%20OFF%2FNOW');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ cart_hash: 'cart-hash-1', utm_medium: 'sms' });
    expect(result.current.coupon.appliedCode).toBeNull();
  });
});

describe('useCoupon: shipping discount', () => {
  it('shows the shipping methods exactly as the server priced them, never discounting them again', () => {
    const methods = [
      { id: 'standard', title: 'Standard', cost: 300, regular_cost: 800 },
      { id: 'express', title: 'Express', cost: 1500 },
    ];
    const cart = makeCart([makeLine({ key: 'a' })], {
      coupon_record: { code: 'SHIP5', discount_type: 'shipping_discount', rule_data: { max_shipping_amount: 500 } },
      shipping: { methods, selected: 'standard' },
    });
    const { result } = renderCoupon(cart);
    expect(result.current.coupon.shippingMethods).toEqual(methods);
  });
});
