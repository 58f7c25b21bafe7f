import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { createEventBus } from '../events/bus';
import type { StoreEvent } from '../events/events.types';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import { AD_CLICK_IDS_SESSION_KEY } from './adClickIds';
import { GOING_TO_LOGIN_SESSION_KEY } from './tracking';
import type { TrackingEnvironment, UseTrackingOptions } from './useTracking';
import { useTracking } from './useTracking';

function memorySession(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

function environment(
  overrides: Partial<TrackingEnvironment> & { session?: ReturnType<typeof memorySession> } = {},
): TrackingEnvironment {
  return {
    sessionStorage: overrides.session ?? memorySession(),
    location: overrides.location ?? { pathname: '/products/linen', search: '' },
    referrer: overrides.referrer ?? '',
  };
}

function renderTracking(initialOptions: UseTrackingOptions) {
  const bus = createEventBus({ now: () => 0 });
  const events: StoreEvent[] = [];
  bus.subscribe('*', (event) => events.push(event));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null} events={bus}>
      {children}
    </StoreProvider>
  );
  const hook = renderHook((options: UseTrackingOptions) => useTracking(options), {
    wrapper,
    initialProps: initialOptions,
  });
  return { ...hook, events, names: () => events.map((event) => event.name) };
}

describe('useTracking', () => {
  it('publishes one page view per route with its page type', () => {
    const env = environment({ location: { pathname: '/products/linen', search: '?variant=2' } });
    const { events, rerender } = renderTracking({ routeName: 'product-index', title: 'Linen', environment: env });
    expect(events.map((event) => event.payload)).toEqual([
      { routeName: 'product-index', pageType: 'product', path: '/products/linen?variant=2', title: 'Linen' },
    ]);
    rerender({ routeName: 'product-index', title: 'Linen (updated)', environment: env });
    expect(events).toHaveLength(1);
    rerender({ routeName: 'cart', path: '/cart', environment: env });
    expect(events[1]?.payload).toMatchObject({ routeName: 'cart', pageType: 'cart', path: '/cart' });
  });

  it('reports the error page as notFound', () => {
    const { events } = renderTracking({ routeName: 'error404', environment: environment() });
    expect(events[0]?.payload).toMatchObject({ pageType: 'notFound' });
  });

  it('publishes no page view without a route name option', () => {
    const { events } = renderTracking({ environment: environment() });
    expect(events).toHaveLength(0);
  });

  it('keeps the landing ad-click id in session storage', () => {
    const session = memorySession();
    const { result } = renderTracking({
      routeName: 'commoditylist',
      environment: environment({ session, location: { pathname: '/', search: '?ttclid=T1&x=1' } }),
    });
    expect(JSON.parse(session.map.get(AD_CLICK_IDS_SESSION_KEY) ?? '{}')).toEqual({ ttclid: 'T1' });
    expect(result.current.getAdClickIds()).toEqual({ ttclid: 'T1' });
  });

  it('publishes a login when the flag is set and the referrer is the login page, once', () => {
    const session = memorySession({ [GOING_TO_LOGIN_SESSION_KEY]: 'true' });
    const env = environment({ session, referrer: 'https://shop.example/account/login' });
    const { names, events, rerender } = renderTracking({ routeName: 'account', environment: env });
    expect(names()).toEqual(['track:page_view', 'track:login']);
    expect(events[1]?.payload).toEqual({ referrerPath: '/account/login' });
    expect(session.map.has(GOING_TO_LOGIN_SESSION_KEY)).toBe(false);
    rerender({ routeName: 'commoditylist', environment: env });
    expect(names()).toEqual(['track:page_view', 'track:login', 'track:page_view']);
  });

  it('publishes no login without the flag, or from another referrer', () => {
    const withoutFlag = renderTracking({
      routeName: 'account',
      environment: environment({ referrer: '/account/login' }),
    });
    expect(withoutFlag.names()).toEqual(['track:page_view']);
    const session = memorySession({ [GOING_TO_LOGIN_SESSION_KEY]: 'true' });
    const otherReferrer = renderTracking({
      routeName: 'account',
      environment: environment({ session, referrer: '/cart' }),
    });
    expect(otherReferrer.names()).toEqual(['track:page_view']);
    expect(session.map.get(GOING_TO_LOGIN_SESSION_KEY)).toBe('true');
  });

  it('uses a referrer option after client-side navigation', () => {
    const session = memorySession();
    const { result, names, rerender } = renderTracking({ routeName: 'cart', environment: environment({ session }) });
    result.current.markGoingToLogin();
    expect(session.map.get(GOING_TO_LOGIN_SESSION_KEY)).toBe('true');
    rerender({ routeName: 'account', referrer: '/account/login', environment: environment({ session }) });
    expect(names()).toEqual(['track:page_view', 'track:page_view', 'track:login']);
  });

  it('publishes purchase with the base64 event id, and failures with translation and order-create-failed', () => {
    const translate = (key: string) => (key === 'checkout.PAYMENT_DECLINED' ? 'Declined, try another card' : undefined);
    const { result, events } = renderTracking({ translate, environment: environment() });
    result.current.trackPurchase({ orderId: 1, orderNumber: '1001', currency: 'USD', quantity: 1, items: [] });
    result.current.trackCheckoutFailure({ status: 500, message: 'PAYMENT_DECLINED' });
    result.current.trackCheckoutFailure({ status: 302, message: 'moved' });
    expect(events.map((event) => event.name)).toEqual([
      'track:purchase',
      'track:checkout_failed',
      'track:order_create_failed',
      'track:checkout_failed',
    ]);
    expect(events[0]?.payload).toMatchObject({ eventId: 'MTAwMQ==' });
    expect(events[2]?.payload).toMatchObject({ status: '500', message: 'Declined, try another card' });
  });

  it('publishes add to cart and coupon apply', () => {
    const { result, events } = renderTracking({ environment: environment() });
    result.current.trackAddToCart({ items: [{ productId: 1, price: 250, quantity: 4 }], currency: 'USD' });
    result.current.trackCouponApply({ code: 'AUTUMN', isSuccess: true });
    expect(events.map((event) => [event.name, event.payload])).toEqual([
      ['track:add_to_cart', { items: [{ productId: 1, price: 250, quantity: 4 }], currency: 'USD', value: 1000 }],
      ['track:coupon_apply', { code: 'AUTUMN', isSuccess: true }],
    ]);
  });

  it('reads window when no environment is given', () => {
    window.history.replaceState(null, '', '/collections/all?gclid=G9');
    const { events, result } = renderTracking({ routeName: 'collections-all' });
    expect(events[0]?.payload).toMatchObject({ pageType: 'allProducts', path: '/collections/all?gclid=G9' });
    expect(result.current.getAdClickIds()).toEqual({ gclid: 'G9' });
    window.sessionStorage.clear();
  });
});
