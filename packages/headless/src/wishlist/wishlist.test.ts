import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../client/StoreApiError';
import {
  isLoginRequiredError,
  isProductWished,
  isWishlistFullError,
  toggleOutcome,
  wishingRequest,
  withWished,
} from './wishlist';

describe('wished ids', () => {
  it('compares numbers and numeric strings as the same product', () => {
    expect(isProductWished([12, '40'], 40)).toBe(true);
    expect(isProductWished([12, '40'], '12')).toBe(true);
    expect(isProductWished([12], 120)).toBe(false);
    expect(isProductWished([], 1)).toBe(false);
  });

  it('adds at the end without duplicates, and removes', () => {
    expect(withWished([12], 40, true)).toEqual([12, 40]);
    expect(withWished([12, 40], '40', true)).toEqual([12, '40']);
    expect(withWished([12, 40], '12', false)).toEqual([40]);
    expect(withWished([12], 99, false)).toEqual([12]);
  });
});

describe('toggle', () => {
  it('removes a wished product and adds any other', () => {
    expect(toggleOutcome(true)).toBe('removed');
    expect(toggleOutcome(false)).toBe('joined');
    expect(wishingRequest({ productId: 40 }, true).method).toBe('DELETE');
    expect(wishingRequest({ productId: 40 }, false).method).toBe('POST');
  });

  it('sends product_id, variant_id only when given, and the query flags as 1 or 0', () => {
    expect(wishingRequest({ productId: 40, variantId: 401, isNoStock: true }, false)).toEqual({
      method: 'POST',
      path: '/wish_list/wishing',
      body: { product_id: 40, variant_id: 401 },
      query: { is_no_stock: 1, is_ar: 0 },
    });
    expect(wishingRequest({ productId: 40, isAr: true }, true)).toEqual({
      method: 'DELETE',
      path: '/wish_list/wishing',
      body: { product_id: 40 },
      query: { is_no_stock: 0, is_ar: 1 },
    });
  });
});

describe('failures', () => {
  const error = (status: number, code: string) => new StoreApiError({ status, code, message: 'x' });

  it('asks for a sign-in on 401 only', () => {
    expect(isLoginRequiredError(error(401, 'UNAUTHENTICATED'))).toBe(true);
    expect(isLoginRequiredError(error(403, 'FORBIDDEN'))).toBe(false);
    expect(isLoginRequiredError(error(400, 'BAD'))).toBe(false);
  });

  it('reads a full list from the WISHLIST_FULL code', () => {
    expect(isWishlistFullError(error(422, 'WISHLIST_FULL'))).toBe(true);
    expect(isWishlistFullError(error(409, 'WISHLIST_FULL'))).toBe(true);
    expect(isWishlistFullError(error(422, 'VALIDATION_FAILED'))).toBe(false);
  });
});
