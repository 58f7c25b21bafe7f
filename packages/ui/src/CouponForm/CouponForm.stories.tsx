import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCoupon } from '@vitrine/headless';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoCartWithCoupon } from '../fixtures/checkout';
import { demoCart } from '../fixtures/demo';
import { CouponForm, type CouponFormState } from './CouponForm';

const idle: CouponFormState = {
  appliedCode: null,
  isApplying: false,
  isRemoving: false,
  error: null,
  apply: fn(async (code: string) => ({ outcome: 'applied' as const, code, cart: demoCartWithCoupon })),
  remove: fn(async (code: string) => ({ outcome: 'removed' as const, code, cart: demoCart() })),
};

const meta = {
  title: 'Components/CouponForm',
  component: CouponForm,
  args: { coupon: idle },
  argTypes: { coupon: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount code' }), 'SPRING15');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.coupon.apply).toHaveBeenCalledWith('SPRING15');
  },
};

export const Applying: Story = { args: { coupon: { ...idle, isApplying: true } } };

/** A 422: headless shows `errors.code[0]`, else the message. */
export const Rejected: Story = { args: { coupon: { ...idle, error: 'Coupon code did not match' } } };

export const Applied: Story = {
  args: { coupon: { ...idle, appliedCode: 'FREESHIP' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove discount code FREESHIP' }));
    await expect(args.coupon.remove).toHaveBeenCalledWith('FREESHIP');
  },
};

export const Removing: Story = { args: { coupon: { ...idle, appliedCode: 'FREESHIP', isRemoving: true } } };

export const LongCode: Story = { args: { coupon: { ...idle, appliedCode: 'WELCOME-BACK-AUTUMN-WINTER-2026-VIP' } } };

/** With `useCoupon` and the storybook's store API: WELCOME10 and FREESHIP apply, anything else is refused with a 422. */
function ConnectedCouponForm() {
  return <CouponForm coupon={useCoupon()} />;
}

export const WithStoreApi: Story = {
  render: () => <ConnectedCouponForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'NOPE{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Coupon code NOPE did not match');
    await userEvent.clear(canvas.getByRole('textbox'));
    await userEvent.type(canvas.getByRole('textbox'), 'welcome10{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Remove discount code WELCOME10' })).toBeInTheDocument();
  },
};
