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
  it('shows the discounted shipping methods of the cart', () => {
    const cart = makeCart([makeLine({ key: 'a' })], {
      coupon_record: { code: 'SHIP5', discount_type: 'shipping_discount', rule_data: { max_shipping_amount: 500 } },
      shipping: { methods: [{ id: 'standard', title: 'Standard', cost: 800 }], selected: 'standard' },
    });
    const { result } = renderCoupon(cart);
    expect(result.current.coupon.shippingMethods).toEqual([
      { id: 'standard', title: 'Standard', cost: 300, regular_cost: 800 },
    ]);
  });
});

describe('useCoupon: the cookie discount code', () => {
  const cookies = 'apply_coupon=yes; discount_code=welcome';
  const settle = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 20)));

  function autoApply(width: number, couponInput: UseCouponOptions['couponInput'], readCookies = () => cookies) {
    return { couponInput, readCookies, getViewportWidth: () => width };
  }

  function answerApply() {
    const bodies: unknown[] = [];
    server.use(
      http.post(url('/cart/coupons'), async ({ request }) => {
        const body = (await request.json()) as { code: string };
        bodies.push(body);
        return HttpResponse.json(cartWith(body.code.toUpperCase()));
      }),
    );
    return bodies;
  }

  it('is applied at 767 px when the mobile flag is 1, marked as an automatic apply', async () => {
    const bodies = answerApply();
    const { result, events } = renderCoupon(cartWith(null), autoApply(767, { mobile: 1, desktop: 0 }));
    await waitFor(() => expect(result.current.coupon.appliedCode).toBe('WELCOME'));
    expect(bodies).toEqual([
      { cart_hash: 'cart-hash-1', auto_apply_coupon: true, position: 'cart', code: 'welcome', utm_medium: '' },
    ]);
    expect(events[0]).toEqual({
      name: 'coupon:before-apply',
      payload: { code: 'welcome', position: 'cart', isAutoApply: true },
    });
  });

  it('is not applied at 768 px when only the mobile flag is 1, and is at 768 px with the desktop flag', async () => {
    const bodies = answerApply();
    renderCoupon(cartWith(null), autoApply(768, { mobile: 1, desktop: 0 }));
    await settle();
    expect(bodies).toHaveLength(0);

    renderCoupon(cartWith(null), autoApply(768, { mobile: 0, desktop: 1 }));
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it('is not applied without the option, without apply_coupon=yes, or when already on the cart in another case', async () => {
    const bodies = answerApply();
    renderCoupon(cartWith(null), { readCookies: () => cookies, getViewportWidth: () => 1280 });
    renderCoupon(
      cartWith(null),
      autoApply(1280, { mobile: 1, desktop: 1 }, () => 'apply_coupon=no; discount_code=welcome'),
    );
    renderCoupon(cartWith('WELCOME'), autoApply(1280, { mobile: 1, desktop: 1 }));
    await settle();
    expect(bodies).toHaveLength(0);
  });

  it('waits for a non-empty cart, then applies', async () => {
    const bodies = answerApply();
    const { result } = renderCoupon(makeCart([]), autoApply(1280, { mobile: 1, desktop: 1 }));
    await settle();
    expect(bodies).toHaveLength(0);
    act(() => {
      result.current.cart.replaceCart(cartWith(null));
    });
    await waitFor(() => expect(result.current.coupon.appliedCode).toBe('WELCOME'));
    expect(bodies).toHaveLength(1);
  });

  it('is tried once per code: a rejected code is not sent again when the cart changes', async () => {
    let calls = 0;
    server.use(
      http.post(url('/cart/coupons'), () => {
        calls += 1;
        return rejection({ code: 'COUPON_INVALID', message: 'Coupon code did not match' });
      }),
    );
    const { result } = renderCoupon(cartWith(null), autoApply(1280, { mobile: 0, desktop: 1 }));
    await waitFor(() => expect(result.current.coupon.error).toBe('Coupon code did not match'));
    act(() => {
      result.current.cart.replaceCart(cartWith(null, 4));
    });
    await settle();
    expect(calls).toBe(1);
  });

  it('reads document.cookie and window.innerWidth by default', async () => {
    const bodies = answerApply();
    document.cookie = 'apply_coupon=yes; path=/';
    document.cookie = 'discount_code=HELLO; path=/';
    try {
      const isMobile = window.innerWidth < 768;
      renderCoupon(cartWith(null), { couponInput: isMobile ? { mobile: 1, desktop: 0 } : { mobile: 0, desktop: 1 } });
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toMatchObject({ code: 'HELLO', auto_apply_coupon: true });
    } finally {
      document.cookie = 'apply_coupon=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
      document.cookie = 'discount_code=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
  });
});
