import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: { amount: 6800, currency: 'USD', size: 'md' },
  parameters: { fromGlobals: ['locale'] },
  argTypes: {
    style: { control: 'inline-radio', options: ['default', 'centsub'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

export const Sale: Story = { args: { amount: 24500, compareAt: 32000 } };

/** Theme setting `currency_style: centsub`: cents as superscript. */
export const Centsub: Story = { args: { amount: 123450, style: 'centsub', size: 'lg' } };

export const CentsubSale: Story = { args: { amount: 24500, compareAt: 32000, style: 'centsub', size: 'lg' } };

/** Euro in a German locale: the symbol follows the amount. */
export const Euro: Story = { args: { amount: 5990, currency: 'EUR', locale: 'de-DE' } };

/** Yen has no minor unit: no decimals, and no superscript in centsub. */
export const Yen: Story = { args: { amount: 9800, currency: 'JPY', style: 'centsub' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </div>
  ),
  args: { amount: 24500, compareAt: 32000 },
};
