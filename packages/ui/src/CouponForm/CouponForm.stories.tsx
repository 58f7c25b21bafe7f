import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Cart } from '@vitrine/headless';
import { expect, userEvent, within } from 'storybook/test';
import { demoCartWithCoupon } from '../fixtures/checkout';
import { demoCart } from '../fixtures/demo';
import { StoryCart } from '../pages/storyCart';
import { CouponForm, type CouponFormProps } from './CouponForm';

/** The form over a given cart; it applies and removes codes through `useCoupon()` (the story's mocked store API). */
function CouponFormWith({ cart, ...props }: CouponFormProps & { cart: Cart }) {
  return (
    <StoryCart cart={cart}>
      <CouponForm {...props} />
    </StoryCart>
  );
}

const meta = {
  title: 'Components/CouponForm',
  component: CouponFormWith,
  args: { cart: demoCart() },
  argTypes: { cart: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof CouponFormWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's store accepts WELCOME10 and FREESHIP; anything else is refused with the spec's message. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Discount code'), 'WELCOME10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(
      await canvas.findByRole('button', { name: 'Remove discount code WELCOME10' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const Rejected: Story = { args: { defaultValue: 'NOPE', errors: { code: 'The coupon code did not match' } } };

export const Applied: Story = { args: { cart: demoCartWithCoupon } };

export const LongCode: Story = {
  args: {
    cart: {
      ...demoCartWithCoupon,
      coupon_record: { code: 'WELCOME-BACK-AUTUMN-WINTER-2026-VIP', discount_type: 'percentage', rule_data: {} },
    },
  },
};
