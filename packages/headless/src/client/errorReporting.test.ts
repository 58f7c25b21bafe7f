// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HttpMethod } from './client.types';
import {
  COUPON_PATH,
  UNDELIVERABLE_POSTCODE_CODE,
  UNDELIVERABLE_POSTCODE_MESSAGE,
  shouldReportError,
} from './errorReporting';
import { StoreApiError } from './StoreApiError';

const error = (
  status: number,
  message = 'Something is wrong',
  extra: Partial<{ code: string; errors: Record<string, string[]> }> = {},
) =>
  new StoreApiError({
    status,
    code: extra.code ?? 'VALIDATION_FAILED',
    message,
    ...(extra.errors ? { errors: extra.errors } : {}),
  });
const call = (method: HttpMethod, path: string) => ({ method, path });

describe('shouldReportError (spec 8)', () => {
  it('names the coupon path and the postcode message of the spec', () => {
    expect(COUPON_PATH).toBe('/cart/coupons');
    expect(UNDELIVERABLE_POSTCODE_MESSAGE).toBe('This postcode cannot be delivered');
  });

  it.each([
    ['POST', '/cart/coupons'],
    ['DELETE', '/cart/coupons/SUMMER%2010'],
    ['DELETE', '/cart/coupons/SUMMER?cart_hash=h&utm_medium=cart'],
  ] as const)('does not report a 422 from the coupon call %s %s', (method, path) => {
    expect(shouldReportError(error(422, 'Coupon code did not match'), call(method, path))).toBe(false);
  });

  it.each([400, 404, 500, 504])('reports a %i from a coupon call', (status) => {
    expect(shouldReportError(error(status), call('POST', '/cart/coupons'))).toBe(true);
  });

  it.each([
    ['POST', '/cart/couponsx'],
    ['GET', '/cart/checkoutCoupons'],
    ['POST', '/cart'],
    ['PUT', '/cart/line-1'],
    ['POST', '/cart/address'],
  ] as const)('reports a 422 from %s %s, which is not a coupon call', (method, path) => {
    expect(shouldReportError(error(422), call(method, path))).toBe(true);
  });

  it('does not report the postcode 422 by message, field message or code', () => {
    const address = call('POST', '/cart/address');
    expect(shouldReportError(error(422, UNDELIVERABLE_POSTCODE_MESSAGE), address)).toBe(false);
    expect(
      shouldReportError(
        error(422, 'Check your address', { errors: { postcode: [UNDELIVERABLE_POSTCODE_MESSAGE] } }),
        address,
      ),
    ).toBe(false);
    expect(
      shouldReportError(error(422, 'Postal code not deliverable', { code: UNDELIVERABLE_POSTCODE_CODE }), address),
    ).toBe(false);
  });

  it('reports a similar but different postcode message, and the postcode message with another status', () => {
    const address = call('POST', '/cart/address');
    expect(shouldReportError(error(422, 'This postcode cannot be delivered today'), address)).toBe(true);
    expect(shouldReportError(error(500, UNDELIVERABLE_POSTCODE_MESSAGE), address)).toBe(true);
  });

  it.each([0, 403, 421, 423, 503])('reports a %i from a cart call', (status) => {
    expect(shouldReportError(error(status), call('PUT', '/cart/line-1'))).toBe(true);
  });
});

describe('shouldReportError: expected shopper outcomes', () => {
  it('does not report a 401 (the shopper is asked to sign in instead), but reports a 403', () => {
    expect(shouldReportError(error(401, 'Sign in first'), call('POST', '/wish_list/wishing'))).toBe(false);
    expect(shouldReportError(error(401), call('GET', '/account/info'))).toBe(false);
    expect(shouldReportError(error(403), call('GET', '/account/info'))).toBe(true);
  });

  it('does not report a full wish list, whatever the status', () => {
    expect(shouldReportError(error(422, 'Full', { code: 'WISHLIST_FULL' }), call('POST', '/wish_list/wishing'))).toBe(
      false,
    );
    expect(
      shouldReportError(error(422, 'Other', { code: 'VALIDATION_FAILED' }), call('POST', '/wish_list/wishing')),
    ).toBe(true);
  });

  it('ignores loyalty token failures (spec 8), but not other rewards calls', () => {
    expect(shouldReportError(error(500), call('GET', '/stamped/getToken'))).toBe(false);
    expect(shouldReportError(error(0, 'offline', { code: 'NETWORK_ERROR' }), call('GET', '/stamped/getToken'))).toBe(
      false,
    );
    expect(shouldReportError(error(500), call('POST', '/rewards/redeem'))).toBe(true);
  });
});
