import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../client/StoreApiError';
import { makeCart, makeLine } from '../test/fixtures';
import {
  autoApplyCouponCode,
  cookieCouponCode,
  couponApplyBody,
  couponErrorMessage,
  couponRemovePath,
  isCouponApplied,
  isCouponInputShown,
  isCouponRejection,
  isMobileWidth,
  shouldAutoApplyCoupon,
} from './coupon';
import type { AutoApplyCouponInput } from './coupon.types';

const withCoupon = (code: string) =>
  makeCart([makeLine({ key: 'a' })], { coupon_record: { code, discount_type: 'bulk_discount', rule_data: {} } });

describe('couponErrorMessage', () => {
  const error = (errors?: Record<string, string[]>) =>
    new StoreApiError({
      status: 422,
      code: 'COUPON_INVALID',
      message: 'Coupon code did not match',
      ...(errors ? { errors } : {}),
    });

  it('shows errors.code[0] when present', () => {
    expect(couponErrorMessage(error({ code: ['This coupon has expired', 'second'] }))).toBe('This coupon has expired');
  });

  it('falls back to the message without a code error', () => {
    expect(couponErrorMessage(error())).toBe('Coupon code did not match');
    expect(couponErrorMessage(error({ code: [] }))).toBe('Coupon code did not match');
    expect(couponErrorMessage(error({ code: [''] }))).toBe('Coupon code did not match');
    expect(couponErrorMessage(error({ cart_hash: ['Cart not found'] }))).toBe('Coupon code did not match');
  });
});

describe('isCouponRejection', () => {
  it('is true for 422 only', () => {
    expect(isCouponRejection({ status: 422 })).toBe(true);
    for (const status of [0, 400, 421, 423, 500, 504]) expect(isCouponRejection({ status })).toBe(false);
  });
});

describe('isCouponApplied', () => {
  it('compares codes ignoring case and surrounding spaces', () => {
    expect(isCouponApplied(withCoupon('SUMMER10'), 'summer10')).toBe(true);
    expect(isCouponApplied(withCoupon('summer10'), ' SUMMER10 ')).toBe(true);
    expect(isCouponApplied(withCoupon('SUMMER10'), 'SUMMER1')).toBe(false);
  });

  it('is false without a cart or coupon', () => {
    expect(isCouponApplied(null, 'X')).toBe(false);
    expect(isCouponApplied(makeCart([makeLine({ key: 'a' })]), 'X')).toBe(false);
  });
});

describe('device rule', () => {
  it('treats under 768 px as mobile', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });

  it('reads the mobile flag under 768 px and the desktop flag from 768 px, and needs it to equal 1', () => {
    expect(isCouponInputShown({ mobile: 1, desktop: 0 }, 767)).toBe(true);
    expect(isCouponInputShown({ mobile: 1, desktop: 0 }, 768)).toBe(false);
    expect(isCouponInputShown({ mobile: 0, desktop: 1 }, 767)).toBe(false);
    expect(isCouponInputShown({ mobile: 0, desktop: 1 }, 768)).toBe(true);
    expect(isCouponInputShown({ mobile: 0, desktop: 0 }, 1280)).toBe(false);
    expect(isCouponInputShown(undefined, 1280)).toBe(false);
    expect(isCouponInputShown(null, 320)).toBe(false);
  });
});

describe('cookies', () => {
  it('URL-decodes the code and keeps the first of a repeated name', () => {
    expect(cookieCouponCode('a=1; apply_coupon=yes; discount_code=SUMMER%2010; junk; discount_code=OTHER')).toBe(
      'SUMMER 10',
    );
    expect(cookieCouponCode('apply_coupon=yes; apply_coupon=no; discount_code=A')).toBe('A');
    expect(cookieCouponCode('')).toBeNull();
  });

  it('reads hostile cookie strings without throwing', () => {
    expect(cookieCouponCode('apply_coupon=yes; discount_code=%E0%A4%A')).toBe('%E0%A4%A');
    expect(cookieCouponCode('apply_coupon=yes; discount_code="WELCOME')).toBe('"WELCOME');
    expect(cookieCouponCode('apply_coupon=yes; discount_code=WEL\u0000COME')).toBe('WEL\u0000COME');
    expect(cookieCouponCode(';;;=;apply_coupon=yes;=x; discount_code=%')).toBe('%');
    expect(cookieCouponCode(`${'x=1; '.repeat(20_000)}apply_coupon=yes; discount_code=BIG`)).toBe('BIG');
  });

  it('gives the discount code only when apply_coupon is yes', () => {
    expect(cookieCouponCode('apply_coupon=yes; discount_code=WELCOME')).toBe('WELCOME');
    expect(cookieCouponCode('discount_code=WELCOME; apply_coupon=yes')).toBe('WELCOME');
    expect(cookieCouponCode('apply_coupon=no; discount_code=WELCOME')).toBeNull();
    expect(cookieCouponCode('apply_coupon=YES; discount_code=WELCOME')).toBeNull();
    expect(cookieCouponCode('discount_code=WELCOME')).toBeNull();
    expect(cookieCouponCode('apply_coupon=yes')).toBeNull();
    expect(cookieCouponCode('apply_coupon=yes; discount_code=%20')).toBeNull();
  });
});

describe('shouldAutoApplyCoupon', () => {
  const allowed: AutoApplyCouponInput = {
    cookieHeader: 'apply_coupon=yes; discount_code=welcome',
    cart: withCoupon('OTHER'),
    viewportWidth: 767,
    couponInput: { mobile: 1, desktop: 0 },
  };

  it('applies when every condition holds', () => {
    expect(shouldAutoApplyCoupon(allowed)).toBe(true);
    expect(autoApplyCouponCode(allowed)).toBe('welcome');
  });

  it('needs apply_coupon=yes', () => {
    expect(shouldAutoApplyCoupon({ ...allowed, cookieHeader: 'apply_coupon=no; discount_code=welcome' })).toBe(false);
  });

  it('needs a non-empty cart', () => {
    expect(shouldAutoApplyCoupon({ ...allowed, cart: makeCart([]) })).toBe(false);
    expect(shouldAutoApplyCoupon({ ...allowed, cart: null })).toBe(false);
  });

  it('skips a code already applied, ignoring case', () => {
    expect(shouldAutoApplyCoupon({ ...allowed, cart: withCoupon('WELCOME') })).toBe(false);
  });

  it('follows the device flag at 767 and 768 px', () => {
    const mobileOnly = { ...allowed, couponInput: { mobile: 1, desktop: 0 } as const };
    expect(shouldAutoApplyCoupon({ ...mobileOnly, viewportWidth: 767 })).toBe(true);
    expect(shouldAutoApplyCoupon({ ...mobileOnly, viewportWidth: 768 })).toBe(false);
    const desktopOnly = { ...allowed, couponInput: { mobile: 0, desktop: 1 } as const };
    expect(shouldAutoApplyCoupon({ ...desktopOnly, viewportWidth: 767 })).toBe(false);
    expect(shouldAutoApplyCoupon({ ...desktopOnly, viewportWidth: 768 })).toBe(true);
    expect(shouldAutoApplyCoupon({ ...allowed, couponInput: undefined })).toBe(false);
  });
});

describe('requests', () => {
  it('builds the apply body with the spec fields and defaults', () => {
    const cart = makeCart([makeLine({ key: 'a' })]);
    expect(couponApplyBody(cart, { code: '  SUMMER10 ' })).toEqual({
      cart_hash: 'cart-hash-1',
      auto_apply_coupon: false,
      position: 'cart',
      code: 'SUMMER10',
      utm_medium: '',
    });
    expect(couponApplyBody(null, { code: 'X', position: 'drawer', utmMedium: 'email', isAutoApply: true })).toEqual({
      cart_hash: null,
      auto_apply_coupon: true,
      position: 'drawer',
      code: 'X',
      utm_medium: 'email',
    });
  });

  it('URL-encodes the code in the removal path', () => {
    expect(couponRemovePath('10% OFF/NOW?#')).toBe('/cart/coupons/10%25%20OFF%2FNOW%3F%23');
    expect(couponRemovePath('SUMMER10')).toBe('/cart/coupons/SUMMER10');
  });
});
