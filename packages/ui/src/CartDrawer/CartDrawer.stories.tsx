import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Cart } from '@vitrine/headless';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { demoCart, demoLines } from '../fixtures/demo';
import { CartDrawer, type CartDrawerProps } from './CartDrawer';

/** Server round-trip the demo pretends to make, so the pending state is visible. */
const DEMO_LATENCY_MS = 900;

/**
 * A drawer with a cart that really changes: quantity changes and removals go
 * "pending" for a moment, then the totals update, as with the store API.
 */
function LiveCartDrawer(props: CartDrawerProps) {
  const [open, setOpen] = useState(props.open);
  const [cart, setCart] = useState<Cart | null>(props.cart);
  const [pending, setPending] = useState<string[]>([...(props.pendingKeys ?? [])]);

  const settle = (key: string, quantity: number) => {
    setPending((keys) => [...keys, key]);
    setTimeout(() => {
      setCart((current) => {
        if (!current) return current;
        const lines = Object.values(current.cart)
          .map((l) => (l.key === key ? { ...l, quantity, line_total: l.variant.price * quantity } : l))
          .filter((l) => l.quantity > 0);
        return demoCart(lines, current.currency);
      });
      setPending((keys) => keys.filter((k) => k !== key));
    }, DEMO_LATENCY_MS);
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open cart
      </Button>
      <CartDrawer
        {...props}
        open={open}
        onOpenChange={setOpen}
        cart={cart}
        pendingKeys={pending}
        status={pending.length ? 'updating' : props.status}
        onQuantityChange={settle}
        onRemove={(key) => settle(key, 0)}
      />
    </>
  );
}

const meta = {
  title: 'Components/CartDrawer',
  component: CartDrawer,
  render: (args) => <LiveCartDrawer {...args} />,
  args: {
    open: true,
    onOpenChange: () => {},
    cart: demoCart(),
    onQuantityChange: () => {},
    onRemove: () => {},
    checkoutHref: '#checkout',
    cartHref: '#cart',
  },
  argTypes: {
    cart: { control: false },
    currencyStyle: { control: 'inline-radio', options: ['default', 'centsub'] },
  },
  parameters: { layout: 'fullscreen', fromGlobals: ['locale', 'currencyStyle'] },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Change a quantity or remove a line to see the pending state. */
export const WithLines: Story = {};

/** A line with a change in flight: dimmed and `aria-busy`. */
export const PendingLine: Story = { args: { pendingKeys: [demoLines[1]!.key], status: 'updating' } };

export const Empty: Story = { args: { cart: demoCart([]) } };

export const Loading: Story = { args: { cart: null, status: 'loading' } };

export const WithError: Story = { args: { error: 'Only 3 Harbor Wool Coats are left in stock.' } };

/** Without a checkout link, "View cart" is the primary action. */
export const CartPageOnly: Story = { args: { checkoutHref: undefined, currencyStyle: 'centsub' } };
