import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Cart } from '@vitrine/headless';
import { expect, userEvent, within } from 'storybook/test';
import { CouponForm } from '../CouponForm/CouponForm';
import { demoCartWithCoupon, demoCartWithNotice, demoLongLine } from '../fixtures/checkout';
import { demoCart, demoLines } from '../fixtures/demo';
import { StoryCart } from '../pages/storyCart';
import { InlineCart, type InlineCartProps } from './InlineCart';
import { PHONE_GLOBALS } from '../pages/demoChrome';

/** The inline cart over a given cart; it reads and changes it through `useCart()` (the story's mocked store API). */
function InlineCartWith({ cart, ...props }: InlineCartProps & { cart: Cart }) {
  return (
    <StoryCart cart={cart}>
      <InlineCart {...props} />
    </StoryCart>
  );
}

const meta = {
  title: 'Components/InlineCart',
  component: InlineCartWith,
  args: { cart: demoCart(), checkoutHref: '#checkout' },
  argTypes: { cart: { control: false }, currencyStyle: { control: 'inline-radio', options: ['default', 'centsub'] } },
  parameters: { fromGlobals: ['locale', 'currencyStyle'] },
} satisfies Meta<typeof InlineCartWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Against the story's store API, which keeps the cart's changes for the story. */
export const WithLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Marlow Leather Tote' }));
    await expect(
      await canvas.findByRole('heading', { name: /Your cart 3 items/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** The server's notices (a line with little stock left). */
export const WithNotices: Story = { args: { cart: demoCartWithNotice } };

/** The cart page puts the coupon form (and the shipping estimate) above the totals. */
export const WithCoupon: Story = { args: { cart: demoCartWithCoupon, children: <CouponForm /> } };

/** A refusal the server sent for a line (a post without JavaScript). */
export const LineError: Story = { args: { lineErrors: { [demoLines[1]!.key]: 'Only 3 left in stock' } } };

export const LongText: Story = { args: { cart: demoCart([demoLongLine, ...demoLines.slice(1)]) } };

export const Empty: Story = { args: { cart: demoCart([]) } };

export const Mobile: Story = { globals: PHONE_GLOBALS, tags: ['phone'] };
