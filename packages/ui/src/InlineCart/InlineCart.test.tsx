import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@vitrine/headless';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { json, renderWithStore, storeProviderFor } from '../../test/store';
import { demoCart, demoLines } from '../fixtures/demo';
import { InlineCart } from './InlineCart';

const cart = demoCart();
/** The server's answer after a change: a newer revision with its own totals. */
const answered = (change: (lines: typeof demoLines) => typeof demoLines, extra: Partial<Cart> = {}): Cart => ({
  ...demoCart(change(demoLines.map((line) => ({ ...line })))),
  revision: cart.revision + 1,
  ...extra,
});

describe('InlineCart', () => {
  it('shows each line and the server’s totals', () => {
    renderWithStore(<InlineCart />, { cart });
    expect(screen.getAllByTestId('cart-line')).toHaveLength(3);
    expect(screen.getByTestId('cart-item-count')).toHaveTextContent(String(cart.item_count));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$');
  });

  it('changes a quantity through useCart: the line shows it pending, the count stays the server’s until it answers', async () => {
    const user = userEvent.setup();
    let finish: (response: Response) => void = () => {};
    const { calls } = renderWithStore(<InlineCart />, {
      cart,
      answer: () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const first = screen.getAllByTestId('cart-line')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    expect(calls).toEqual([{ method: 'PUT', path: `/cart/${demoLines[0]!.key}`, body: { quantity: 3 } }]);
    expect(within(first).getByRole('spinbutton')).toHaveValue('3');
    expect(first).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('cart-item-count')).toHaveTextContent(String(cart.item_count));
    finish(
      json(
        answered(
          (lines) => lines.map((l, i) => (i === 0 ? { ...l, quantity: 3, line_total: l.variant.price * 3 } : l)),
          { item_count: 99 },
        ),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('cart-item-count')).toHaveTextContent('99'));
    expect(first).not.toHaveAttribute('aria-busy');
  });

  it('removes a line through useCart, moves focus to the cart’s title and says what was removed', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithStore(<InlineCart />, {
      cart,
      answer: () => json(answered((lines) => lines.slice(1))),
    });
    await user.click(screen.getByRole('button', { name: `Remove ${demoLines[0]!.product.title}` }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: `/cart/${demoLines[0]!.key}` });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(`${demoLines[0]!.product.title} removed from your cart`);
  });

  it('shows a refused change on its line', async () => {
    const user = userEvent.setup();
    renderWithStore(<InlineCart />, {
      cart,
      answer: () =>
        json({ status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 3 left in stock', field: 'quantity' }, 422),
    });
    const first = screen.getAllByTestId('cart-line')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('Only 3 left in stock');
    expect(within(first).getByRole('spinbutton')).toHaveAccessibleDescription('Only 3 left in stock');
    expect(within(first).getByRole('spinbutton')).toHaveValue('2');
  });

  it('is a set of working forms on the server: each line posts update and remove to /cart', () => {
    const Provider = storeProviderFor(cart);
    const html = renderToString(
      <Provider>
        <InlineCart lineErrors={{ [demoLines[1]!.key]: 'Only 3 left in stock' }} />
      </Provider>,
    );
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms).toHaveLength(6);
    for (const form of forms) {
      expect(form).toContain('method="post"');
      expect(form).toContain('action="/cart"');
    }
    expect(html).toContain(`name="key" value="${demoLines[0]!.key}"`);
    // The quantity form's submit is for browsers without JavaScript only.
    expect(html).toMatch(/<noscript><button[^>]*value="update"[^>]*>Update<\/button><\/noscript>/);
    expect(html).toMatch(/<button[^>]*value="remove"/);
    expect(html).toContain('Only 3 left in stock');
  });

  it('shows the empty cart with a way back to the shop', () => {
    renderWithStore(<InlineCart />, { cart: demoCart([]) });
    expect(screen.getByTestId('cart-empty')).toHaveTextContent('Your cart is empty');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithStore(<InlineCart checkoutHref="/checkouts" />, { cart });
    expect(await axeViolations(container)).toEqual([]);
  });
});
