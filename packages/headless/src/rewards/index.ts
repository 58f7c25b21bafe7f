export * from './rewards';
export type * from './rewards.types';
export * from './rewardsApi';
export * from './rewardsToken';
export {
  INITIAL_REWARDS_STATE,
  rewardsReducer,
  rewardsStatus,
  type RewardsAction,
  type RewardsState,
} from './rewardsState';
export { useRewards, type RewardsCustomerInput, type UseRewardsOptions, type UseRewardsResult } from './useRewards';
