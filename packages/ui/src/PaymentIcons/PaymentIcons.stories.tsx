import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoPaymentIcons } from '../fixtures/checkout';
import { PaymentIcons } from './PaymentIcons';

const meta = {
  title: 'Components/PaymentIcons',
  component: PaymentIcons,
  args: { icons: demoPaymentIcons, position: 'footer' },
  argTypes: { icons: { control: false } },
} satisfies Meta<typeof PaymentIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wide row: 8 icons at most, the other 2 behind "+2". */
export const Footer: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Payment methods we accept' });
    await expect(within(list).getAllByRole('img')).toHaveLength(8);
    await expect(list).toHaveTextContent('+2');
  },
};

/** An 11rem column fits 3 icons at 48 px each. */
export const NarrowColumn: Story = {
  decorators: [(Story) => <div style={{ inlineSize: '11rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    // The row measures itself once it is on screen (after the first paint), then shows what fits.
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(3), { timeout: 10_000 });
    await expect(list).toHaveAttribute('data-overflow');
    await expect(list).toHaveTextContent(`+${demoPaymentIcons.length - 3}`);
  },
};

/** At the payment step only card icons show. */
export const PaymentStep: Story = { args: { position: 'payment' } };

export const FewIcons: Story = { args: { icons: demoPaymentIcons.slice(0, 3) } };
