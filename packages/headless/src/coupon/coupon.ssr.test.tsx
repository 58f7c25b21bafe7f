// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { makeCart, makeLine } from '../test/fixtures';
import { useCoupon } from './useCoupon';

function CouponSummary() {
  const { appliedCode, status, shippingMethods, error } = useCoupon({
    couponInput: { mobile: 1, desktop: 1 },
    // Would be applied in a browser; a server render must not even read them.
    readCookies: () => {
      throw new Error('cookies read during a server render');
    },
  });
  return (
    <p data-state={status} data-error={error ?? ''}>
      {appliedCode ?? 'none'} {shippingMethods.map((m) => `${m.id}:${m.cost}/${m.regular_cost ?? '-'}`).join(',')}
    </p>
  );
}

const noNetwork = () => Promise.reject(new Error('no request may be made during a server render'));

describe('useCoupon on the server', () => {
  it('runs in an environment without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the coupon and discounted shipping of the initial cart without any request', () => {
    const cart = makeCart([makeLine({ key: 'a' })], {
      coupon_record: {
        code: 'FREESHIP',
        discount_type: 'shipping_discount',
        rule_data: { limit_type: 'min_shipping' },
      },
      // The server applied the shipping discount; the page shows its prices.
      shipping: { methods: [{ id: 'standard', title: 'Standard', cost: 0, regular_cost: 800 }], selected: 'standard' },
    });
    const html = renderToString(
      <StoreProvider client={createStoreClient({ fetch: noNetwork })} initialCart={cart}>
        <CouponSummary />
      </StoreProvider>,
    );
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('data-error=""');
    expect(html).toMatch(/FREESHIP<!-- --> <!-- -->standard:0\/800/);
  });

  it('renders no coupon for an unknown cart', () => {
    const html = renderToString(
      <StoreProvider client={createStoreClient({ fetch: noNetwork })} initialCart={null}>
        <CouponSummary />
      </StoreProvider>,
    );
    expect(html).toMatch(/>none<!-- --> <\/p>/);
  });
});
