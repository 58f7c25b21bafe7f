import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { CouponForm } from '../CouponForm/CouponForm';
import { demoCartWithCoupon, demoPaymentIcons, demoShippingMethods } from '../fixtures/checkout';
import { alderShirt, juniperBeanie, marlowTote, harborCoat } from '../fixtures/demo';
import { GuessYouLike } from '../GuessYouLike/GuessYouLike';
import { InlineCart } from '../InlineCart/InlineCart';
import { PaymentIcons } from '../PaymentIcons/PaymentIcons';
import { ShippingMethodPicker } from '../ShippingMethodPicker/ShippingMethodPicker';
import { Titles } from '../Titles/Titles';
import { appliedCoupon, settledCart } from './cartState';
import { DemoFooter, DemoHeader, PAGE_FROM_GLOBALS, pageArgTypes, phoneFrame, type PageStoryArgs } from './demoChrome';
import { PageShell } from './PageShell';

const cart = demoCartWithCoupon;

/** The cart page (theme cart type `page`): lines and totals, coupon, shipping, then recommendations. */
function CartPage({ headerLayout, layout, currencyStyle, locale }: PageStoryArgs) {
  const [method, setMethod] = useState<string | null>(cart.shipping.selected);
  return (
    <PageShell
      page="cart"
      header={<DemoHeader layout={headerLayout} />}
      footer={<DemoFooter />}
      breadcrumb={<Breadcrumb items={[{ label: 'Home', href: '/', isCurrent: false }, { label: 'Shopping bag', href: null, isCurrent: true }]} />}
    >
      <Titles level={1} variant="page" title="Shopping bag" subtitle="Free standard shipping over $150 and free returns within 30 days." />
      <InlineCart cart={settledCart(cart)} locale={locale} currencyStyle={currencyStyle} checkoutHref="/checkout" labels={{ title: 'Items' }}>
        <CouponForm coupon={appliedCoupon('FREESHIP', cart)} />
        <ShippingMethodPicker
          methods={demoShippingMethods}
          value={method}
          onValueChange={setMethod}
          currency={cart.currency}
          locale={locale}
          currencyStyle={currencyStyle}
        />
        <PaymentIcons icons={demoPaymentIcons} position="cart" />
      </InlineCart>
      <GuessYouLike products={[juniperBeanie, alderShirt, harborCoat, marlowTote]} layout={layout} currencyStyle={currencyStyle} locale={locale} />
    </PageShell>
  );
}

const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  argTypes: pageArgTypes,
  parameters: { layout: 'fullscreen', fromGlobals: PAGE_FROM_GLOBALS },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('radio', { name: /Express/ }));
    await expect(canvas.getByRole('radio', { name: /Express/ })).toBeChecked();
  },
};

export const Mobile: Story = { decorators: [phoneFrame] };
