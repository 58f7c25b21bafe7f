import { describe, expect, it } from 'vitest';
import type { CheckoutAddress } from '@vitrine/commerce';
import {
  CHECKOUT_COOKIE,
  checkoutStateCookie,
  clearCheckoutStateCookie,
  readCheckoutState,
  type CheckoutState,
} from './checkout-state.server';

const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: '',
  address1: '1 Main St',
  address2: '',
  city: 'Springfield',
  country: 'US',
  province: 'IL',
  postcode: '62701',
  phone: '',
  tax_id: '',
} as unknown as CheckoutAddress;
const state: CheckoutState = {
  hash: 'cart-hash',
  contact: { email: 'ada@example.com', accepts_marketing: false, shipping_address: address },
};
const request = (cookie?: string, url = 'https://shop.test/checkouts') =>
  new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
const pairOf = (setCookie: string) => setCookie.split('; ')[0]!;

describe('checkout state cookie', () => {
  it('round-trips the contact step for the same cart only', () => {
    const cookie = pairOf(checkoutStateCookie(request(), state));
    expect(readCheckoutState(request(`a=1; ${cookie}; b=2`), 'cart-hash')).toEqual(state);
    expect(readCheckoutState(request(cookie), 'another-cart')).toBeNull();
    expect(readCheckoutState(request(cookie), null)).toBeNull();
    expect(readCheckoutState(request(), 'cart-hash')).toBeNull();
  });

  it('is HttpOnly, SameSite=Lax, limited to the checkout pages, and Secure over https', () => {
    const attributes = (setCookie: string) => setCookie.split('; ').slice(1).sort();
    expect(attributes(checkoutStateCookie(request(), state))).toEqual(
      ['HttpOnly', 'Max-Age=86400', 'Path=/checkouts', 'SameSite=Lax', 'Secure'].sort(),
    );
    expect(attributes(checkoutStateCookie(request(undefined, 'http://shop.test/checkouts'), state))).not.toContain(
      'Secure',
    );
    expect(clearCheckoutStateCookie(request()).split('; ').sort()).toEqual(
      [`${CHECKOUT_COOKIE}=`, 'HttpOnly', 'Max-Age=0', 'Path=/checkouts', 'SameSite=Lax', 'Secure'].sort(),
    );
  });

  it('reads hostile Cookie headers as no state, never throwing', () => {
    const cookie = pairOf(checkoutStateCookie(request(), state));
    expect(readCheckoutState(request(`${cookie}; ${CHECKOUT_COOKIE}=other`), 'cart-hash')).toEqual(state);
    for (const value of ['%E0%A4%A', '%', '"', 'x\u0001y', 'a'.repeat(5000)]) {
      expect(readCheckoutState(request(`${CHECKOUT_COOKIE}=${value}`), 'cart-hash')).toBeNull();
    }
    expect(readCheckoutState(request(';;=;vitrine_checkout;='), 'cart-hash')).toBeNull();
    expect(readCheckoutState(request(`${'x=1; '.repeat(20_000)}${cookie}`), 'cart-hash')).toEqual(state);
  });
});
