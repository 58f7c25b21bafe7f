import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import { useCustomer } from '../customer/useCustomer';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import type { RedeemState, RewardsCampaign } from './rewards.types';
import { createExternalRewardsApi } from './rewardsApi';
import { type UseRewardsOptions, useRewards } from './useRewards';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const url = (path: string) => `${TEST_BASE_URL}${path}`;
const CAMPAIGNS: RewardsCampaign[] = [
  { id: 1, title: '$5 off', cost: 500, data: { discount_type: 'fixed_cart' } },
  { id: 2, title: '10% off', cost: 501, data: { discount_type: 'percent' } },
  { id: 3, title: 'Tote bag', cost: 200, data: { discount_type: 'gift' } },
  { title: 'Coming soon', cost: 10 },
];
const signedIn = { id: 7, email: 'ana@example.com', authToken: 'tok-given' };
const noWait = async () => undefined;

/** The relay endpoints: campaigns, and points that start at `balance` and drop by a redeem's cost. */
function rewardsServer(balance = 500) {
  const state = { balance, pointsBodies: [] as unknown[], redeemBodies: [] as unknown[] };
  server.use(
    http.get(url('/rewards/campaigns'), () => HttpResponse.json({ campaigns: CAMPAIGNS })),
    http.post(url('/rewards/points'), async ({ request }) => {
      state.pointsBodies.push(await request.json());
      return HttpResponse.json({ points: String(state.balance), points_current_with_name: `${state.balance} Points` });
    }),
    http.post(url('/rewards/redeem'), async ({ request }) => {
      const body = (await request.json()) as { templateId: number };
      state.redeemBodies.push(body);
      await delay(20);
      state.balance -= CAMPAIGNS.find((c) => c.id === body.templateId)?.cost ?? 0;
      return HttpResponse.json({ name: 'Reward', rule_code: `RWD-${body.templateId}` });
    }),
  );
  return state;
}

function renderRewards(options: UseRewardsOptions) {
  const reportError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null} reportError={reportError}>
      {children}
    </StoreProvider>
  );
  const view = renderHook(() => useRewards({ sleep: noWait, ...options }), { wrapper });
  return { ...view, reportError };
}

const byTitle = (result: { current: ReturnType<typeof useRewards> }, title: string) => {
  const view = result.current.campaigns.find((c) => c.title === title);
  if (!view) throw new Error(`no campaign ${title}`);
  return view;
};

describe('useRewards: points and campaigns', () => {
  it('shows the kinds, and redeemable when points ≥ cost', async () => {
    const state = rewardsServer(500);
    const { result } = renderRewards({ customer: signedIn });
    await waitFor(() => expect(result.current.points).toBe(500));
    await waitFor(() => expect(result.current.campaigns).toHaveLength(4));
    expect(result.current.pointsLabel).toBe('500 Points');
    expect(result.current.status).toBe('idle');
    expect(state.pointsBodies).toEqual([{ customerId: '7', customerEmail: 'ana@example.com', authToken: 'tok-given' }]);
    expect(result.current.campaigns.map((c) => [c.title, c.kind, c.isRedeemable, c.isRedeemDisabled])).toEqual([
      ['$5 off', 'fixed-amount', true, false], // cost 500 = points
      ['10% off', 'percentage', false, true], // cost 501 = points + 1
      ['Tote bag', 'product', true, false],
      ['Coming soon', 'product', true, true], // no campaign id
    ]);
  });

  it('fetches the token when the customer has none', async () => {
    const state = rewardsServer();
    server.use(http.get(url('/stamped/getToken'), () => HttpResponse.json({ token: 'tok-fetched' })));
    const { result } = renderRewards({ customer: { id: 7, email: 'ana@example.com' } });
    await waitFor(() => expect(result.current.points).toBe(500));
    expect(state.pointsBodies).toEqual([
      { customerId: '7', customerEmail: 'ana@example.com', authToken: 'tok-fetched' },
    ]);
  });

  it('goes on with an empty token after 3 failed token tries', async () => {
    const state = rewardsServer();
    let tries = 0;
    server.use(
      http.get(url('/stamped/getToken'), () => {
        tries += 1;
        return HttpResponse.json({ status: 500, code: 'INTERNAL_ERROR', message: 'Boom' }, { status: 500 });
      }),
    );
    const { result } = renderRewards({ customer: { id: 7, email: 'ana@example.com', authToken: null } });
    await waitFor(() => expect(result.current.points).toBe(500));
    expect(tries).toBe(3);
    expect(state.pointsBodies).toEqual([{ customerId: '7', customerEmail: 'ana@example.com', authToken: '' }]);
  });

  it('shows campaigns but no points to a visitor, and redeems nothing', async () => {
    const state = rewardsServer();
    const { result } = renderRewards({ customer: null });
    await waitFor(() => expect(result.current.campaigns).toHaveLength(4));
    expect(result.current.points).toBeNull();
    expect(result.current.isSignedIn).toBe(false);
    expect(result.current.campaigns.every((c) => !c.isRedeemable && c.isRedeemDisabled)).toBe(true);
    let outcome: RedeemState | undefined;
    await act(async () => {
      outcome = await result.current.redeem(1);
    });
    expect(outcome).toEqual({ status: 'idle' });
    expect(state.pointsBodies).toHaveLength(0);
    expect(state.redeemBodies).toHaveLength(0);
  });

  it('uses the signed-in customer from useCustomer by default', async () => {
    const state = rewardsServer();
    server.use(
      http.get(url('/account/info'), () =>
        HttpResponse.json({ id: 7, email: 'ana@example.com', address_book_count: 1 }),
      ),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null}>
        {children}
      </StoreProvider>
    );
    const { result } = renderHook(
      () => {
        useCustomer({ initialCustomer: { loginStatus: true, authToken: 'tok-session' } });
        return useRewards();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.points).toBe(500));
    expect(state.pointsBodies).toEqual([
      { customerId: '7', customerEmail: 'ana@example.com', authToken: 'tok-session' },
    ]);
  });
});

describe('useRewards: options made inline', () => {
  it('fetches once even when the adapter and callbacks are new objects on every render', async () => {
    const calls = { campaigns: 0, points: 0 };
    const PROVIDER = 'https://loyalty.test';
    server.use(
      http.get(`${PROVIDER}/campaigns`, () => {
        calls.campaigns += 1;
        return HttpResponse.json(CAMPAIGNS);
      }),
      http.post(`${PROVIDER}/points`, () => {
        calls.points += 1;
        return HttpResponse.json({ points: 900, points_current_with_name: '900 Points' });
      }),
    );
    const client = createStoreClient({ baseUrl: TEST_BASE_URL });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider client={client} initialCart={null} reportError={(error) => console.error(error)}>
        {children}
      </StoreProvider>
    );
    const { result, rerender } = renderHook(
      () =>
        useRewards({
          customer: { ...signedIn },
          rewardsApi: createExternalRewardsApi({ baseUrl: PROVIDER, apiKey: 'pk', storeId: 's1' }),
          sleep: async () => undefined,
          onRedeemed: () => undefined,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.points).toBe(900));
    rerender();
    rerender();
    await act(async () => new Promise<void>((resolve) => setTimeout(resolve, 30)));
    expect(calls).toEqual({ campaigns: 1, points: 1 });
  });
});

describe('useRewards: redeem', () => {
  it('goes idle → loading (disabled) → success with the coupon, once per click while loading, then refreshes points', async () => {
    const state = rewardsServer(700);
    const onRedeemed = vi.fn();
    const { result } = renderRewards({ customer: signedIn, onRedeemed });
    await waitFor(() => expect(byTitle(result, '$5 off').isRedeemable).toBe(true));
    expect(byTitle(result, '$5 off').redeem).toEqual({ status: 'idle' });

    let first: Promise<RedeemState> = Promise.resolve({ status: 'idle' });
    let second: Promise<RedeemState> = first;
    act(() => {
      first = result.current.redeem(byTitle(result, '$5 off').campaign);
      second = result.current.redeem(1);
    });
    expect(byTitle(result, '$5 off')).toMatchObject({ redeem: { status: 'loading' }, isRedeemDisabled: true });
    expect(byTitle(result, 'Tote bag').redeem).toEqual({ status: 'idle' });
    expect(await second).toEqual({ status: 'loading' });
    await act(async () => {
      expect(await first).toEqual({ status: 'success', coupon: { name: 'Reward', code: 'RWD-1' } });
    });
    expect(byTitle(result, '$5 off').redeem).toEqual({ status: 'success', coupon: { name: 'Reward', code: 'RWD-1' } });
    expect(state.redeemBodies).toEqual([
      { templateId: 1, customerId: '7', customerEmail: 'ana@example.com', authToken: 'tok-given' },
    ]);
    expect(onRedeemed).toHaveBeenCalledWith({ name: 'Reward', code: 'RWD-1' });
    await waitFor(() => expect(result.current.points).toBe(200));

    act(() => result.current.resetRedeem(1));
    expect(byTitle(result, '$5 off').redeem).toEqual({ status: 'idle' });
  });

  it('sends nothing for an item without a campaign id', async () => {
    const state = rewardsServer(900);
    const { result } = renderRewards({ customer: signedIn });
    await waitFor(() => expect(result.current.points).toBe(900));
    let outcome: RedeemState | undefined;
    await act(async () => {
      outcome = await result.current.redeem(byTitle(result, 'Coming soon').campaign);
    });
    expect(outcome).toEqual({ status: 'idle' });
    expect(state.redeemBodies).toHaveLength(0);
  });

  it('shows the server message on failure and enables the button again', async () => {
    rewardsServer(900);
    server.use(
      http.post(url('/rewards/redeem'), () =>
        HttpResponse.json({ status: 422, code: 'CAMPAIGN_ENDED', message: 'This reward has ended' }, { status: 422 }),
      ),
    );
    const { result } = renderRewards({ customer: signedIn });
    await waitFor(() => expect(byTitle(result, '$5 off').isRedeemable).toBe(true));
    await act(async () => {
      await result.current.redeem(1);
    });
    expect(byTitle(result, '$5 off')).toMatchObject({
      redeem: { status: 'failure', message: 'This reward has ended' },
      isRedeemDisabled: false,
    });
  });

  it("with a provider called directly: shows the error's own message and reports it", async () => {
    const PROVIDER = 'https://loyalty.test';
    server.use(
      http.get(`${PROVIDER}/campaigns`, () => HttpResponse.json(CAMPAIGNS)),
      http.post(`${PROVIDER}/points`, () => HttpResponse.json({ points: 900, points_current_with_name: '900 Points' })),
      http.post(`${PROVIDER}/redeem`, () => HttpResponse.error()),
    );
    const rewardsApi = createExternalRewardsApi({ baseUrl: PROVIDER, apiKey: 'pk', storeId: 's1' });
    const { result, reportError } = renderRewards({ customer: signedIn, rewardsApi });
    await waitFor(() => expect(byTitle(result, 'Tote bag').isRedeemable).toBe(true));
    await act(async () => {
      await result.current.redeem(3);
    });
    expect(byTitle(result, 'Tote bag').redeem).toEqual({
      status: 'failure',
      message: 'Could not reach the rewards service. Check your connection and try again.',
    });
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
