import { randomInt } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/db.types';
import { kyselyFor, type Query } from '../db/kysely';
import type { RewardCampaignsTable } from '../db/schema';
import { CommerceError } from '../errors';
import { currencyDigits } from '../pricing/money';
import { pointsWithName, type AwardResult, type RewardsProvider } from './rewards.provider';
import type { CampaignDiscountType, RewardsCampaignBody } from '@vitrine/headless/contract';

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

const CAMPAIGN_COLUMNS = ['id', 'title', 'cost', 'discount_type', 'value', 'product_handle'] as const;

/** A campaign as redeeming and listing read it. */
type CampaignRow = Pick<Selectable<RewardCampaignsTable>, (typeof CAMPAIGN_COLUMNS)[number]>;

/** The stored discount type as the widget knows it: `fixed_cart`, `percent`, anything else a product (the table allows only these three). */
function campaignDiscountType(stored: string): CampaignDiscountType {
  return stored === 'fixed_cart' || stored === 'percent' ? stored : 'product';
}

const campaignGone = () =>
  new CommerceError({
    status: 404,
    code: 'REWARDS_CAMPAIGN_NOT_FOUND',
    message: 'This reward is no longer available',
    field: 'templateId',
  });

/** A code nobody can guess: `RW-` and 10 characters (about 50 bits). */
export function newRewardCode(): string {
  let code = 'RW-';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Whole currency units of an amount in minor units ($12.99 → 12; ¥1299 → 1299). */
export function wholeUnits(minorUnits: number, currency: string): number {
  return Math.floor(minorUnits / 10 ** currencyDigits(currency));
}

function toBody(row: CampaignRow): RewardsCampaignBody {
  return {
    id: row.id,
    title: row.title,
    cost: row.cost,
    data: {
      discount_type: campaignDiscountType(row.discount_type),
      value: row.value,
      product_handle: row.product_handle,
    },
  };
}

/** The coupon columns a campaign turns into (one use, one customer). */
async function couponFor(q: Query, campaign: CampaignRow): Promise<{ type: string; value: number; rule: object }> {
  const discountType = campaignDiscountType(campaign.discount_type);
  if (discountType === 'fixed_cart') return { type: 'fixed_amount', value: campaign.value, rule: {} };
  if (discountType === 'percent') return { type: 'percentage', value: campaign.value, rule: {} };
  // A product reward is that product's price off lines of that product: one unit free.
  // (A product campaign always names a product; without one no product matches.)
  if (campaign.product_handle === null) throw campaignGone();
  const product = await q
    .selectFrom('products as p')
    .innerJoin('variants as v', 'v.product_id', 'p.id')
    .select((eb) => ['p.id', eb.cast<number>(eb.fn.min('v.price'), 'integer').as('price')])
    .where('p.handle', '=', campaign.product_handle)
    .groupBy('p.id')
    .executeTakeFirst();
  if (!product) throw campaignGone();
  return {
    type: 'fixed_amount',
    value: product.price,
    rule: { applies_to: { product_ids: [product.id], collection_ids: [] } },
  };
}

/**
 * The store's own loyalty programme: 1 point per whole currency unit of a paid
 * order's total, campaigns priced in points, a redeem that spends points and
 * creates a one-time coupon in the same transaction. The balance is changed
 * only by `UPDATE … WHERE points >= cost`, so concurrent redeems can never take
 * it below 0.
 *
 * @example const provider = createBuiltinRewards(db); await provider.redeem(customerId, 1);
 */
export function createBuiltinRewards(db: Db): RewardsProvider {
  return {
    async points(customerId) {
      const row = await kyselyFor(db)
        .selectFrom('reward_accounts')
        .select('points')
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      const points = row?.points ?? 0;
      return { points, points_current_with_name: pointsWithName(points) };
    },

    async campaigns() {
      const rows = await kyselyFor(db)
        .selectFrom('reward_campaigns')
        .select(CAMPAIGN_COLUMNS)
        .where('active', '=', true)
        .orderBy('cost')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(toBody);
    },

    redeem: (customerId, campaignId) =>
      db.transaction(async (tx) => {
        const q = kyselyFor(tx);
        const campaign = await q
          .selectFrom('reward_campaigns')
          .select(CAMPAIGN_COLUMNS)
          .where('id', '=', campaignId)
          .where('active', '=', true)
          .executeTakeFirst();
        if (!campaign) throw campaignGone();
        const coupon = await couponFor(q, campaign);
        const spent = await q
          .updateTable('reward_accounts')
          .set((eb) => ({ points: eb('points', '-', campaign.cost), updated_at: eb.fn('now') }))
          .where('customer_id', '=', customerId)
          .where('points', '>=', campaign.cost)
          .returning('points')
          .executeTakeFirst();
        if (!spent) {
          throw new CommerceError({
            status: 422,
            code: 'REWARDS_NOT_ENOUGH_POINTS',
            message: 'You do not have enough points for this reward',
            field: 'templateId',
          });
        }
        const code = newRewardCode();
        await q
          .insertInto('coupons')
          .values({
            code,
            title: campaign.title,
            discount_type: coupon.type,
            value: coupon.value,
            rule_data: JSON.stringify(coupon.rule),
            usage_limit: 1,
            per_customer_limit: 1,
            show_at_checkout: false,
          })
          .execute();
        await q
          .insertInto('reward_ledger')
          .values({ customer_id: customerId, delta: -campaign.cost, reason: 'redeem', coupon_code: code })
          .execute();
        return { name: campaign.title, rule_code: code };
      }),

    awardPointsForOrder: (orderId) =>
      db.transaction(async (tx): Promise<AwardResult> => {
        const q = kyselyFor(tx);
        const order = await q
          .selectFrom('orders')
          .select(['customer_id', 'total', 'currency', 'payment_status'])
          .where('id', '=', orderId)
          .executeTakeFirst();
        if (!order) throw new CommerceError({ status: 404, code: 'ORDER_NOT_FOUND', message: 'Could Not Find Order' });
        const customerId = order.customer_id;
        const earned = wholeUnits(order.total, order.currency.trim());
        let awarded = 0;
        if (customerId !== null && order.payment_status === 'paid' && earned > 0) {
          const inserted = await q
            .insertInto('reward_ledger')
            .values({ customer_id: customerId, delta: earned, reason: 'order', order_id: orderId })
            // The conflict target names the partial unique index of earnings; its predicate is
            // a literal, as PostgreSQL matches the index by it.
            .onConflict((oc) => oc.column('order_id').where('reason', '=', sql.lit('order')).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (inserted) {
            awarded = earned;
            await q
              .insertInto('reward_accounts')
              .values({ customer_id: customerId, points: earned })
              .onConflict((oc) =>
                oc.column('customer_id').doUpdateSet((eb) => ({
                  points: eb('reward_accounts.points', '+', eb.ref('excluded.points')),
                  updated_at: eb.fn('now'),
                })),
              )
              .execute();
          }
        }
        if (customerId === null) return { orderId, customerId, awarded, balance: null };
        const account = await q
          .selectFrom('reward_accounts')
          .select('points')
          .where('customer_id', '=', customerId)
          .executeTakeFirst();
        return { orderId, customerId, awarded, balance: account?.points ?? 0 };
      }),
  };
}
