import type { Meta, StoryObj } from '@storybook/react-vite';
import { changedAtOf, type Cart } from '@vitrine/headless';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { demoCart, demoLines } from '../fixtures/demo';
import { StoryCart } from '../pages/storyCart';
import { CartDrawer, type CartDrawerProps } from './CartDrawer';

/**
 * A header button and the drawer over a given cart: the drawer reads and
 * changes it through `useCart()`, against the story's mocked store API
 * (changes go pending, then the server's totals arrive).
 */
function DrawerWith({ cart, ...props }: Omit<CartDrawerProps, 'onOpenChange'> & { cart: Cart }) {
  const [open, setOpen] = useState(props.open);
  return (
    <StoryCart cart={cart}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open cart
      </Button>
      <CartDrawer {...props} open={open} onOpenChange={setOpen} />
    </StoryCart>
  );
}

const meta = {
  title: 'Components/CartDrawer',
  component: DrawerWith,
  args: { open: true, cart: demoCart(), checkoutHref: '#checkout', cartHref: '#cart' },
  argTypes: { cart: { control: false }, currencyStyle: { control: 'inline-radio', options: ['default', 'centsub'] } },
  parameters: { fromGlobals: ['locale', 'currencyStyle'] },
} satisfies Meta<typeof DrawerWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Remove goes to the store API; the sheet shows the server's count and focus moves to its title. */
export const WithLines: Story = {
  play: async ({ canvasElement }) => {
    const drawer = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Your cart/ }));
    const removed = demoLines[2]!.product.title;
    const remove = drawer.getByRole('button', { name: `Remove ${removed}` });
    // Radix lets the sheet take the pointer a moment after it opened (once the page behind it stopped taking it).
    await waitFor(() => expect(remove).toHaveStyle({ pointerEvents: 'auto' }), { timeout: 10_000 });
    await userEvent.click(remove);
    const title = await drawer.findByRole('heading', { name: /3 items/ }, { timeout: 10_000 });
    await expect(drawer.queryByRole('link', { name: removed })).not.toBeInTheDocument();
    await waitFor(() => expect(title).toHaveFocus(), { timeout: 10_000 });
  },
};

export const Empty: Story = { args: { cart: demoCart([]) } };

/**
 * A store that suggests checking out within 15 minutes (spec 9): the countdown
 * above the totals, counted from the cart's last change in the server's time.
 */
export const WithReservationCountdown: Story = {
  args: { reservation: { minutes: 15, serverNow: changedAtOf(demoCart().revision) + 4 * 60_000 } },
  play: async ({ canvasElement }) => {
    const drawer = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Your cart/ }));
    const countdown = await drawer.findByTestId('reservation-countdown');
    await expect(countdown).toHaveTextContent(/Check out within 1[01]:\d\d/);
    await expect(countdown).toHaveTextContent('not set aside');
  },
};

/** Themes whose cart is a page show only "View cart". */
export const CartPageOnly: Story = { args: { checkoutHref: undefined, currencyStyle: 'centsub' } };
