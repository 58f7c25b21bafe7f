import type { Db } from '../db/db.types';
import { couponRuleSchema } from '@vitrine/headless/contract';
import type { CouponRule } from './discounts.types';

/** A coupon as stored. */
export interface CouponRow {
  id: number;
  code: string;
  title: string;
  discount_type: string;
  value: number;
  rule_data: Record<string, unknown>;
  starts_at: Date | null;
  expires_at: Date | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  minimum_subtotal: number;
  minimum_quantity: number;
  show_at_checkout: boolean;
  active: boolean;
}

const COUPON_COLUMNS = `id, code, title, discount_type, value, rule_data, starts_at, expires_at, usage_limit,
  per_customer_limit, minimum_subtotal, minimum_quantity, show_at_checkout, active`;

/**
 * The coupon with this code, whatever its letter case; `forUpdate` locks it so
 * concurrent applies of a limited code count its uses one at a time.
 */
export async function findCoupon(db: Db, code: string, forUpdate = false): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons WHERE lower(code) = lower($1)${forUpdate ? ' FOR UPDATE' : ''}`,
    [code],
  );
  return row;
}

/** Coupons shown to shoppers at checkout: active, started and not expired at `now`. */
export async function listCheckoutCoupons(db: Db, now: Date): Promise<CouponRow[]> {
  return db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons
     WHERE show_at_checkout AND active AND (starts_at IS NULL OR starts_at <= $1) AND (expires_at IS NULL OR expires_at > $1)
     ORDER BY id`,
    [now.toISOString()],
  );
}

/** True when the coupon can be used at `now`: active, started, and `now` is before its expiry instant. */
export function isCouponLive(row: CouponRow, now: Date): boolean {
  if (!row.active) return false;
  if (row.starts_at && now.getTime() < new Date(row.starts_at).getTime()) return false;
  return !(row.expires_at && now.getTime() >= new Date(row.expires_at).getTime());
}

/** The stored coupon as a pricing rule; a rule_data that does not parse yields null (the coupon gives nothing). */
export function couponRule(row: CouponRow): CouponRule | null {
  const parsed = couponRuleSchema.safeParse({ discount_type: row.discount_type, rule_data: row.rule_data });
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    code: row.code,
    value: row.value,
    minimum_subtotal: row.minimum_subtotal,
    minimum_quantity: row.minimum_quantity,
    raw_rule_data: row.rule_data,
  };
}

/** How long a cart holds a use of a limited coupon before the use is free for others again. */
export const COUPON_HOLD_HOURS = 24;

/**
 * Uses of a coupon that count against its limits: those tied to an order, and
 * those a cart holds (carrying the code) within the hold window. With a
 * customer, only that customer's uses; `exceptHoldOf` leaves out the hold of
 * the cart being checked out (its own use is what is being decided).
 */
export async function countRedemptions(
  db: Db,
  couponId: number,
  customerId?: number | null,
  exceptHoldOf?: number,
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM coupon_redemptions r
     WHERE r.coupon_id = $1
       AND ($2::int IS NULL OR r.customer_id = $2)
       AND (r.order_id IS NOT NULL OR r.created_at > now() - make_interval(hours => $3))
       AND NOT (r.order_id IS NULL AND r.cart_id IS NOT DISTINCT FROM $4::int)`,
    [couponId, customerId ?? null, COUPON_HOLD_HOURS, exceptHoldOf ?? null],
  );
  return row?.count ?? 0;
}
