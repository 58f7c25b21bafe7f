import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoCart, demoLines } from '../fixtures/demo';
import { AddToCartDialog, type AddToCartDialogProps } from './AddToCartDialog';

const coatLine = demoLines[1]!;
const base: AddToCartDialogProps = { open: true, onOpenChange: () => {}, line: coatLine, cart: demoCart() };

/** A product page whose add button opens the dialog once the add succeeded. */
function ProductPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add to cart
      </button>
      <AddToCartDialog {...base} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('AddToCartDialog', () => {
  it('is a dialog showing the added line and the cart subtotal with its count', () => {
    render(<AddToCartDialog {...base} />);
    const dialog = screen.getByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveTextContent('Harbor Wool Coat');
    expect(dialog).toHaveTextContent('Charcoal / L');
    expect(dialog).toHaveTextContent('Qty 1');
    expect(dialog).toHaveTextContent('Regular price $320.00');
    expect(screen.getByText('Subtotal (4 items)').parentElement).toHaveTextContent('$576.00');
  });

  it('takes the grouped count and labels', () => {
    render(<AddToCartDialog {...base} itemCount={3} labels={{ subtotal: (n) => `Zwischensumme (${n})` }} />);
    expect(screen.getByText('Zwischensumme (3)')).toBeInTheDocument();
  });

  it('links to the cart, and to checkout when given', () => {
    const { rerender } = render(<AddToCartDialog {...base} />);
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('link', { name: 'Check out' })).toBeNull();
    rerender(<AddToCartDialog {...base} checkoutHref="/checkouts/c0ffee42" />);
    expect(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkouts/c0ffee42');
  });

  it('closes with Continue shopping and gives focus back to the add button', async () => {
    const user = userEvent.setup();
    render(<ProductPage />);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(add);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(add).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<AddToCartDialog {...base} onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has no axe violations', async () => {
    render(<AddToCartDialog {...base} checkoutHref="/checkouts" />);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
