import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { alderProduct, harborCoatProduct } from '../fixtures/product';
import { GroupedProduct } from './GroupedProduct';
import { PHONE_GLOBALS } from '../pages/demoChrome';

const meta = {
  title: 'Components/GroupedProduct',
  component: GroupedProduct,
  args: { product: alderProduct, companion: harborCoatProduct, groupId: 'set-7f3a', onAdd: fn() },
  parameters: { fromGlobals: ['locale', 'currencyStyle'] },
} satisfies Meta<typeof GroupedProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick both variants; one button adds the pair with a shared groupId. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '50' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add both to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      [
        expect.objectContaining({ variant_id: 1010 }),
        expect.objectContaining({ variant_id: 1062, properties: [{ name: 'groupId', value: 'set-7f3a' }] }),
      ],
      'set-7f3a',
    );
  },
};

export const Adding: Story = { args: { status: 'pending' } };

export const AddFailed: Story = { args: { error: 'Only 2 Harbor Wool Coats are left in stock.' } };

/** Size 54 is sold out: the button explains instead of adding. */
export const SoldOutChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^54/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('sold out');
  },
};

export const Mobile: Story = { globals: PHONE_GLOBALS, tags: ['phone'] };
