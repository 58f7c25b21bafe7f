import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreProvider, createStoreClient } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { demoPaymentIcons } from '../../fixtures/checkout';
import { IMAGE_WIDTHS } from '../../image/image';
import { CheckoutPage, type CheckoutPageProps } from './CheckoutPage';
import {
  demoCheckoutCart,
  demoCheckoutCountries,
  demoCheckoutCountry,
  demoCheckoutValues,
  demoPaymentOptions,
} from './fixtures';

/** A store whose `/cart/shipping` answers the cart repriced for the chosen method, after `gate`. */
function setup(gate: Promise<unknown> = Promise.resolve()) {
  const posted: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/api/store', '');
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    posted.push({ path, body });
    await gate;
    const cart = demoCheckoutCart((body as { method_id?: string } | null)?.method_id ?? 'standard');
    return new Response(JSON.stringify(cart), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  const client = createStoreClient({ baseUrl: 'http://shop.test/api/store', fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} initialCart={null} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <main>{children}</main>
    </StoreProvider>
  );
  return { posted, wrapper };
}

const base: CheckoutPageProps = {
  step: 'all_in_one_checkout',
  cart: demoCheckoutCart(),
  countries: demoCheckoutCountries,
  country: demoCheckoutCountry,
  values: demoCheckoutValues,
  paymentMethods: demoPaymentOptions,
  paymentIcons: demoPaymentIcons,
  idempotencyKey: 'co_0123456789abcdef',
  locale: 'en-US',
};

const payButton = () => screen.getByTestId('pay-button');

// jsdom lays nothing out; Radix's radio group measures its items.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

describe('CheckoutPage', () => {
  it('is a real form without scripts: each step posts its intent and fields, the payment its key and the total shown', () => {
    const { wrapper: Wrapper } = setup();
    for (const [step, intent] of [
      ['contact_information', 'contact'],
      ['shipping_method', 'shipping'],
      ['payment_method', 'pay'],
      ['all_in_one_checkout', 'pay'],
    ] as const) {
      document.body.innerHTML = renderToString(
        <Wrapper>
          <CheckoutPage {...base} step={step} />
        </Wrapper>,
      );
      const form = document.querySelector('form')!;
      expect(form.getAttribute('method'), step).toBe('post');
      const submit = form.querySelector<HTMLButtonElement>(`button[type="submit"][name="intent"][value="${intent}"]`);
      expect(submit, step).not.toBeNull();
      const data = new FormData(form, submit);
      expect(data.get('intent')).toBe(intent);
      if (intent === 'pay') {
        expect(data.get('idempotency_key')).toBe('co_0123456789abcdef');
        expect(Number(data.get('expected_total'))).toBe(base.cart.cart_total);
      }
      if (step === 'contact_information' || step === 'all_in_one_checkout') {
        expect(data.get('email')).toBe('maya@example.com');
        expect(data.get('shipping_address.city')).toBe('Portland');
        expect(data.get('shipping_address.province')).toBe('OR');
      }
    }
    document.body.innerHTML = '';
  });

  it('shows the server’s total on the pay button and in the summary, and both follow a new shipping method', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const { posted, wrapper } = setup(new Promise<void>((resolve) => (answer = resolve)));
    render(<CheckoutPage {...base} />, { wrapper });
    const standard = demoCheckoutCart('standard').cart_total;
    const express = demoCheckoutCart('express').cart_total;
    expect(payButton()).toHaveAttribute('data-amount', String(standard));
    expect(payButton()).toHaveTextContent(`Pay $${(standard / 100).toFixed(2)}`);
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    // Until the server answers, paying waits: the amount may be about to change.
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    expect(posted).toEqual([{ path: '/cart/shipping', body: { method_id: 'express' } }]);
    await act(async () => answer());
    await waitFor(() => expect(payButton()).toHaveAttribute('data-amount', String(express)));
    expect(payButton()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByTestId('summary-total')).toHaveAttribute('data-amount', String(express));
    expect(document.querySelector<HTMLInputElement>('input[name="expected_total"]')!.value).toBe(String(express));
    expect(document.querySelector<HTMLInputElement>('input[name="shipping_method_id"]:checked')!.value).toBe('express');
  });

  it('says a refusal in place, focused, with its code; field messages sit on their fields', async () => {
    const { wrapper } = setup();
    const { rerender } = render(
      <CheckoutPage {...base} errors={{ 'shipping_address.city': 'Enter a city', email: 'Enter a valid email' }} />,
      { wrapper },
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter a city');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByTestId('checkout-error')).toHaveTextContent('Please check the highlighted fields.');
    rerender(
      <CheckoutPage
        {...base}
        failure={{ code: 'PAYMENT_CARD_DECLINED', message: 'Your card was declined.', key: 1 }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-code', 'PAYMENT_CARD_DECLINED');
    expect(alert).toHaveFocus();
  });

  it('disables the card fields of a method that is not chosen, so no card number goes with another method', async () => {
    const user = userEvent.setup();
    const { wrapper } = setup();
    render(<CheckoutPage {...base} step="payment_method" />, { wrapper });
    const number = screen.getByLabelText('Card number');
    expect(number).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(number).toBeDisabled();
    expect(new FormData(number.closest('form')!).has('card.number')).toBe(false);
  });

  it('reviews the earlier steps with links back, and shows the steps', () => {
    const { wrapper } = setup();
    render(
      <CheckoutPage
        {...base}
        step="payment_method"
        review={{ email: 'maya@example.com', shipTo: '2150 NW Lovejoy St, Portland, OR 97210' }}
      />,
      { wrapper },
    );
    const review = screen.getByTestId('checkout-review');
    expect(within(review).getByText('maya@example.com')).toBeInTheDocument();
    expect(
      within(review)
        .getAllByRole('link', { name: 'Change' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/checkouts/contact_information', '/checkouts/contact_information', '/checkouts/shipping']);
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toHaveTextContent('Payment');
  });

  it('starts each new step with focus on the heading, also when the button that led there stays', () => {
    const { wrapper } = setup();
    const { rerender } = render(<CheckoutPage {...base} step="contact_information" />, { wrapper });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveFocus();
    screen.getByRole('button', { name: 'Continue to shipping' }).focus();
    rerender(<CheckoutPage {...base} step="shipping_method" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(heading).toBeInTheDocument();
  });

  it('leaves focus in a field the shopper is already typing into when the page starts (typed before its scripts ran)', () => {
    const { wrapper } = setup();
    const typing = document.createElement('input');
    document.body.append(typing);
    typing.focus();
    render(<CheckoutPage {...base} step="contact_information" />, { wrapper });
    expect(typing).toHaveFocus();
    typing.remove();
  });

  it('asks the media route for a width it renders for the summary’s thumbnails', () => {
    const { wrapper } = setup();
    render(<CheckoutPage {...base} />, { wrapper });
    const images = within(screen.getByTestId('order-summary')).getAllByRole('img');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      const width = Number(new URL(image.getAttribute('src')!, 'http://shop.test').searchParams.get('w'));
      expect(IMAGE_WIDTHS).toContain(width);
      expect(width).toBeGreaterThanOrEqual(2 * Number(image.getAttribute('width')));
    }
  });

  it('has no axe violations on any step', async () => {
    const { wrapper } = setup();
    for (const step of ['contact_information', 'shipping_method', 'payment_method', 'all_in_one_checkout'] as const) {
      const { unmount } = render(<CheckoutPage {...base} step={step} />, { wrapper });
      expect(await axeViolations(), step).toEqual([]);
      unmount();
    }
  }, 30_000);
});
