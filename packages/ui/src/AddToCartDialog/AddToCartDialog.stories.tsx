import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Cart } from '@vitrine/headless';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { demoLongLine } from '../fixtures/checkout';
import { demoCart, demoLines } from '../fixtures/demo';
import { StoryCart } from '../pages/storyCart';
import { AddToCartDialog, type AddToCartDialogProps } from './AddToCartDialog';

/** An add button and the dialog over a given cart (the dialog reads it through `useCart()`). */
function DialogWith({
  cart,
  variantId,
  ...props
}: Omit<AddToCartDialogProps, 'open' | 'onOpenChange'> & { cart: Cart }) {
  const [added, setAdded] = useState<number | null>(variantId);
  return (
    <StoryCart cart={cart}>
      <Button onClick={() => setAdded(variantId)}>Add to cart</Button>
      <AddToCartDialog {...props} open={added !== null} onOpenChange={() => setAdded(null)} variantId={added} />
    </StoryCart>
  );
}

const meta = {
  title: 'Components/AddToCartDialog',
  component: DialogWith,
  args: { cart: demoCart(), variantId: demoLines[1]!.variant.ID, checkoutHref: '#checkout', cartHref: '#cart' },
  argTypes: { cart: { control: false } },
  parameters: { fromGlobals: ['locale', 'currencyStyle'] },
} satisfies Meta<typeof DialogWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Added: Story = {};

export const SeveralOfOne: Story = { args: { variantId: demoLines[0]!.variant.ID } };

export const WithoutCheckout: Story = { args: { checkoutHref: undefined } };

export const LongText: Story = {
  args: { cart: demoCart([demoLongLine, ...demoLines.slice(1)]), variantId: demoLongLine.variant.ID },
};
