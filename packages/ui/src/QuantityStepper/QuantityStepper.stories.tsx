import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

/** Stories keep the value in state, like a page would. */
function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return <QuantityStepper {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  render: (args) => <Stateful key={`${args.value}-${args.min}-${args.max}`} {...args} />,
  args: { value: 2, onChange: () => {}, name: 'quantity' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium'] } },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Decrease is unavailable at the minimum. */
export const AtMin: Story = { args: { value: 1 } };

/** Increase is unavailable at the maximum (here: 5 left in stock). */
export const AtMax: Story = { args: { value: 5, max: 5 } };

export const Disabled: Story = { args: { disabled: true } };

export const Small: Story = { args: { size: 'small' } };

/** Works without JavaScript: the field posts as `quantity` with the form. */
export const InAForm: Story = {
  render: (args) => (
    <form
      action="/cart/add"
      method="post"
      onSubmit={(e) => e.preventDefault()}
      style={{ display: 'flex', gap: '0.75rem' }}
    >
      <Stateful {...args} />
      <button type="submit">Add to cart</button>
    </form>
  ),
};
