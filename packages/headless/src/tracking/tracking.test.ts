import { describe, expect, it } from 'vitest';
import { LARGE_QUANTITY_EVENT } from '../quantity/quantity';
import {
  TRACKING_EVENTS,
  buildAddToCart,
  buildCheckoutFailure,
  buildCouponApply,
  buildLogin,
  buildPageView,
  buildPurchase,
  isLoginReferrer,
  isOrderCreateFailedStatus,
  purchaseEventId,
  shouldTrackLogin,
  translateCheckoutMessage,
} from './tracking';

const catalogue: Record<string, string> = { 'checkout.PAYMENT_DECLINED': 'Your payment was declined' };
const translate = (key: string) => catalogue[key];

describe('event names', () => {
  it('forwards the quantity stepper’s large-quantity event under the stepper’s own name (spec 5)', () => {
    expect(TRACKING_EVENTS.largeQuantity).toBe(LARGE_QUANTITY_EVENT);
  });
});

describe('purchaseEventId', () => {
  it('is the base64 of the order number', () => {
    expect(purchaseEventId('1001')).toBe('MTAwMQ==');
    expect(purchaseEventId(1001)).toBe('MTAwMQ==');
    expect(atob(purchaseEventId('#A-2024-77'))).toBe('#A-2024-77');
  });

  it('encodes non-ASCII order numbers as UTF-8', () => {
    expect(purchaseEventId('№5')).toBe(Buffer.from('№5', 'utf8').toString('base64'));
  });
});

describe('isOrderCreateFailedStatus', () => {
  it.each([
    [399, false],
    [400, true],
    [422, true],
    [499, true],
    [500, true],
    [599, true],
    [600, false],
    [200, false],
    ['504', true],
    [' 401', true],
    [null, false],
    [undefined, false],
  ])('status %s → %s', (status, expected) => {
    expect(isOrderCreateFailedStatus(status)).toBe(expected);
  });
});

describe('translateCheckoutMessage', () => {
  it('uses the checkout.{message} translation when one exists', () => {
    expect(translateCheckoutMessage('PAYMENT_DECLINED', translate)).toBe('Your payment was declined');
  });

  it('keeps the message without a translation, including translators that echo the key', () => {
    expect(translateCheckoutMessage('Out of stock', translate)).toBe('Out of stock');
    expect(translateCheckoutMessage('Out of stock', (key) => key)).toBe('Out of stock');
    expect(translateCheckoutMessage('Out of stock', () => '')).toBe('Out of stock');
    expect(translateCheckoutMessage('Out of stock')).toBe('Out of stock');
  });

  it('looks up exactly checkout.{message}', () => {
    const keys: string[] = [];
    translateCheckoutMessage('X', (key) => void keys.push(key));
    expect(keys).toEqual(['checkout.X']);
  });
});

describe('login rule', () => {
  it('recognises the login page as referrer, absolute or relative', () => {
    expect(isLoginReferrer('https://shop.example/account/login')).toBe(true);
    expect(isLoginReferrer('/login?next=/cart')).toBe(true);
    expect(isLoginReferrer('/account/login/')).toBe(true);
    expect(isLoginReferrer('/account/register')).toBe(false);
    expect(isLoginReferrer('/login-help')).toBe(false);
    expect(isLoginReferrer('')).toBe(false);
    expect(isLoginReferrer(null)).toBe(false);
  });

  it('needs both the session flag and the login referrer', () => {
    expect(shouldTrackLogin({ goingToLogin: 'true', referrer: '/account/login' })).toBe(true);
    expect(shouldTrackLogin({ goingToLogin: true, referrer: '/account/login' })).toBe(true);
    expect(shouldTrackLogin({ goingToLogin: 'false', referrer: '/account/login' })).toBe(false);
    expect(shouldTrackLogin({ goingToLogin: null, referrer: '/account/login' })).toBe(false);
    expect(shouldTrackLogin({ goingToLogin: 'true', referrer: '/cart' })).toBe(false);
    expect(shouldTrackLogin({ goingToLogin: 'true', referrer: null })).toBe(false);
  });

  it('builds the login event with the referrer path', () => {
    expect(buildLogin('https://shop.example/account/login?x=1')).toEqual({
      name: TRACKING_EVENTS.login,
      payload: { referrerPath: '/account/login' },
    });
  });
});

describe('event builders', () => {
  it('builds a page view with the page type', () => {
    expect(buildPageView({ routeName: 'order-query', path: '/checkouts/thank' })).toEqual({
      name: 'track:page_view',
      payload: { routeName: 'order-query', pageType: 'thankYou', path: '/checkouts/thank', title: null },
    });
    expect(buildPageView({ routeName: null }).payload.pageType).toBe('notFound');
  });

  it('sums the add-to-cart value', () => {
    const event = buildAddToCart({
      items: [
        { productId: 1, price: 1500, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
      currency: 'EUR',
    });
    expect(event.name).toBe('track:add_to_cart');
    expect(event.payload).toMatchObject({ value: 3000, currency: 'EUR' });
  });

  it('builds the coupon-apply event', () => {
    expect(buildCouponApply({ code: 'AUTUMN', isSuccess: false, message: 'Expired' })).toEqual({
      name: 'track:coupon_apply',
      payload: { code: 'AUTUMN', isSuccess: false, message: 'Expired' },
    });
  });

  it('adds the event id to the purchase and masks card data in userData', () => {
    const event = buildPurchase({
      orderId: 9,
      orderNumber: '1001',
      currency: 'USD',
      quantity: 1,
      items: [],
      userData: { email: 'a@b.example', card: { number: '4111111111111111', cvc: '123' } },
    });
    expect(event.payload.eventId).toBe('MTAwMQ==');
    expect(event.payload.userData).toEqual({ email: 'a@b.example', card: { number: '4111********1111' } });
  });

  it('adds order-create-failed for 4xx and 5xx, with the translated message', () => {
    const events = buildCheckoutFailure(
      {
        status: 402,
        code: 'PAYMENT_DECLINED',
        message: 'PAYMENT_DECLINED',
        step: 'payment_method',
        details: { cvc: '1', number: '4111111111111111' },
      },
      translate,
    );
    expect(events).toEqual([
      {
        name: 'track:checkout_failed',
        payload: {
          status: '402',
          code: 'PAYMENT_DECLINED',
          message: 'Your payment was declined',
          step: 'payment_method',
          details: { number: '4111********1111' },
        },
      },
      {
        name: 'track:order_create_failed',
        payload: {
          status: '402',
          code: 'PAYMENT_DECLINED',
          message: 'Your payment was declined',
          step: 'payment_method',
        },
      },
    ]);
  });

  it('publishes only the checkout failure below 400, at 600 and without a status', () => {
    for (const status of [399, 600, null, undefined]) {
      expect(buildCheckoutFailure({ status, message: 'x' }).map((event) => event.name)).toEqual([
        'track:checkout_failed',
      ]);
    }
    expect(buildCheckoutFailure({ status: 400, message: 'x' })).toHaveLength(2);
    expect(buildCheckoutFailure({ status: 599, message: 'x' })).toHaveLength(2);
  });
});
