import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { json, renderWithStore, storeProviderFor, type StoreCall } from '../../test/store';
import { demoCart } from '../fixtures/demo';
import { demoCoatProduct } from '../fixtures/checkout';
import { QuickAddToCart } from './QuickAddToCart';

const added = () => json({ ...demoCart(), revision: demoCart().revision + 1 });
const adds = (calls: StoreCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/cart');

const single = { ...demoCoatProduct, options: [], variants: [demoCoatProduct.variants[1]!] };

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Quick add Harbor Wool Coat' }));
  return screen.findByRole('dialog', { name: 'Choose options for Harbor Wool Coat' });
}

describe('QuickAddToCart', () => {
  it('asks to select a variant when Add is pressed before every option is chosen', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithStore(<QuickAddToCart product={demoCoatProduct} />, {
      cart: demoCart(),
      answer: added,
    });
    await openPanel(user);
    await user.click(screen.getByRole('radio', { name: 'Camel' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please, select at least one variant');
    expect(adds(calls)).toEqual([]);
  });

  it('adds the variant matching the chosen options through useCart, closes, and shows the cart the theme’s way', async () => {
    const user = userEvent.setup();
    const { calls, showCart } = renderWithStore(<QuickAddToCart product={demoCoatProduct} />, {
      cart: demoCart(),
      answer: added,
    });
    await openPanel(user);
    await user.click(screen.getByRole('radio', { name: 'Camel' }));
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adds(calls).map((call) => call.body)).toEqual([{ variant_id: 1024, quantity: 1 }]); // Camel / M
    expect(showCart).toHaveBeenCalledTimes(1);
  });

  it('strikes out values no in-stock variant has with the other choices', async () => {
    const user = userEvent.setup();
    renderWithStore(<QuickAddToCart product={demoCoatProduct} />, { cart: demoCart() });
    await openPanel(user);
    expect(screen.getByRole('radio', { name: 'S' }).closest('label')).not.toHaveAttribute('data-unavailable');
    await user.click(screen.getByRole('radio', { name: 'Camel' }));
    expect(screen.getByRole('radio', { name: 'S, Sold out' }).closest('label')).toHaveAttribute('data-unavailable');
    await user.click(screen.getByRole('radio', { name: 'S, Sold out' }));
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows pending while adding and the failure message after', async () => {
    const user = userEvent.setup();
    let fail: (response: Response) => void = () => {};
    const { calls } = renderWithStore(<QuickAddToCart product={demoCoatProduct} />, {
      cart: demoCart(),
      answer: () => new Promise<Response>((resolve) => (fail = resolve)),
    });
    await openPanel(user);
    await user.click(screen.getByRole('radio', { name: 'Charcoal' }));
    await user.click(screen.getByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const pending = screen.getByRole('button', { name: 'Adding…' });
    expect(pending).toHaveAttribute('data-pending');
    await user.click(pending);
    expect(adds(calls)).toHaveLength(1);
    fail(json({ status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 3 left in stock', field: 'quantity' }, 422));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 left in stock');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('adds a single-variant product at once', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithStore(<QuickAddToCart product={single} />, { cart: demoCart(), answer: added });
    await user.click(screen.getByRole('button', { name: 'Add to cart: Harbor Wool Coat' }));
    await waitFor(() =>
      expect(adds(calls).map((call) => call.body)).toEqual([{ variant_id: single.variants[0]!.ID, quantity: 1 }]),
    );
  });

  it('works without JavaScript: a single variant posts the add intent, options lead to the product page', () => {
    const Provider = storeProviderFor(demoCart());
    const one = renderToString(
      <Provider>
        <QuickAddToCart product={single} />
      </Provider>,
    );
    expect(one).toMatch(/<form[^>]*action="\/cart"[^>]*method="post"/);
    expect(one).toContain(`name="variant_id" value="${single.variants[0]!.ID}"`);
    expect(one).toMatch(/<button[^>]*value="add"/);
    const many = renderToString(
      <Provider>
        <QuickAddToCart product={demoCoatProduct} />
      </Provider>,
    );
    expect(many).toMatch(
      new RegExp(
        `<form[^>]*method="get"[^>]*action="/products/${demoCoatProduct.handle}"|<form[^>]*action="/products/${demoCoatProduct.handle}"[^>]*method="get"`,
      ),
    );
  });

  it('from a card’s summary, asks for the product only when the shopper reaches for quick add, then adds the chosen variant', async () => {
    const user = userEvent.setup();
    const { variants, options, ...summary } = demoCoatProduct;
    const { calls, showCart } = renderWithStore(<QuickAddToCart product={{ ...summary, single_variant_id: null }} />, {
      cart: demoCart(),
      answer: (call) => (call.method === 'GET' ? json({ product: { ...summary, variants, options } }) : added()),
    });
    expect(calls).toEqual([]);
    await openPanel(user);
    expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual([
      `/products/${demoCoatProduct.handle}`,
    ]);
    expect(screen.getByRole('button', { name: 'Quick add Harbor Wool Coat' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('radio', { name: 'Charcoal' }));
    await user.click(screen.getByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(adds(calls).map((call) => call.body)).toEqual([{ variant_id: 1022, quantity: 1 }]));
    expect(showCart).toHaveBeenCalledTimes(1);
    // Closed after the add, focus back on the card's button; a second open needs no request.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Quick add Harbor Wool Coat' })).toHaveFocus();
    await openPanel(user);
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('posts a card’s single variant straight away, and shows nothing on a sold-out card with options', () => {
    const Provider = storeProviderFor(demoCart());
    const { variants: _variants, options: _options, ...summary } = demoCoatProduct;
    const one = renderToString(
      <Provider>
        <QuickAddToCart product={{ ...summary, single_variant_id: 77 }} />
      </Provider>,
    );
    expect(one).toContain('name="variant_id" value="77"');
    expect(
      renderToString(
        <Provider>
          <QuickAddToCart product={{ ...summary, available: false, single_variant_id: null }} />
        </Provider>,
      ),
    ).toBe('');
  });

  it('has no axe violations with the panel open and an error', async () => {
    const user = userEvent.setup();
    renderWithStore(<QuickAddToCart product={demoCoatProduct} />, { cart: demoCart() });
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});
