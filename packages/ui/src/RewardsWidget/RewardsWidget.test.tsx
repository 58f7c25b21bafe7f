import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreClient, StoreProvider } from '@vitrine/headless';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoCampaigns, demoPoints } from '../fixtures/feedback';
import { RewardsWidget, type RewardsWidgetProps } from './RewardsWidget';

const customer = { id: 7, email: 'ines@example.com', authToken: 'signed-token' };

type Route = (body: unknown) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** A store API that answers the rewards relay. */
function fakeFetch(redeem: Route) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const answer = url.pathname.endsWith('/rewards/points')
      ? { status: 200, body: demoPoints }
      : url.pathname.endsWith('/rewards/campaigns')
        ? { status: 200, body: { campaigns: demoCampaigns } }
        : url.pathname.endsWith('/rewards/redeem')
          ? await redeem(body)
          : { status: 404, body: { code: 'NOT_FOUND', message: 'Not Found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function renderWidget(
  props: Partial<RewardsWidgetProps>,
  redeem: Route = () => ({ status: 200, body: { name: '$5 off', rule_code: 'RWD-5OFF-8K2Q' } }),
) {
  const fetch = fakeFetch(redeem);
  const client = createStoreClient({ baseUrl: 'http://store.test/api/store', fetch });
  render(
    <StoreProvider client={client} initialCart={null} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <RewardsWidget {...props} />
    </StoreProvider>,
  );
  return fetch;
}

describe('RewardsWidget', () => {
  it('asks a visitor to sign in and lists campaigns without redeem buttons', async () => {
    renderWidget({ customer: null, signInHref: '/login' });
    expect(screen.getByRole('region', { name: 'Rewards' })).toHaveAttribute('data-state', 'signed-out');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(await screen.findByText('$5 off your order')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Redeem/ })).toBeNull();
  });

  it('shows the balance, costs and a disabled "Not enough points" button', async () => {
    renderWidget({ customer });
    expect(await screen.findByText('1,350 Points')).toBeInTheDocument();
    expect(await screen.findByText('2,500 points · Free product')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem $5 off your order' })).toBeEnabled();
    const short = screen.getByRole('button', { name: 'Not enough points' });
    expect(short).toBeDisabled();
    expect(short.closest('li')).toHaveAttribute('data-state', 'insufficient');
  });

  it('redeems: loading, then the coupon view with a copy button', async () => {
    let release!: () => void;
    const copy = vi.fn(() => Promise.resolve());
    renderWidget(
      { customer, copyToClipboard: copy },
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { name: '$5 off', rule_code: 'RWD-5OFF-8K2Q' } });
        }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem $5 off your order' }));
    const loading = screen.getByRole('button', { name: 'Redeeming…' });
    expect(loading).toBeDisabled();
    expect(loading.closest('li')).toHaveAttribute('data-state', 'loading');
    release();
    const coupon = await screen.findByRole('status');
    expect(within(coupon).getByText('RWD-5OFF-8K2Q')).toBeInTheDocument();
    await userEvent.click(within(coupon).getByRole('button', { name: 'Copy code' }));
    expect(copy).toHaveBeenCalledWith('RWD-5OFF-8K2Q');
    expect(await within(coupon).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await userEvent.click(within(coupon).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Redeem $5 off your order' })).toBeEnabled();
  });

  it('shows a failed redeem as an error toast with the server message and restores the button', async () => {
    renderWidget({ customer }, () => ({
      status: 422,
      body: { code: 'REDEEM_FAILED', message: 'This reward is no longer available' },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem 15% off your order' }));
    const toast = await screen.findByText('This reward is no longer available');
    expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'error');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redeem 15% off your order' })).toBeEnabled());
  });

  it('has no axe violations', async () => {
    renderWidget({ customer });
    await screen.findByText('1,350 Points');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
