import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { json, renderWithStore, storeProviderFor } from '../../../test/store';
import { demoCsrf, demoOrderHistory, demoProfile, demoWishItems } from '../../fixtures/account';
import { demoCart } from '../../fixtures/demo';
import { RegisterPage, ResetPasswordPage, SignInPage } from './AuthPages';
import { OrderHistoryPage } from './OrderHistoryPage';
import { OrderTrackingPage } from './OrderTrackingPage';
import { orderBadges } from './orderStatus';
import { ProfilePage } from './ProfilePage';
import { WishlistPage } from './WishlistPage';

describe('account pages', () => {
  it('sign-in is a working form without scripts: fields, return address, and a refusal that names no field', () => {
    const html = renderToString(
      <SignInPage
        returnTo="/account/orders"
        email="ada@example.com"
        message="The e-mail address or the password is not right."
      />,
    );
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('name="return_to" value="/account/orders"');
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="ada@example.com"/);
    expect(html).toContain('data-testid="form-error"');
    expect(html).not.toContain('aria-invalid');
  });

  it('sign-in empties the password once the server refuses it, and keeps the address', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SignInPage returnTo="/account" />);
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong one');
    rerender(<SignInPage returnTo="/account" message="The e-mail address or the password is not right." />);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('is not right');
  });

  it('register shows field errors by name, keeps what was typed, and says where the link went once sent', () => {
    const { rerender } = render(
      <RegisterPage
        passwordMinLength={8}
        values={{ first_name: 'Ada', email: 'ada@example' }}
        errors={{ email: 'Enter a valid email' }}
      />,
    );
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveValue('ada@example');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!)).toHaveTextContent(
      'Enter a valid email',
    );
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    expect(screen.getByText(/At least 8 characters/)).toBeInTheDocument();
    rerender(<RegisterPage passwordMinLength={8} sentTo="ada@example.com" />);
    expect(screen.getByTestId('verification-sent')).toHaveTextContent('ada@example.com');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('reset offers a new link instead of a form when the link is broken', () => {
    render(<ResetPasswordPage token="t" isLinkBroken passwordMinLength={8} message="This link has expired." />);
    expect(screen.queryByTestId('reset-form')).toBeNull();
    expect(screen.getByRole('link', { name: /new link/i })).toHaveAttribute('href', '/account/forgot');
  });

  it('profile posts intent "profile" with the CSRF token and shows the saved state', () => {
    const Provider = storeProviderFor(null);
    const html = renderToString(
      <Provider>
        <ProfilePage csrf={demoCsrf} profile={demoProfile} orderCount={0} addressCount={0} recentOrders={[]} isSaved />
      </Provider>,
    );
    expect(html).toContain('name="intent" value="profile"');
    expect(html).toContain(`name="_csrf" value="${demoCsrf}"`);
    expect(html).toContain('data-testid="form-notice"');
  });

  it('order history: one row per order with its chips, and page links that keep to the history', () => {
    render(
      <OrderHistoryPage
        email={demoProfile.email}
        csrf={demoCsrf}
        orders={demoOrderHistory}
        page={2}
        total={25}
        pageSize={10}
      />,
    );
    const cancelled = screen.getAllByTestId('order-row').find((row) => row.dataset.number === 'VT-100150')!;
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByText('Refunded')).toBeNull();
    expect(screen.getByRole('link', { name: /Newer orders/ })).toHaveAttribute('href', '/account/orders');
    expect(screen.getByRole('link', { name: /Older orders/ })).toHaveAttribute('href', '/account/orders?page=3');
  });

  it('order chips: payment and shipping, or only "cancelled"', () => {
    expect(orderBadges({ status: 'open', paymentStatus: 'partial_refund', fulfillmentStatus: 'unfulfilled' })).toEqual([
      { status: 'partiallyRefunded', tone: 'neutral' },
      { status: 'unfulfilled', tone: 'neutral' },
    ]);
    expect(orderBadges({ status: 'cancelled', paymentStatus: 'unpaid', fulfillmentStatus: 'unfulfilled' })).toEqual([
      { status: 'cancelled', tone: 'critical' },
    ]);
  });

  it('order tracking: each form posts its own intent; a refused tracking number stays typed on its field', () => {
    render(
      <OrderTrackingPage
        tracked={null}
        numberForm={{ values: { tracking_number: '12' }, errors: { tracking_number: 'Too short' } }}
      />,
    );
    expect(screen.getByTestId('tracking-form').querySelector('input[name="intent"]')).toHaveValue('order');
    expect(screen.getByTestId('tracking-number-form').querySelector('input[name="intent"]')).toHaveValue(
      'tracking-number',
    );
    expect(screen.getByLabelText('Tracking number')).toHaveValue('12');
    expect(screen.getByTestId('error-tracking_number')).toHaveTextContent('Too short');
  });

  it('wish list: without scripts each card posts add-to-cart and remove; a sold-out product offers only remove', () => {
    const Provider = storeProviderFor(null);
    const html = renderToString(
      <Provider>
        <WishlistPage isSignedIn csrf={demoCsrf} items={demoWishItems} />
      </Provider>,
    );
    expect(html.match(/name="intent" value="add-to-cart"/g)).toHaveLength(3);
    expect(html.match(/name="intent" value="remove"/g)).toHaveLength(4);
    expect(html).toMatch(/<select[^>]*name="variant_id"/);
  });

  it('wish list: hydrated, "add to cart" goes through the cart store and opens the drawer', async () => {
    const user = userEvent.setup();
    const { calls, showCart } = renderWithStore(
      <WishlistPage isSignedIn csrf={demoCsrf} items={[demoWishItems[1]!]} />,
      {
        cart: null,
        answer: () => json({ ...demoCart(), revision: demoCart().revision + 1 }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(showCart).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ method: 'POST', path: '/cart', body: { variant_id: 1011, quantity: 1 } }]);
    expect(await screen.findByTestId('wish-added')).toBeInTheDocument();
  });
});
