import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { demoLongLine } from '../fixtures/checkout';
import { demoCart, demoLines } from '../fixtures/demo';
import { AddToCartDialog, type AddToCartDialogProps } from './AddToCartDialog';

/** The product page's add button, which opens the dialog again after it was closed. */
function WithAddButton(props: AddToCartDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add to cart</Button>
      <AddToCartDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/AddToCartDialog',
  component: AddToCartDialog,
  render: (args) => <WithAddButton {...args} />,
  args: { open: true, onOpenChange: fn(), line: demoLines[1]!, cart: demoCart(), checkoutHref: '#checkout', cartHref: '#cart' },
  argTypes: { line: { control: false }, cart: { control: false } },
  parameters: { layout: 'fullscreen', fromGlobals: ['locale', 'currencyStyle'] },
} satisfies Meta<typeof AddToCartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sale item: its regular price is struck through. */
export const SaleItem: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: 'Added to your cart' })).toHaveTextContent('Harbor Wool Coat');
    await userEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const SeveralOfOne: Story = { args: { line: demoLines[0]! } };

export const WithoutCheckout: Story = { args: { checkoutHref: undefined } };

export const LongText: Story = { args: { line: demoLongLine, cart: demoCart([demoLongLine, ...demoLines.slice(1)]) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
