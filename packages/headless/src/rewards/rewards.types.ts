import type { CustomerId } from '../customer/customer.types';

/** A rewards campaign id (the redeem call's `templateId`). */
export type CampaignId = number | string;

/** A campaign the shopper can spend points on (spec 3 Rewards). */
export interface RewardsCampaign {
  /** Missing on items that cannot be redeemed (spec 5: redeem only with a campaign id). */
  id?: CampaignId | null;
  title: string;
  /** Price in points. */
  cost: number;
  data?: {
    /** `fixed_cart` = a fixed amount off, `percent` = a percentage off, anything else = a product. */
    discount_type?: string;
  };
}

/** What a campaign gives (spec 3). */
export type CampaignDiscountKind = 'fixed-amount' | 'percentage' | 'product';

/** Answer of the points call (spec 3, 7). */
export interface RewardsPointsResponse {
  points: number | string;
  /** The balance as the provider words it, e.g. "120 Points". */
  points_current_with_name: string;
}

/** Answer of the redeem call (spec 3, 7). */
export interface RedeemResponse {
  name: string;
  /** The coupon code the shopper gets. */
  rule_code: string;
}

/** The coupon a redeem produced, for the coupon view (spec 2). */
export interface RedeemedCoupon {
  name: string;
  code: string;
}

/** The signed-in customer the rewards calls are made for (spec 6). */
export interface RewardsCustomer {
  id: CustomerId;
  email: string;
  authToken: string;
}

/**
 * A campaign's redeem button (spec 4): `idle`, `loading` (disabled, spinner),
 * then `success` (show the coupon view) or `failure` (enabled again, show `message`).
 */
export type RedeemState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; coupon: RedeemedCoupon }
  | { status: 'failure'; message: string };

/** `RedeemState['status']`. */
export type RedeemStatus = RedeemState['status'];

/**
 * The rewards provider's calls. `createStoreRewardsApi` (the default) goes
 * through the store API; `createExternalRewardsApi` calls the provider
 * directly; a storefront can pass its own.
 */
export interface RewardsApi {
  /**
   * `store-api` when calls go through the store client (whose failures the
   * provider already reports), `external` otherwise (the hook reports them).
   */
  source: 'store-api' | 'external';
  getPoints(customer: RewardsCustomer): Promise<RewardsPointsResponse>;
  listCampaigns(): Promise<RewardsCampaign[]>;
  redeem(input: { templateId: CampaignId; customer: RewardsCustomer }): Promise<RedeemResponse>;
}

/** Paths of the provider's calls, relative to its base URL. */
export interface ExternalRewardsPaths {
  points: string;
  campaigns: string;
  redeem: string;
}

/** How to reach the rewards provider directly (spec 3: the loyalty plug-in's `api_public_key` and `store_hash`). */
export interface ExternalRewardsApiOptions {
  baseUrl: string;
  /** Public API key, sent as the `key` query value. */
  apiKey: string;
  /** The store's id at the provider, sent as the `store_id` query value. */
  storeId: string;
  /** Defaults to the global `fetch`, looked up per call. */
  fetch?: typeof fetch;
  /** Defaults: `/points`, `/campaigns`, `/redeem`. */
  paths?: Partial<ExternalRewardsPaths>;
}

/** `loading` while points or campaigns are being fetched, `error` when one of them failed, else `idle`. */
export type RewardsStatus = 'idle' | 'loading' | 'error';

/** A campaign as the widget shows it. */
export interface RewardsCampaignView {
  campaign: RewardsCampaign;
  /** `null` when the item has no campaign id (it cannot be redeemed). */
  id: CampaignId | null;
  title: string;
  cost: number;
  kind: CampaignDiscountKind;
  /** `true` when the shopper's points cover the cost (spec 4). */
  isRedeemable: boolean;
  redeem: RedeemState;
  /** `true` while redeeming, or when the campaign cannot be redeemed now. */
  isRedeemDisabled: boolean;
}
