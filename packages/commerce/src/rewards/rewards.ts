import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { createBuiltinRewards } from './rewards.builtin';
import type { AwardResult, RewardsProvider } from './rewards.provider';
import { createRewardsTokens, type RewardsTokens } from './rewards.token';
import {
  redeemSchema,
  rewardsCustomerSchema,
  type RedeemBody,
  type RewardsCampaignBody,
  type RewardsPointsBody,
} from '@vitrine/headless/contract';

/** Options of `createRewards`. */
export interface RewardsOptions {
  /** Signs rewards tokens; a random secret kept in the database when absent. */
  tokenSecret?: string;
  /** The loyalty programme; the built-in one when absent. */
  provider?: RewardsProvider;
}

/** The rewards widget's store API (spec 3, 7), over a pluggable provider. */
export interface RewardsService {
  /** GET /stamped/getToken: a signed short-lived token for the signed-in customer, `''` when signed out. */
  getToken(customerId: number | null): Promise<{ token: string }>;
  /** POST /rewards/points `{ customerId, customerEmail, authToken }`. */
  points(input: unknown): Promise<RewardsPointsBody>;
  /** GET /rewards/campaigns. */
  campaigns(): Promise<{ campaigns: RewardsCampaignBody[] }>;
  /** POST /rewards/redeem `{ templateId, customerId, customerEmail, authToken }` → `{ name, rule_code }`. */
  redeem(input: unknown): Promise<RedeemBody>;
  /**
   * Credits a paid order's points, once per order (safe to repeat). The app
   * calls it after a payment succeeds; orders themselves know nothing of rewards.
   */
  awardPointsForOrder(orderId: number): Promise<AwardResult>;
  tokens: RewardsTokens;
}

/**
 * The rewards calls of the storefront. Requests prove the customer with the
 * token from `getToken` (sent in the body, not a cookie, so another site
 * cannot make them on the shopper's behalf).
 *
 * @example const rewards = createRewards(db); const { token } = await rewards.getToken(7); await rewards.points({ customerId: 7, authToken: token });
 */
export function createRewards(db: Db, options: RewardsOptions = {}): RewardsService {
  const provider = options.provider ?? createBuiltinRewards(db);
  const tokens = createRewardsTokens(db, options.tokenSecret);

  async function customerOf(input: { customerId: string; authToken: string }): Promise<number> {
    const customerId = await tokens.verify(input.authToken);
    if (customerId === null) {
      throw new CommerceError({
        status: 401,
        code: 'REWARDS_TOKEN_INVALID',
        message: 'Please sign in to use your rewards',
        field: 'authToken',
      });
    }
    if (String(customerId) !== input.customerId) {
      throw new CommerceError({
        status: 403,
        code: 'REWARDS_CUSTOMER_MISMATCH',
        message: 'These rewards belong to another account',
        field: 'customerId',
      });
    }
    return customerId;
  }

  return {
    tokens,
    getToken: async (customerId) => ({ token: customerId === null ? '' : await tokens.issue(customerId) }),
    points: async (input) => provider.points(await customerOf(parseInput(rewardsCustomerSchema, input))),
    campaigns: async () => ({ campaigns: await provider.campaigns() }),
    redeem: async (input) => {
      const parsed = parseInput(redeemSchema, input);
      return provider.redeem(await customerOf(parsed), Number(parsed.templateId));
    },
    awardPointsForOrder: (orderId) => provider.awardPointsForOrder(orderId),
  };
}
