import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { AddressForm } from '../AddressForm/AddressForm';
import { CheckoutSteps } from '../CheckoutSteps/CheckoutSteps';
import { CouponForm } from '../CouponForm/CouponForm';
import { demoCartWithCoupon, demoCountries, demoPaymentIcons, demoShippingMethods } from '../fixtures/checkout';
import { InlineCart } from '../InlineCart/InlineCart';
import { PaymentIcons } from '../PaymentIcons/PaymentIcons';
import { ShippingMethodPicker } from '../ShippingMethodPicker/ShippingMethodPicker';
import { Titles } from '../Titles/Titles';
import { StoryCart } from './storyCart';
import { DemoFooter, DemoHeader, PAGE_FROM_GLOBALS, pageArgTypes, phoneFrame, type PageStoryArgs } from './demoChrome';
import { PageShell } from './PageShell';
import * as styles from './pages.css';

const cart = demoCartWithCoupon;
const address = {
  first_name: 'Maya',
  last_name: 'Lindqvist',
  address1: '2150 NW Lovejoy St',
  city: 'Portland',
  country: 'US',
  province: 'OR',
  postcode: '97210',
  phone: '5035550142',
};

/** Checkout, shipping step: address and shipping method, then the order summary. */
function CheckoutPage({ headerLayout, currencyStyle, locale }: PageStoryArgs) {
  const [method, setMethod] = useState<string | null>(cart.shipping.selected);
  return (
    <PageShell page="checkout" header={<DemoHeader layout={headerLayout} />} footer={<DemoFooter />}>
      <CheckoutSteps current="shipping_method" />
      <Titles level={1} variant="page" title="Checkout" />
      {/* Stacked: the order summary's lines need the full width of the page. */}
      <div className={styles.section}>
        <div className={styles.panel}>
          <AddressForm countries={demoCountries} defaultValue={address} onSubmit={() => {}} />
          <ShippingMethodPicker
            methods={demoShippingMethods}
            value={method}
            onValueChange={setMethod}
            currency={cart.currency}
            locale={locale}
            currencyStyle={currencyStyle}
          />
        </div>
        <StoryCart cart={cart}>
          <InlineCart
            locale={locale}
            currencyStyle={currencyStyle}
            checkoutHref="/checkout/payment"
            labels={{ title: 'Order summary', checkout: 'Continue to payment' }}
          >
            <CouponForm />
            <PaymentIcons icons={demoPaymentIcons} position="payment" />
          </InlineCart>
        </StoryCart>
      </div>
    </PageShell>
  );
}

const meta = {
  title: 'Pages/Checkout',
  component: CheckoutPage,
  argTypes: pageArgTypes,
  parameters: { layout: 'fullscreen', fromGlobals: PAGE_FROM_GLOBALS },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

export const Mobile: Story = { decorators: [phoneFrame] };
