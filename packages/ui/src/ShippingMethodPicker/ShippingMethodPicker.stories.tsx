import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoShippingMethods } from '../fixtures/checkout';
import { ShippingMethodPicker, type ShippingMethodPickerProps } from './ShippingMethodPicker';

/** Keeps the chosen method, like the checkout page does after the server confirms it. */
function Controlled(props: ShippingMethodPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ShippingMethodPicker
      {...props}
      value={value}
      onValueChange={(id) => {
        setValue(id);
        props.onValueChange?.(id);
      }}
    />
  );
}

const meta = {
  title: 'Components/ShippingMethodPicker',
  component: ShippingMethodPicker,
  render: (args) => <Controlled {...args} />,
  args: { methods: demoShippingMethods, value: 'standard', currency: 'USD', onValueChange: fn() },
  argTypes: {
    methods: { control: false },
    currencyStyle: { control: 'inline-radio', options: ['default', 'centsub'] },
  },
  parameters: { fromGlobals: ['locale', 'currencyStyle'] },
  decorators: [(Story) => <div style={{ maxInlineSize: '30rem' }}>{Story()}</div>],
} satisfies Meta<typeof ShippingMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Standard is free with the FREESHIP coupon: its regular cost is struck through. */
export const WithShippingDiscount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Express/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('express');
    await expect(canvas.getByRole('radio', { name: /Express/ })).toBeChecked();
  },
};

/** Without a coupon every method shows its own cost. */
export const RegularCosts: Story = {
  args: {
    methods: demoShippingMethods.map(({ regular_cost, ...method }) => ({
      ...method,
      cost: regular_cost ?? method.cost,
    })),
    value: null,
  },
};

export const Pending: Story = { args: { isPending: true } };

export const NoMethods: Story = {
  args: { methods: [], value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No shipping methods available')).toBeInTheDocument();
  },
};

export const InEuros: Story = { args: { currency: 'EUR', locale: 'de-DE' } };
