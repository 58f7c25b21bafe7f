import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreApiError, type Cart } from '@vitrine/headless';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoCartWithCoupon } from '../fixtures/checkout';
import { demoCart, demoLines } from '../fixtures/demo';
import { InlineCart, type InlineCartState } from './InlineCart';

function cartState(cart: Cart | null = demoCart(), overrides: Partial<InlineCartState> = {}): InlineCartState {
  const lines = cart ? Object.values(cart.cart) : [];
  return {
    cart,
    lines,
    count: cart?.cart_contents_count ?? 0,
    status: 'idle',
    isLinePending: () => false,
    error: null,
    messages: [],
    changeQuantity: vi.fn(async () => cart!),
    remove: vi.fn(async () => cart!),
    ...overrides,
  };
}

describe('InlineCart', () => {
  it('is a region titled with the item count, listing every line', () => {
    render(<InlineCart cart={cartState()} />);
    expect(screen.getByRole('region', { name: 'Your cart 4 items' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Alder Linen Shirt' })).toHaveAttribute('href', '/products/alder-linen-shirt');
    expect(items[0]).toHaveTextContent('Sand / M');
    expect(items[0]).toHaveTextContent('$68.00'); // unit price
    expect(items[0]).toHaveTextContent('$136.00'); // line total
    expect(items[1]).toHaveTextContent('Regular price $320.00');
  });

  it('changes a quantity and removes a line by key', async () => {
    const user = userEvent.setup();
    const state = cartState();
    render(<InlineCart cart={state} />);
    await user.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Increase quantity' }));
    expect(state.changeQuantity).toHaveBeenCalledWith('line-alder-sand-m', 3);
    await user.click(screen.getByRole('button', { name: 'Remove Marlow Leather Tote' }));
    expect(state.remove).toHaveBeenCalledWith('line-marlow-cognac');
  });

  it('does not surface a rejected change as an unhandled error', async () => {
    const user = userEvent.setup();
    const state = cartState(demoCart(), { remove: vi.fn(() => Promise.reject(new StoreApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Oops' }))) });
    render(<InlineCart cart={state} />);
    await user.click(screen.getByRole('button', { name: 'Remove Marlow Leather Tote' }));
    expect(state.remove).toHaveBeenCalled();
  });

  it('marks the line with a change in flight', () => {
    const key = demoLines[1]!.key;
    const { container } = render(<InlineCart cart={cartState(demoCart(), { status: 'updating', isLinePending: (k) => k === key })} />);
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('data-pending');
    expect(items[1]).toHaveAttribute('aria-busy', 'true');
    expect(items[0]).not.toHaveAttribute('data-pending');
    expect(container.firstChild).toHaveAttribute('data-status', 'updating');
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Updating your cart…');
  });

  it('shows subtotal, shipping (Free at 0) and total, and the checkout link', () => {
    render(<InlineCart cart={cartState(demoCartWithCoupon)} checkoutHref="/checkouts/c0ffee42" />);
    const totals = screen.getByText('Subtotal').closest('dl')!;
    expect(totals).toHaveTextContent('Subtotal$576.00');
    expect(totals).toHaveTextContent('ShippingFree');
    expect(totals).toHaveTextContent('Total$576.00');
    expect(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkouts/c0ffee42');
  });

  it('shows the notices by type and the last error as an alert', () => {
    render(
      <InlineCart
        cart={cartState(demoCart(), {
          messages: [{ id: 1, type: 'warning', code: 'LOW_STOCK', message: 'Only 3 Harbor Wool Coats are left in stock.' }],
          error: new StoreApiError({ status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 3 left in stock' }),
        })}
      />,
    );
    expect(screen.getByText('Only 3 Harbor Wool Coats are left in stock.')).toHaveAttribute('data-type', 'warning');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Only 3 left in stock');
    // An alert is not a list item: it sits beside the notices' list.
    expect(alert.closest('ul, li')).toBeNull();
  });

  it('has no axe violations with notices and an error', async () => {
    const { container } = render(
      <InlineCart
        cart={cartState(demoCart(), {
          messages: [{ id: 1, type: 'success', code: 'COUPON_APPLIED', message: 'FREESHIP was applied to your cart.' }],
          error: new StoreApiError({ status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 3 left in stock' }),
        })}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows loading before the cart is known, then the empty state', () => {
    const { rerender, container } = render(<InlineCart cart={cartState(null, { status: 'loading' })} />);
    expect(screen.getByText('Loading your cart…')).toHaveAttribute('role', 'status');
    rerender(<InlineCart cart={cartState(demoCart([]))} continueShoppingHref="/collections/all" />);
    expect(container.firstChild).toHaveAttribute('data-empty');
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/collections/all');
    expect(screen.queryByRole('list', { name: 'Items in your cart' })).toBeNull();
  });

  it('takes labels and the plural count function', () => {
    render(<InlineCart cart={cartState()} labels={{ title: 'Warenkorb', itemCount: (n) => `${n} Artikel` }} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Warenkorb 4 Artikel');
  });

  it('has no axe violations with lines and empty', async () => {
    const first = render(<InlineCart cart={cartState(demoCartWithCoupon)} checkoutHref="/checkouts" />);
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();
    const second = render(<InlineCart cart={cartState(demoCart([]))} />);
    expect(await axeViolations(second.container)).toEqual([]);
  });
});
