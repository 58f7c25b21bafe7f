import { randomInt } from 'node:crypto';
import type { Db } from '../db/db.types';
import { CommerceError } from '../errors';
import { currencyDigits } from '../pricing/money';
import { pointsWithName, type AwardResult, type RewardsProvider } from './rewards.provider';
import type { CampaignDiscountType, RewardsCampaignBody } from '@vitrine/headless/contract';

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

interface CampaignRow {
  id: number;
  title: string;
  cost: number;
  discount_type: CampaignDiscountType;
  value: number;
  product_handle: string | null;
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
    data: { discount_type: row.discount_type, value: row.value, product_handle: row.product_handle },
  };
}

/** The coupon columns a campaign turns into (one use, one customer). */
async function couponFor(tx: Db, campaign: CampaignRow): Promise<{ type: string; value: number; rule: object }> {
  if (campaign.discount_type === 'fixed_cart') return { type: 'fixed_amount', value: campaign.value, rule: {} };
  if (campaign.discount_type === 'percent') return { type: 'percentage', value: campaign.value, rule: {} };
  // A product reward is that product's price off lines of that product: one unit free.
  const [product] = await tx.query<{ id: number; price: number }>(
    `SELECT p.id, min(v.price)::int AS price FROM products p JOIN variants v ON v.product_id = p.id
     WHERE p.handle = $1 GROUP BY p.id`,
    [campaign.product_handle],
  );
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
      const [row] = await db.query<{ points: number }>('SELECT points FROM reward_accounts WHERE customer_id = $1', [
        customerId,
      ]);
      const points = row?.points ?? 0;
      return { points, points_current_with_name: pointsWithName(points) };
    },

    async campaigns() {
      const rows = await db.query<CampaignRow>(
        `SELECT id, title, cost, discount_type, value, product_handle FROM reward_campaigns
         WHERE active ORDER BY cost, position, id`,
      );
      return rows.map(toBody);
    },

    redeem: (customerId, campaignId) =>
      db.transaction(async (tx) => {
        const [campaign] = await tx.query<CampaignRow>(
          'SELECT id, title, cost, discount_type, value, product_handle FROM reward_campaigns WHERE id = $1 AND active',
          [campaignId],
        );
        if (!campaign) throw campaignGone();
        const coupon = await couponFor(tx, campaign);
        const spent = await tx.query(
          `UPDATE reward_accounts SET points = points - $2, updated_at = now()
           WHERE customer_id = $1 AND points >= $2 RETURNING points`,
          [customerId, campaign.cost],
        );
        if (spent.length === 0) {
          throw new CommerceError({
            status: 422,
            code: 'REWARDS_NOT_ENOUGH_POINTS',
            message: 'You do not have enough points for this reward',
            field: 'templateId',
          });
        }
        const code = newRewardCode();
        await tx.query(
          `INSERT INTO coupons (code, title, discount_type, value, rule_data, usage_limit, per_customer_limit, show_at_checkout)
           VALUES ($1, $2, $3, $4, $5::jsonb, 1, 1, false)`,
          [code, campaign.title, coupon.type, coupon.value, JSON.stringify(coupon.rule)],
        );
        await tx.query(
          `INSERT INTO reward_ledger (customer_id, delta, reason, coupon_code) VALUES ($1, $2, 'redeem', $3)`,
          [customerId, -campaign.cost, code],
        );
        return { name: campaign.title, rule_code: code };
      }),

    awardPointsForOrder: (orderId) =>
      db.transaction(async (tx): Promise<AwardResult> => {
        const [order] = await tx.query<{
          customer_id: number | null;
          total: number;
          currency: string;
          payment_status: string;
        }>('SELECT customer_id, total, currency, payment_status FROM orders WHERE id = $1', [orderId]);
        if (!order) throw new CommerceError({ status: 404, code: 'ORDER_NOT_FOUND', message: 'Could Not Find Order' });
        const customerId = order.customer_id;
        const earned = wholeUnits(order.total, order.currency.trim());
        let awarded = 0;
        if (customerId !== null && order.payment_status === 'paid' && earned > 0) {
          const inserted = await tx.query(
            `INSERT INTO reward_ledger (customer_id, delta, reason, order_id) VALUES ($1, $2, 'order', $3)
             ON CONFLICT (order_id) WHERE reason = 'order' DO NOTHING RETURNING id`,
            [customerId, earned, orderId],
          );
          if (inserted.length > 0) {
            awarded = earned;
            await tx.query(
              `INSERT INTO reward_accounts (customer_id, points) VALUES ($1, $2)
               ON CONFLICT (customer_id) DO UPDATE SET points = reward_accounts.points + EXCLUDED.points, updated_at = now()`,
              [customerId, earned],
            );
          }
        }
        if (customerId === null) return { orderId, customerId, awarded, balance: null };
        const [account] = await tx.query<{ points: number }>(
          'SELECT points FROM reward_accounts WHERE customer_id = $1',
          [customerId],
        );
        return { orderId, customerId, awarded, balance: account?.points ?? 0 };
      }),
  };
}
