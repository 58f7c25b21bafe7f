import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../contract';
import { useCart } from '../cart/useCart';
import { createStoreClient } from '../client/client';
import { createEventBus } from '../events/bus';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL, makeCart, makeLine } from '../test/fixtures';
import { type UseCouponOptions, useCoupon } from './useCoupon';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const url = (path: string) => `${TEST_BASE_URL}${path}`;
const cartWith = (code: string | null, quantity = 1): Cart =>
  makeCart([makeLine({ key: 'a', quantity })], {
    coupon_record: code === null ? null : { code, discount_type: 'bulk_discount', rule_data: {} },
  });

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
