import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { json, renderWithStore, storeProviderFor } from '../../test/store';
import { demoCart } from '../fixtures/demo';
import { AddToCartForm } from './AddToCartForm';

const variant = { ID: 1011, available: 4 };
const added = () => json({ ...demoCart(), revision: demoCart().revision + 1 });

afterEach(() => vi.useRealTimers());

describe('AddToCartForm', () => {
  it('is a working form without JavaScript: the add intent, the product, the variant and the quantity post to /cart', () => {
    const Provider = storeProviderFor(null);
    const html = renderToString(
      <Provider>
        <AddToCartForm
          variant={variant}
          product="alder-linen-shirt"
          properties={[{ name: 'Engraving', value: 'AL' }]}
          errors={{ quantity: 'Only 4 left in stock' }}
        >
          <input type="radio" name="option[Size]" value="M" defaultChecked />
        </AddToCartForm>
      </Provider>,
    );
    expect(html).toMatch(/<form[^>]*action="\/cart"[^>]*method="post"/);
    expect(html).toContain('name="product" value="alder-linen-shirt"');
    expect(html).toContain('name="variant_id" value="1011"');
    expect(html).toContain('name="properties[Engraving]" value="AL"');
    expect(html).toMatch(/<input[^>]*name="quantity"/);
    expect(html).toMatch(/<button[^>]*value="add"/);
    expect(html).toContain('Only 4 left in stock');
  });

  it('adds through useCart with the quantity and then shows the cart the theme’s way (spec 2)', async () => {
    const user = userEvent.setup();
    const { calls, showCart } = renderWithStore(<AddToCartForm variant={variant} product="alder-linen-shirt" />, {
      cart: null,
      answer: added,
    });
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(showCart).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ method: 'POST', path: '/cart', body: { variant_id: 1011, quantity: 2, properties: [] } }]);
  });

  it('shows the cart after 5000 ms at the latest when the server is slow (spec 4)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { showCart } = renderWithStore(<AddToCartForm variant={variant} product="alder-linen-shirt" />, {
      cart: null,
      answer: () => new Promise<Response>(() => {}),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeInTheDocument();
    vi.advanceTimersByTime(4999);
    expect(showCart).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(showCart).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal on its field and stays on the page', async () => {
    const user = userEvent.setup();
    const { showCart } = renderWithStore(<AddToCartForm variant={variant} product="alder-linen-shirt" />, {
      cart: null,
      answer: () =>
        json({ status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 4 left in stock', field: 'quantity' }, 422),
    });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    // In the form's own words (its labels are what the shop translates), not the store's English message.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only 4 left'));
    expect(screen.getByRole('alert')).not.toHaveTextContent('in stock');
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-invalid', 'true');
    expect(showCart).not.toHaveBeenCalled();
  });

  it('words a refusal in its translated labels: no English from the store or the client in Hebrew', async () => {
    const user = userEvent.setup();
    const labels = {
      add: 'הוספה לעגלה',
      failed: 'לא ניתן היה להוסיף לעגלה',
      onlyLeft: (n: number) => `נותרו ${n} בלבד`,
      soldOut: 'אזל מהמלאי',
    };
    const gatewayTimeout = () =>
      new Response('<html>504</html>', { status: 504, headers: { 'content-type': 'text/html' } });
    const { unmount } = renderWithStore(
      <AddToCartForm variant={variant} product="alder-linen-shirt" labels={labels} />,
      { cart: null, answer: gatewayTimeout },
    );
    await user.click(screen.getByRole('button', { name: 'הוספה לעגלה' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('לא ניתן היה להוסיף לעגלה'));
    unmount();
    renderWithStore(<AddToCartForm variant={variant} product="alder-linen-shirt" labels={labels} />, {
      cart: null,
      answer: () =>
        json({ status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 4 left in stock', field: 'quantity' }, 422),
    });
    await user.click(screen.getByRole('button', { name: 'הוספה לעגלה' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('נותרו 4 בלבד'));
    expect(screen.getByRole('alert').textContent).not.toMatch(/[A-Za-z]/);
  });

  it('asks for a variant when the options chosen match none (spec 5), and says sold out', async () => {
    const user = userEvent.setup();
    const { calls, unmount } = renderWithStore(<AddToCartForm variant={null} product="alder-linen-shirt" />, {
      cart: null,
    });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please, select at least one variant');
    expect(calls).toEqual([]);
    unmount();
    renderWithStore(<AddToCartForm variant={{ ID: 1, available: 0 }} product="alder-linen-shirt" />, { cart: null });
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });

  it('says how few are left of the chosen variant, up to its threshold, and never for a sold-out one', () => {
    const Provider = storeProviderFor(null);
    const html = (available: number, lowStockAt?: number | null) =>
      renderToString(
        <Provider>
          <AddToCartForm
            variant={{ ID: 1, available }}
            product="alder-linen-shirt"
            {...(lowStockAt === undefined ? {} : { lowStockAt })}
          />
        </Provider>,
      );
    expect(html(3)).toMatch(/data-testid="low-stock"[^>]*>Only 3 left</);
    expect(html(5)).toContain('Only 5 left');
    expect(html(6)).not.toContain('low-stock');
    expect(html(0)).not.toContain('low-stock');
    expect(html(8, 10)).toContain('Only 8 left');
    expect(html(1, null)).not.toContain('low-stock');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithStore(
      <AddToCartForm
        variant={variant}
        product="alder-linen-shirt"
        errors={{ form: 'Could not add to cart, please try again' }}
      />,
      { cart: null },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
