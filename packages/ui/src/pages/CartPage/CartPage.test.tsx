import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@vitrine/headless';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { json, renderWithStore, storeProviderFor } from '../../../test/store';
import { demoCart } from '../../fixtures/demo';
import { CartPage, type CartPageProps } from './CartPage';

const cart = demoCart();
const props: CartPageProps = {
  cart,
  limits: { min: null, max: null },
  noteMaxLength: 500,
  countries: [
    { code: 'US', name: 'United States' },
    { code: 'FR', name: 'France' },
  ],
  states: {
    code: 'US',
    states: [
      { code: 'CA', name: 'California' },
      { code: 'NY', name: 'New York' },
    ],
  },
};
const withMethods: Cart = {
  ...cart,
  revision: cart.revision + 1,
  address: { country: 'US', province: 'CA', postcode: '94105' },
  shipping: {
    methods: [
      { id: '1', title: 'Standard shipping', cost: 0, regular_cost: 695 },
      { id: '2', title: 'Express shipping', cost: 1495 },
    ],
    selected: '1',
  },
};

describe('CartPage', () => {
  it('is a page of working forms without JavaScript, every one posting a cart intent to /cart', () => {
    const Provider = storeProviderFor(withMethods);
    const html = renderToString(
      <Provider>
        <CartPage
          {...props}
          cart={withMethods}
          errors={{ code: 'The coupon code did not match', note: 'Character limit reached!' }}
          values={{ intent: 'coupon-apply', code: 'NOPE' }}
        />
      </Provider>,
    );
    const intents = [...html.matchAll(/name="intent"[^>]*value="([a-z-]+)"|value="([a-z-]+)"[^>]*name="intent"/g)].map(
      (m) => m[1] ?? m[2],
    );
    expect(new Set(intents)).toEqual(
      new Set(['update', 'remove', 'coupon-apply', 'estimate', 'shipping', 'note', 'start-checkout']),
    );
    for (const form of html.match(/<form[^>]*>/g) ?? []) expect(form).toContain('action="/cart"');
    expect(html).toMatch(/<input[^>]*name="code"[^>]*value="NOPE"/);
    expect(html).toContain('The coupon code did not match');
    expect(html).toMatch(/<textarea[^>]*maxLength="500"/);
  });

  it('blocks checkout with the store’s minimum in the shopper’s words (spec 5)', () => {
    const low: Cart = {
      ...cart,
      notices: [{ type: 'error', code: 'CART_TOTAL_TOO_LOW', message: 'Must have at least $500.00 in total' }],
    };
    renderWithStore(
      <CartPage
        {...props}
        cart={low}
        limits={{ min: 50000, max: null }}
        locale="de-DE"
        labels={{ minTotal: (p) => `Mindestens ${p}` }}
      />,
      { cart: low },
    );
    expect(screen.getByTestId('cart-limit')).toHaveTextContent('Mindestens $500.00');
    expect(screen.getByTestId('checkout-button')).toBeDisabled();
  });

  it('counts the note’s characters left live and saves it through useCart', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithStore(<CartPage {...props} />, {
      cart,
      answer: () => json({ ...cart, revision: cart.revision + 1, note: 'Ring twice' }),
    });
    const note = screen.getByLabelText(/Note for the store/);
    await user.type(note, 'Ring twice');
    expect(screen.getByTestId('note-remaining')).toHaveTextContent('490 characters left');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByText('Your note is saved.')).toBeInTheDocument());
    expect(calls).toEqual([{ method: 'POST', path: '/cart/note', body: { note: 'Ring twice' } }]);
  });

  it('estimates shipping from country, state and postcode, then picks a method, all priced by the server', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithStore(<CartPage {...props} />, {
      cart,
      answer: (call) =>
        json(
          call.path === '/cart/shipping'
            ? {
                ...withMethods,
                revision: withMethods.revision + 1,
                shipping: { ...withMethods.shipping, selected: '2' },
              }
            : withMethods,
        ),
    });
    await user.selectOptions(screen.getByLabelText('Country/region'), 'US');
    await user.selectOptions(screen.getByLabelText('State/province'), 'CA');
    await user.type(screen.getByLabelText('Postal code'), '94105');
    await user.click(screen.getByRole('button', { name: 'Show shipping options' }));
    const express = await screen.findByRole('radio', { name: /Express shipping/ });
    await user.click(express);
    await waitFor(() => expect(express).toBeChecked());
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/cart/address', { country: 'US', province: 'CA', postcode: '94105' }],
      ['POST', '/cart/shipping', { method_id: '2' }],
    ]);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithStore(<CartPage {...props} cart={withMethods} />, { cart: withMethods });
    expect(await axeViolations(container)).toEqual([]);
  });
});
