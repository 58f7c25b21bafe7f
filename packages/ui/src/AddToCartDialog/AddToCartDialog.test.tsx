import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderWithStore } from '../../test/store';
import { demoCart, demoLines } from '../fixtures/demo';
import { AddToCartDialog } from './AddToCartDialog';

const coatLine = demoLines[1]!;

/** A product page whose add button opens the dialog once the add succeeded. */
function ProductPage() {
  const [added, setAdded] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setAdded(coatLine.variant.ID)}>
        Add to cart
      </button>
      <AddToCartDialog
        open={added !== null}
        onOpenChange={() => setAdded(null)}
        variantId={added}
        checkoutHref="/checkouts"
      />
    </>
  );
}

describe('AddToCartDialog', () => {
  it('shows the added line and the cart’s subtotal with the server’s count', async () => {
    const user = userEvent.setup();
    renderWithStore(<ProductPage />, { cart: { ...demoCart(), item_count: 4 } });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveTextContent('Harbor Wool Coat');
    expect(dialog).toHaveTextContent('Charcoal / L');
    expect(dialog).toHaveTextContent('Subtotal (4 items)');
  });

  it('closes as a link navigates, and gives focus back to the add button', async () => {
    const user = userEvent.setup();
    renderWithStore(<ProductPage />, { cart: demoCart() });
    const add = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(add);
    const link = screen.getByRole('link', { name: 'View cart' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(add).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const user = userEvent.setup();
    renderWithStore(<ProductPage />, { cart: demoCart() });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});
