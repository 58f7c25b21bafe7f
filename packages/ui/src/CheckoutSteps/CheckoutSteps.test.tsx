import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { CheckoutSteps } from './CheckoutSteps';

const items = () => within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
const states = () => items().map((item) => `${item.dataset.step}:${item.dataset.state}`);

describe('CheckoutSteps', () => {
  it('orders the steps cart → information → shipping → payment', () => {
    render(<CheckoutSteps current="contact_information" />);
    expect(items().map((item) => item.textContent)).toEqual(['Cart (completed)', 'Information', 'Shipping', 'Payment']);
    expect(states()).toEqual([
      'cart:complete',
      'contact_information:current',
      'shipping_method:upcoming',
      'payment_method:upcoming',
    ]);
  });

  it('links back to completed steps only, and marks the current step', () => {
    render(<CheckoutSteps current="payment_method" />);
    expect(screen.getByRole('link', { name: 'Information (completed)' })).toHaveAttribute(
      'href',
      '/checkouts/contact_information',
    );
    expect(screen.getByRole('link', { name: 'Shipping (completed)' })).toHaveAttribute('href', '/checkouts/shipping');
    expect(screen.getByRole('link', { name: 'Cart (completed)' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('link', { name: /Payment/ })).toBeNull();
    expect(screen.getByText('Payment')).toHaveAttribute('aria-current', 'step');
  });

  it('does not link to steps ahead', () => {
    render(<CheckoutSteps current="shipping_method" />);
    expect(screen.queryByRole('link', { name: /Payment/ })).toBeNull();
    expect(states()).toContain('payment_method:upcoming');
  });

  it('shows cart › checkout for the all-in-one checkout', () => {
    render(<CheckoutSteps current="all_in_one_checkout" />);
    expect(states()).toEqual(['cart:complete', 'all_in_one_checkout:current']);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-mode', 'all-in-one');
  });

  it('takes hrefs and labels', () => {
    render(
      <CheckoutSteps
        current="payment_method"
        hrefs={{ shipping_method: '/checkouts/c0ffee42?step=shipping_method' }}
        labels={{ shipping_method: 'Versand', completed: '(erledigt)' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Versand (erledigt)' })).toHaveAttribute(
      'href',
      '/checkouts/c0ffee42?step=shipping_method',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<CheckoutSteps current="shipping_method" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
