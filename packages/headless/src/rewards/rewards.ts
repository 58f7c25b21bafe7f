import type {
  CampaignDiscountKind,
  CampaignId,
  RedeemResponse,
  RedeemState,
  RedeemedCoupon,
  RewardsCampaign,
  RewardsCampaignView,
  RewardsPointsResponse,
} from './rewards.types';

/** `discount_type` of a campaign worth a fixed amount off the cart (spec 3). */
export const FIXED_AMOUNT_DISCOUNT_TYPE = 'fixed_cart';
/** `discount_type` of a campaign worth a percentage off (spec 3). */
export const PERCENTAGE_DISCOUNT_TYPE = 'percent';
/** Label of the redeem button (spec 9). */
export const REDEEM_LABEL = 'Redeem';
/** Shown when a redeem failed without any message to show. */
export const REDEEM_FAILED_MESSAGE = 'Could not redeem. Please try again.';
/** The button before any redeem. */
export const IDLE_REDEEM: RedeemState = Object.freeze({ status: 'idle' });

/**
 * What a campaign gives (spec 3): `fixed_cart` is a fixed amount, `percent` a
 * percentage, anything else (or nothing) a product.
 *
 * @example
 * campaignDiscountKind('percent'); // "percentage"
 * campaignDiscountKind('free_product'); // "product"
 */
export function campaignDiscountKind(discountType: string | null | undefined): CampaignDiscountKind {
  if (discountType === FIXED_AMOUNT_DISCOUNT_TYPE) return 'fixed-amount';
  if (discountType === PERCENTAGE_DISCOUNT_TYPE) return 'percentage';
  return 'product';
}

/**
 * `true` when the points cover the cost (spec 4: points ≥ cost); `false` while the points are unknown.
 *
 * @example
 * isRedeemable(500, 500); // true
 * isRedeemable(499, 500); // false
 */
export function isRedeemable(points: number | null | undefined, cost: number): boolean {
  return typeof points === 'number' && Number.isFinite(points) && points >= cost;
}

/**
 * The campaign's id when it has one (spec 5: redeem proceeds only then), else `null`.
 *
 * @example
 * campaignIdOf({ id: 12, title: '$5 off', cost: 500 }); // 12
 * campaignIdOf({ title: 'Gift', cost: 100 }); // null
 */
export function campaignIdOf(campaign: Pick<RewardsCampaign, 'id'>): CampaignId | null {
  const { id } = campaign;
  return id === undefined || id === null || id === '' ? null : id;
}

/**
 * The text of a failed redeem (spec 8): the server's message, else the error's own message.
 * Reads the server message of a store API error (its `message`) and of an
 * HTTP-library error (`response.data.message`).
 *
 * @example
 * redeemErrorMessage(new StoreApiError({ status: 422, code: 'NOT_ENOUGH_POINTS', message: 'Not enough points' })); // "Not enough points"
 * redeemErrorMessage(new TypeError('Failed to fetch')); // "Failed to fetch"
 */
export function redeemErrorMessage(error: unknown): string {
  const serverMessage = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
  if (typeof serverMessage === 'string' && serverMessage !== '') return serverMessage;
  if (error instanceof Error && error.message !== '') return error.message;
  return REDEEM_FAILED_MESSAGE;
}

/**
 * The points balance as a number (the provider may send a numeric string); `null` when it is not a number.
 *
 * @example
 * pointsFromResponse({ points: '120', points_current_with_name: '120 Points' }); // 120
 */
export function pointsFromResponse(response: RewardsPointsResponse): number | null {
  const points = Number(response.points);
  return response.points === '' || !Number.isFinite(points) ? null : points;
}

/**
 * The coupon of a redeem answer, for the coupon view.
 *
 * @example
 * couponFromRedeem({ name: '$5 off', rule_code: 'RWD-5-XYZ' }); // { name: '$5 off', code: 'RWD-5-XYZ' }
 */
export function couponFromRedeem(response: RedeemResponse): RedeemedCoupon {
  return { name: response.name, code: response.rule_code };
}

/**
 * A campaign as the widget shows it: its kind, whether the points cover it,
 * and its button state. The button is disabled while redeeming, without a
 * campaign id, and when the points do not cover the cost.
 *
 * @example
 * campaignView({ id: 1, title: '$5 off', cost: 500, data: { discount_type: 'fixed_cart' } }, 600, IDLE_REDEEM);
 * // { id: 1, kind: 'fixed-amount', isRedeemable: true, isRedeemDisabled: false, ... }
 */
export function campaignView(
  campaign: RewardsCampaign,
  points: number | null,
  redeem: RedeemState,
): RewardsCampaignView {
  const id = campaignIdOf(campaign);
  const cost = Number(campaign.cost);
  const canRedeem = isRedeemable(points, cost);
  return {
    campaign,
    id,
    title: campaign.title,
    cost,
    kind: campaignDiscountKind(campaign.data?.discount_type),
    isRedeemable: canRedeem,
    redeem,
    isRedeemDisabled: redeem.status === 'loading' || id === null || !canRedeem,
  };
}
