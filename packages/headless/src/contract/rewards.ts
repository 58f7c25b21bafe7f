import { z } from './zod';

/** What the rewards calls carry to say who asks (the widget sends the token from `/stamped/getToken`). */
export const rewardsCustomerSchema = z.object({
  customerId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,10}$/, 'Unknown customer')),
  customerEmail: z.string().trim().max(254).optional(),
  authToken: z
    .string({ message: 'Please sign in to use your rewards' })
    .min(1, 'Please sign in to use your rewards')
    .max(512),
});
export type RewardsCustomerBody = z.infer<typeof rewardsCustomerSchema>;

/** POST /rewards/redeem: the campaign to spend points on. */
export const redeemSchema = rewardsCustomerSchema.extend({
  templateId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,9}$/, 'Choose a reward to redeem')),
});

/** What a campaign gives (spec 3): `fixed_cart` amount, `percent` off, anything else a product. */
export type CampaignDiscountType = 'fixed_cart' | 'percent' | 'product';

/** A campaign as `GET /rewards/campaigns` lists it (the headless `RewardsCampaign`). */
export interface RewardsCampaignBody {
  id: number;
  title: string;
  /** Price in points. */
  cost: number;
  data: { discount_type: CampaignDiscountType; value: number; product_handle: string | null };
}

/** POST /rewards/points. */
export interface RewardsPointsBody {
  points: number;
  /** e.g. "120 Points". */
  points_current_with_name: string;
}

/** POST /rewards/redeem: the one-time coupon made for the customer. */
export interface RedeemBody {
  name: string;
  rule_code: string;
}
