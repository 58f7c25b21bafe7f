import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoreApiError, useCart, type Cart } from '@vitrine/headless';
import { useEffect } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponForm } from '../CouponForm/CouponForm';
import { demoCartWithCoupon, demoCartWithNotice, demoLongLine } from '../fixtures/checkout';
import { demoCart, demoLines } from '../fixtures/demo';
import { ShippingMethodPicker } from '../ShippingMethodPicker/ShippingMethodPicker';
import { InlineCart, type InlineCartState } from './InlineCart';

function cartState(cart: Cart | null, overrides: Partial<InlineCartState> = {}): InlineCartState {
  return {
    cart,
    lines: cart ? Object.values(cart.cart) : [],
    count: cart?.cart_contents_count ?? 0,
    status: 'idle',
    isLinePending: () => false,
    error: null,
    messages: [],
    changeQuantity: fn(async () => cart!),
    remove: fn(async () => cart!),
    ...overrides,
  };
}

const meta = {
  title: 'Components/InlineCart',
  component: InlineCart,
  args: { cart: cartState(demoCart()), checkoutHref: '#checkout' },
  argTypes: { cart: { control: false }, currencyStyle: { control: 'inline-radio', options: ['default', 'centsub'] } },
  parameters: { fromGlobals: ['locale', 'currencyStyle'] },
} satisfies Meta<typeof InlineCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Marlow Leather Tote' }));
    await expect(args.cart.remove).toHaveBeenCalledWith('line-marlow-cognac');
  },
};

export const PendingLine: Story = {
  args: { cart: cartState(demoCart(), { status: 'updating', isLinePending: (key) => key === demoLines[1]!.key }) },
};

/** The server's notices, and the last failed change. */
export const WithNotices: Story = {
  args: {
    cart: cartState(demoCartWithNotice, {
      messages: [
        { id: 1, type: 'warning', code: 'LOW_STOCK', message: 'Only 3 Harbor Wool Coats are left in stock.' },
        { id: 2, type: 'success', code: 'COUPON_APPLIED', message: 'FREESHIP was applied to your cart.' },
      ],
      error: new StoreApiError({ status: 422, code: 'INSUFFICIENT_STOCK', message: 'We could not add 5 more: only 3 are left.' }),
    }),
  },
};

/** The cart page puts the coupon form and shipping methods under the totals. */
export const WithCouponAndShipping: Story = {
  args: {
    cart: cartState(demoCartWithCoupon),
    children: (
      <>
        <CouponForm
          coupon={{ appliedCode: 'FREESHIP', isApplying: false, isRemoving: false, error: null, apply: fn(), remove: fn() }}
        />
        <ShippingMethodPicker
          methods={demoCartWithCoupon.shipping.methods}
          value={demoCartWithCoupon.shipping.selected}
          currency="USD"
          onValueChange={fn()}
        />
      </>
    ),
  },
};

export const LongText: Story = { args: { cart: cartState(demoCart([demoLongLine, ...demoLines.slice(1)])) } };

export const Empty: Story = { args: { cart: cartState(demoCart([])) } };

export const Loading: Story = { args: { cart: cartState(null, { status: 'loading' }) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** `useCart` against the mocked store API: the quantity change and removal go to the server. */
function ConnectedInlineCart() {
  const cart = useCart();
  const { refresh } = cart;
  useEffect(() => {
    void refresh().catch(() => {});
  }, [refresh]);
  return <InlineCart cart={cart} checkoutHref="#checkout" />;
}

/** Against the storybook's store API, which keeps the cart's changes for the story. */
export const WithStoreApi: Story = {
  render: () => <ConnectedInlineCart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Marlow Leather Tote' }));
    await expect(await canvas.findByRole('heading', { name: 'Your cart 3 items' }, { timeout: 3000 })).toBeInTheDocument();
  },
};
