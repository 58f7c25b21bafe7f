// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckoutSteps } from '../CheckoutSteps/CheckoutSteps';
import { CouponForm } from '../CouponForm/CouponForm';
import { demoCartWithCoupon, demoPaymentIcons } from '../fixtures/checkout';
import { PaymentIcons } from '../PaymentIcons/PaymentIcons';
import { ShippingMethodPicker } from '../ShippingMethodPicker/ShippingMethodPicker';
import { InlineCart } from './InlineCart';

/** The cart and checkout pages render on the server: nothing may touch `window` or `document` while rendering. */
describe('cart and checkout parts on the server', () => {
  it('render to HTML', () => {
    const cart = demoCartWithCoupon;
    const noop = async () => cart;
    const html = renderToString(
      <>
        <CheckoutSteps current="shipping_method" />
        <InlineCart
          cart={{ cart, lines: Object.values(cart.cart), count: 4, status: 'idle', isLinePending: () => false, error: null, messages: [], changeQuantity: noop, remove: noop }}
        >
          <CouponForm coupon={{ appliedCode: 'FREESHIP', isApplying: false, isRemoving: false, error: null, apply: async (code) => ({ outcome: 'busy', code }), remove: async (code) => ({ outcome: 'removed', code, cart }) }} />
          <ShippingMethodPicker methods={cart.shipping.methods} value="standard" currency="USD" onValueChange={() => {}} />
        </InlineCart>
        <PaymentIcons icons={demoPaymentIcons} />
      </>,
    );
    expect(html).toContain('Harbor Wool Coat');
    expect(html).toContain('FREESHIP');
    // Five icons before the row can be measured (spec 9).
    expect(html.match(/<img[^>]*alt="(Visa|Mastercard|American Express|PayPal|Discover|Apple Pay|Google Pay|JCB|Klarna|UnionPay)"/g)).toHaveLength(5);
  });
});
