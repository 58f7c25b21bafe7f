import type { StoreApiError } from '../client/StoreApiError';
import { pointsFromResponse } from './rewards';
import type {
  RedeemState,
  RedeemedCoupon,
  RewardsCampaign,
  RewardsPointsResponse,
  RewardsStatus,
} from './rewards.types';

/** What the rewards widget knows (plain data; `useRewards` keeps it with `useReducer`). */
export interface RewardsState {
  points: number | null;
  /** `points_current_with_name`, e.g. "120 Points". */
  pointsLabel: string | null;
  pointsStatus: RewardsStatus;
  campaigns: readonly RewardsCampaign[];
  campaignsStatus: RewardsStatus;
  /** Redeem button states by campaign id (as a string); missing = idle. */
  redeems: Readonly<Record<string, RedeemState>>;
  /** The last failure to load points or campaigns. */
  error: StoreApiError | null;
}

export type RewardsAction =
  | { type: 'points/loading' }
  | { type: 'points/loaded'; response: RewardsPointsResponse }
  | { type: 'points/failed'; error: StoreApiError }
  | { type: 'points/cleared' }
  | { type: 'campaigns/loading' }
  | { type: 'campaigns/loaded'; campaigns: readonly RewardsCampaign[] }
  | { type: 'campaigns/failed'; error: StoreApiError }
  | { type: 'redeem/started'; campaignId: string }
  | { type: 'redeem/succeeded'; campaignId: string; coupon: RedeemedCoupon }
  | { type: 'redeem/failed'; campaignId: string; message: string }
  | { type: 'redeem/reset'; campaignId: string };

/** Before anything has loaded. */
export const INITIAL_REWARDS_STATE: RewardsState = {
  points: null,
  pointsLabel: null,
  pointsStatus: 'idle',
  campaigns: [],
  campaignsStatus: 'idle',
  redeems: {},
  error: null,
};

function withRedeem(state: RewardsState, campaignId: string, redeem: RedeemState): RewardsState {
  return { ...state, redeems: { ...state.redeems, [campaignId]: redeem } };
}

/**
 * The rewards widget's state transitions: points and campaigns loading, and
 * each campaign's redeem button idle → loading → success | failure (spec 4).
 *
 * @example
 * const [state, dispatch] = useReducer(rewardsReducer, INITIAL_REWARDS_STATE);
 * dispatch({ type: 'redeem/started', campaignId: '12' });
 */
export function rewardsReducer(state: RewardsState, action: RewardsAction): RewardsState {
  switch (action.type) {
    case 'points/loading':
      return { ...state, pointsStatus: 'loading' };
    case 'points/loaded':
      return {
        ...state,
        points: pointsFromResponse(action.response),
        pointsLabel: action.response.points_current_with_name ?? null,
        pointsStatus: 'idle',
      };
    case 'points/failed':
      return { ...state, pointsStatus: 'error', error: action.error };
    case 'points/cleared':
      return { ...state, points: null, pointsLabel: null, pointsStatus: 'idle', redeems: {} };
    case 'campaigns/loading':
      return { ...state, campaignsStatus: 'loading' };
    case 'campaigns/loaded':
      return { ...state, campaigns: action.campaigns, campaignsStatus: 'idle' };
    case 'campaigns/failed':
      return { ...state, campaignsStatus: 'error', error: action.error };
    case 'redeem/started':
      return withRedeem(state, action.campaignId, { status: 'loading' });
    case 'redeem/succeeded':
      return withRedeem(state, action.campaignId, { status: 'success', coupon: action.coupon });
    case 'redeem/failed':
      return withRedeem(state, action.campaignId, { status: 'failure', message: action.message });
    case 'redeem/reset':
      return withRedeem(state, action.campaignId, { status: 'idle' });
  }
}

/**
 * One status for the widget: `loading` while either list loads, `error` when either failed, else `idle`.
 *
 * @example
 * rewardsStatus({ ...INITIAL_REWARDS_STATE, pointsStatus: 'loading' }); // "loading"
 */
export function rewardsStatus(state: Pick<RewardsState, 'pointsStatus' | 'campaignsStatus'>): RewardsStatus {
  if (state.pointsStatus === 'loading' || state.campaignsStatus === 'loading') return 'loading';
  if (state.pointsStatus === 'error' || state.campaignsStatus === 'error') return 'error';
  return 'idle';
}
