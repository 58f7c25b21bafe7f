import type { RedeemBody, RewardsCampaignBody, RewardsPointsBody } from '@vitrine/headless/contract';

/** What an order earned (`awarded` is 0 when it earns nothing or already earned). */
export interface AwardResult {
  orderId: number;
  customerId: number | null;
  awarded: number;
  /** The customer's balance afterwards; `null` for a guest order. */
  balance: number | null;
}

/**
 * A loyalty programme. The built-in one keeps points in the store database; an
 * adapter for an external provider implements the same calls against its API,
 * and the store routes do not change.
 */
export interface RewardsProvider {
  /** The customer's balance. */
  points(customerId: number): Promise<RewardsPointsBody>;
  /** Campaigns on offer, cheapest first. */
  campaigns(): Promise<RewardsCampaignBody[]>;
  /** Spends the campaign's cost and returns a one-time coupon code; 422 when points fall short. */
  redeem(customerId: number, campaignId: number): Promise<RedeemBody>;
  /** Credits a paid order's points once; calling again for the same order changes nothing. */
  awardPointsForOrder(orderId: number): Promise<AwardResult>;
}

/** "1 Point", "120 Points". */
export function pointsWithName(points: number): string {
  return `${points} ${points === 1 ? 'Point' : 'Points'}`;
}
