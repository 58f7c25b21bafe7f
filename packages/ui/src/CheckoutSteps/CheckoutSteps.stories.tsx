import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutSteps } from './CheckoutSteps';
import { PHONE_GLOBALS } from '../pages/demoChrome';

const meta = {
  title: 'Components/CheckoutSteps',
  component: CheckoutSteps,
  args: { current: 'contact_information' },
  argTypes: {
    current: {
      control: 'inline-radio',
      options: ['contact_information', 'shipping_method', 'payment_method', 'all_in_one_checkout'],
    },
  },
} satisfies Meta<typeof CheckoutSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Information: Story = {};

export const Shipping: Story = {
  args: { current: 'shipping_method' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Information (completed)' })).toHaveAttribute(
      'href',
      '/checkouts/contact_information',
    );
    await expect(canvas.queryByRole('link', { name: /Payment/ })).toBeNull();
  },
};

export const Payment: Story = { args: { current: 'payment_method' } };

export const AllInOne: Story = { args: { current: 'all_in_one_checkout' } };

/** Translated labels: the chevrons flip in right-to-left pages (pick he-IL in the toolbar). */
export const LongLabels: Story = {
  args: {
    current: 'payment_method',
    labels: {
      contact_information: 'Kontaktinformationen',
      shipping_method: 'Versandmethode',
      payment_method: 'Zahlungsmethode',
      cart: 'Warenkorb',
      completed: '(erledigt)',
    },
  },
};

/** On a phone the steps wrap and the text gets smaller. */
export const Mobile: Story = {
  args: { current: 'shipping_method' },
  globals: PHONE_GLOBALS,
  tags: ['phone'],
};
