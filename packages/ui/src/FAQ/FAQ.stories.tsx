import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { faqItems } from '../fixtures/product';
import { FAQ } from './FAQ';

const meta = {
  title: 'Components/FAQ',
  component: FAQ,
  args: { title: 'Shipping, sizing and returns', items: faqItems },
} satisfies Meta<typeof FAQ>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('button', { name: 'Can I return something?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'refund policy' })).toBeVisible();
  },
};

export const FirstOpen: Story = { args: { defaultOpen: [0] } };

export const SeveralOpen: Story = { args: { type: 'multiple', defaultOpen: [0, 1] } };

export const LongText: Story = {
  args: {
    items: [
      {
        title:
          'I ordered two sizes to try at home, kept one and sent the other back, but the refund shows the wrong amount. What happens now?',
        answer: `<p>${'Refunds go back to the card you paid with, minus any shipping that was not free. '.repeat(6)}</p><ul><li>Card: 3–5 working days</li><li>PayPal: 1 day</li></ul>`,
      },
      ...faqItems,
    ],
    defaultOpen: [0],
  },
};

export const Empty: Story = { args: { items: [] } };
