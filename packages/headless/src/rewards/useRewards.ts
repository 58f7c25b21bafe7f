import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { type StoreApiError, toStoreApiError } from '../client/StoreApiError';
import type { CustomerId } from '../customer/customer.types';
import { useCustomer } from '../customer/useCustomer';
import { useReportError, useStoreClient } from '../provider/StoreProvider';
import { IDLE_REDEEM, campaignIdOf, campaignView, couponFromRedeem, redeemErrorMessage } from './rewards';
import type {
  CampaignId,
  RedeemState,
  RedeemedCoupon,
  RewardsApi,
  RewardsCampaign,
  RewardsCampaignView,
  RewardsCustomer,
  RewardsStatus,
} from './rewards.types';
import { createStoreRewardsApi } from './rewardsApi';
import { INITIAL_REWARDS_STATE, rewardsReducer, rewardsStatus } from './rewardsState';
import { fetchRewardsToken } from './rewardsToken';

/** Who the rewards calls are made for; `authToken` is fetched (`/stamped/getToken`) when not given. */
export interface RewardsCustomerInput {
  id: CustomerId | null;
  email: string | null;
  authToken?: string | null;
}

export interface UseRewardsOptions {
  /** The signed-in customer; defaults to `useCustomer()` when signed in. `null` = a visitor (no points, no redeem). */
  customer?: RewardsCustomerInput | null;
  /**
   * The provider's calls; defaults to `createStoreRewardsApi(client)` (the store API relay).
   * Read when a call is made: passing a new adapter does not refetch (the lists load on mount and when the client changes).
   */
  rewardsApi?: RewardsApi;
  /** Waits between token tries; defaults to `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
  /** Called after a successful redeem, e.g. to copy the code or apply it. */
  onRedeemed?: (coupon: RedeemedCoupon) => void;
}

/** What `useRewards` returns. */
export interface UseRewardsResult {
  /** Points balance; `null` for a visitor or until loaded. */
  points: number | null;
  /** The balance as the provider words it (`points_current_with_name`). */
  pointsLabel: string | null;
  campaigns: RewardsCampaignView[];
  status: RewardsStatus;
  isLoading: boolean;
  isSignedIn: boolean;
  /** The last failure to load points or campaigns. */
  error: StoreApiError | null;
  /** Redeems a campaign; resolves with the button's new state (never rejects). No request without a campaign id or a customer. */
  redeem(campaign: RewardsCampaign | CampaignId): Promise<RedeemState>;
  /** Puts a campaign's button back to idle (e.g. closing the coupon view). */
  resetRedeem(campaignId: CampaignId): void;
  refreshPoints(): Promise<void>;
}

const NO_CUSTOMER: Promise<RewardsCustomer | null> = Promise.resolve(null);

/**
 * The loyalty-rewards widget (spec 2, 3, 4, 5, 7, 8): the signed-in
 * customer's points, the campaigns (fixed amount, percentage or product),
 * which ones the points cover, and a redeem button per campaign that goes
 * idle → loading (disabled) → success (coupon view) | failure (enabled, with
 * the server's message or the error's own).
 *
 * @example
 * function RewardsWidget() {
 *   const { pointsLabel, campaigns, redeem } = useRewards();
 *   return campaigns.map((c) =>
 *     c.redeem.status === 'success' ? (
 *       <p key={c.title}>Your code: <code>{c.redeem.coupon.code}</code></p>
 *     ) : (
 *       <button key={c.title} disabled={c.isRedeemDisabled} data-state={c.redeem.status} onClick={() => redeem(c.campaign)}>
 *         Redeem {c.title} ({c.cost}) {c.redeem.status === 'failure' && <span role="alert">{c.redeem.message}</span>}
 *       </button>
 *     ),
 *   );
 * }
 */
export function useRewards(options: UseRewardsOptions = {}): UseRewardsResult {
  const client = useStoreClient();
  const reportError = useReportError();
  const signedIn = useCustomer();
  const customer = options.customer !== undefined ? options.customer : signedIn.loginStatus ? signedIn.customer : null;
  const { rewardsApi } = options;
  const api = useMemo(() => rewardsApi ?? createStoreRewardsApi(client), [rewardsApi, client]);
  const [state, dispatch] = useReducer(rewardsReducer, INITIAL_REWARDS_STATE);
  const identity = useRef(NO_CUSTOMER);
  const redeeming = useRef(new Set<string>());
  // Read through a ref: an adapter, callback or reporter made inline on every render must not refetch anything.
  const latest = useRef({ api, reportError, sleep: options.sleep, onRedeemed: options.onRedeemed });
  useEffect(() => {
    latest.current = { api, reportError, sleep: options.sleep, onRedeemed: options.onRedeemed };
  });

  /** Store API failures are reported by the provider; a provider called directly is reported here. */
  const report = useCallback((error: unknown, where: string) => {
    if (latest.current.api.source === 'external') latest.current.reportError(error, { where });
  }, []);

  const loadPoints = useCallback(
    async (isCurrent: () => boolean) => {
      const who = await identity.current;
      if (!who || !isCurrent()) return;
      dispatch({ type: 'points/loading' });
      try {
        const response = await latest.current.api.getPoints(who);
        if (isCurrent()) dispatch({ type: 'points/loaded', response });
      } catch (error) {
        if (!isCurrent()) return;
        dispatch({ type: 'points/failed', error: toStoreApiError(error) });
        report(error, 'rewards.points');
      }
    },
    [report],
  );

  useEffect(() => {
    let isCurrent = true;
    dispatch({ type: 'campaigns/loading' });
    latest.current.api.listCampaigns().then(
      (campaigns) => isCurrent && dispatch({ type: 'campaigns/loaded', campaigns }),
      (error: unknown) => {
        if (!isCurrent) return;
        dispatch({ type: 'campaigns/failed', error: toStoreApiError(error) });
        report(error, 'rewards.campaigns');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [client, report]);

  const id = customer?.id ?? null;
  const email = customer?.email ?? null;
  const givenToken = customer?.authToken || null;
  useEffect(() => {
    if (id === null || !email) {
      identity.current = NO_CUSTOMER;
      dispatch({ type: 'points/cleared' });
      return;
    }
    let isCurrent = true;
    const { sleep } = latest.current;
    const token = givenToken === null ? fetchRewardsToken(client, sleep ? { sleep } : {}) : Promise.resolve(givenToken);
    identity.current = token.then((authToken) => ({ id, email, authToken }));
    void loadPoints(() => isCurrent);
    return () => {
      isCurrent = false;
    };
  }, [client, id, email, givenToken, loadPoints]);

  const hasCustomer = id !== null && Boolean(email);
  const redeem = useCallback(
    async (target: RewardsCampaign | CampaignId): Promise<RedeemState> => {
      const campaignId = typeof target === 'object' ? campaignIdOf(target) : campaignIdOf({ id: target });
      if (campaignId === null || !hasCustomer) return IDLE_REDEEM; // spec 5: only with a campaign id
      const key = String(campaignId);
      if (redeeming.current.has(key)) return { status: 'loading' };
      redeeming.current.add(key);
      dispatch({ type: 'redeem/started', campaignId: key });
      try {
        const who = await identity.current;
        if (!who) throw new Error('Sign in to redeem points.');
        const coupon = couponFromRedeem(await latest.current.api.redeem({ templateId: campaignId, customer: who }));
        dispatch({ type: 'redeem/succeeded', campaignId: key, coupon });
        latest.current.onRedeemed?.(coupon);
        void loadPoints(() => true); // the balance went down
        return { status: 'success', coupon };
      } catch (error) {
        const message = redeemErrorMessage(error);
        dispatch({ type: 'redeem/failed', campaignId: key, message });
        report(error, 'rewards.redeem');
        return { status: 'failure', message };
      } finally {
        redeeming.current.delete(key);
      }
    },
    [hasCustomer, loadPoints, report],
  );

  const resetRedeem = useCallback((campaignId: CampaignId) => {
    dispatch({ type: 'redeem/reset', campaignId: String(campaignId) });
  }, []);
  const refreshPoints = useCallback(() => loadPoints(() => true), [loadPoints]);

  const campaigns = useMemo(
    () =>
      state.campaigns.map((campaign) => {
        const campaignId = campaignIdOf(campaign);
        const button = campaignId === null ? IDLE_REDEEM : (state.redeems[String(campaignId)] ?? IDLE_REDEEM);
        return campaignView(campaign, state.points, button);
      }),
    [state.campaigns, state.redeems, state.points],
  );
  const status = rewardsStatus(state);
  return useMemo(
    () => ({
      points: state.points,
      pointsLabel: state.pointsLabel,
      campaigns,
      status,
      isLoading: status === 'loading',
      isSignedIn: hasCustomer,
      error: state.error,
      redeem,
      resetRedeem,
      refreshPoints,
    }),
    [state.points, state.pointsLabel, state.error, campaigns, status, hasCustomer, redeem, resetRedeem, refreshPoints],
  );
}
