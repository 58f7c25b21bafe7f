import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoCart, demoLines } from '../fixtures/demo';
import { CartDrawer, type CartDrawerProps } from './CartDrawer';

const noop = () => {};
const baseProps: CartDrawerProps = {
  open: true,
  onOpenChange: noop,
  cart: demoCart(),
  onQuantityChange: noop,
  onRemove: noop,
};

/** A page with a cart button that opens the drawer, like the storefront header. */
function PageWithDrawer(props: Partial<CartDrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <CartDrawer {...baseProps} {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('CartDrawer', () => {
  it('is a dialog titled "Your cart" with the item count', () => {
    render(<CartDrawer {...baseProps} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Your cart 4 items');
    expect(screen.getByRole('heading', { name: /Your cart/ })).toHaveTextContent('4 items');
  });

  it('takes the displayed count from itemCount when given', () => {
    render(<CartDrawer {...baseProps} itemCount={3} />);
    expect(screen.getByRole('heading')).toHaveTextContent('3 items');
  });

  it('lists each line with title, variant, quantity, price and a remove button', () => {
    render(<CartDrawer {...baseProps} />);
    const items = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0]!;
    expect(within(first).getByRole('link', { name: 'Alder Linen Shirt' })).toHaveAttribute('href', '/products/alder-linen-shirt');
    expect(first).toHaveTextContent('Sand / M');
    expect(within(first).getByRole('spinbutton', { name: 'Quantity for Alder Linen Shirt' })).toHaveValue('2');
    expect(first).toHaveTextContent('$136.00');
    expect(within(first).getByRole('button', { name: 'Remove Alder Linen Shirt' })).toBeInTheDocument();
    // The coat is on sale: its line shows the regular total struck through.
    expect(items[1]).toHaveTextContent('Regular price $320.00');
  });

  it('shows the subtotal and links to the cart and checkout', () => {
    render(<CartDrawer {...baseProps} checkoutHref="/checkouts/c0ffee42" />);
    expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('$576.00');
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkouts/c0ffee42');
  });

  it('calls onQuantityChange with the line key and the new quantity', async () => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn();
    render(<CartDrawer {...baseProps} onQuantityChange={onQuantityChange} />);
    const first = screen.getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    expect(onQuantityChange).toHaveBeenCalledWith('line-alder-sand-m', 3);
  });

  it('caps the stepper at the stock left', () => {
    render(<CartDrawer {...baseProps} />);
    const coat = screen.getByRole('spinbutton', { name: 'Quantity for Harbor Wool Coat' });
    expect(coat).toHaveAttribute('aria-valuemax', '3');
  });

  it('calls onRemove with the line key', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<CartDrawer {...baseProps} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remove Harbor Wool Coat' }));
    expect(onRemove).toHaveBeenCalledWith('line-harbor-charcoal-l');
  });

  it('marks pending lines busy, from a Set or an array', () => {
    const { rerender } = render(<CartDrawer {...baseProps} pendingKeys={new Set(['line-harbor-charcoal-l'])} />);
    let items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('data-pending');
    expect(items[1]).toHaveAttribute('aria-busy', 'true');
    expect(items[0]).not.toHaveAttribute('data-pending');
    rerender(<CartDrawer {...baseProps} pendingKeys={['line-alder-sand-m']} />);
    items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('data-pending');
    expect(items[1]).not.toHaveAttribute('data-pending');
  });

  it('shows the empty state, whose button closes the drawer', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<CartDrawer {...baseProps} cart={demoCart([])} onOpenChange={onOpenChange} />);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent(/^Your cart\s*$/);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View cart' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows loading before the cart arrives, and an error as an alert', () => {
    const { rerender } = render(<CartDrawer {...baseProps} cart={null} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart');
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
    rerender(<CartDrawer {...baseProps} error="Only 3 left in stock" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Only 3 left in stock');
  });

  it('moves focus into the drawer on open, and back to the opener when the close button closes it', async () => {
    const user = userEvent.setup();
    render(<PageWithDrawer />);
    const opener = screen.getByRole('button', { name: 'Open cart' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<PageWithDrawer />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing when closed', () => {
    render(<CartDrawer {...baseProps} open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations with lines, pending lines, and empty', async () => {
    const { unmount } = render(<CartDrawer {...baseProps} pendingKeys={[demoLines[0]!.key]} checkoutHref="/checkouts" />);
    expect(await axeViolations(document.body)).toEqual([]);
    unmount();
    render(<CartDrawer {...baseProps} cart={demoCart([])} />);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
