// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storeProviderFor } from '../../test/store';
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
    const Provider = storeProviderFor(cart);
    const html = renderToString(
      <Provider>
        <CheckoutSteps current="shipping_method" />
        <InlineCart>
          <CouponForm />
          <ShippingMethodPicker name="method_id" methods={cart.shipping.methods} value="standard" currency="USD" />
        </InlineCart>
        <PaymentIcons icons={demoPaymentIcons} />
      </Provider>,
    );
    expect(html).toContain('Harbor Wool Coat');
    expect(html).toContain('FREESHIP');
    // Five icons before the row can be measured (spec 9).
    expect(
      html.match(
        /<img[^>]*alt="(Visa|Mastercard|American Express|PayPal|Discover|Apple Pay|Google Pay|JCB|Klarna|UnionPay)"/g,
      ),
    ).toHaveLength(5);
  });
});
