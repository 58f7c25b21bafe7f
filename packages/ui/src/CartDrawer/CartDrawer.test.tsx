import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { json, renderWithStore } from '../../test/store';
import { demoCart, demoLines } from '../fixtures/demo';
import { CartDrawer } from './CartDrawer';

const cart = demoCart();

/** A header whose cart button opens the drawer; links render as plain anchors (no router). */
function PageWithDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <CartDrawer open={open} onOpenChange={setOpen} checkoutHref="/checkouts?step=contact_information" />
    </>
  );
}

describe('CartDrawer', () => {
  it('shows the cart from useCart with the server’s count and subtotal', async () => {
    const user = userEvent.setup();
    renderWithStore(<PageWithDrawer />, { cart: { ...cart, item_count: 7 } });
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const dialog = screen.getByRole('dialog', { name: /Your cart/ });
    expect(dialog).toHaveTextContent('7 items');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });

  it('removes a line through useCart, as a form posting the remove intent', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithStore(<PageWithDrawer />, {
      cart,
      answer: () => json({ ...demoCart(demoLines.slice(1)), revision: cart.revision + 1 }),
    });
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const remove = screen.getByRole('button', { name: `Remove ${demoLines[0]!.product.title}` });
    expect(remove.closest('form')).toHaveAttribute('action', '/cart');
    await user.click(remove);
    await waitFor(() => expect(within(screen.getByRole('dialog')).getAllByRole('listitem')).toHaveLength(2));
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: `/cart/${demoLines[0]!.key}` });
  });

  it('closes as its Check out and View cart links navigate, and gives focus back', async () => {
    const user = userEvent.setup();
    renderWithStore(<PageWithDrawer />, { cart });
    const opener = screen.getByRole('button', { name: 'Open cart' });
    for (const name of ['Check out', 'View cart']) {
      await user.click(opener);
      const link = within(screen.getByRole('dialog')).getByRole('link', { name });
      link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
      await user.click(link);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(opener).toHaveFocus();
    }
  });

  it('moves focus in on open and back to the opener on close; Escape closes', async () => {
    const user = userEvent.setup();
    renderWithStore(<PageWithDrawer />, { cart });
    const opener = screen.getByRole('button', { name: 'Open cart' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('says when the cart is empty', async () => {
    const user = userEvent.setup();
    renderWithStore(<PageWithDrawer />, { cart: demoCart([]) });
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Your cart is empty');
  });

  it('has no axe violations', async () => {
    const user = userEvent.setup();
    renderWithStore(<PageWithDrawer />, { cart });
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});
