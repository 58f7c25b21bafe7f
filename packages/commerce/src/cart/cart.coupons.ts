import type { Db } from '../db/db.types';
import { parseInput } from '../errors';
import { countRedemptions, findCoupon, listCheckoutCoupons, type CouponRow } from '../discounts/coupons.rows';
import { applyCouponSchema, type CheckoutCoupon, type PricedCartJson } from '@vitrine/headless/contract';
import { cartEmpty, couponNotMatched, fieldError } from './cart.errors';
import { lockCart, touch, type CartToken } from './cart.lock';

/**
 * Throws the 422 that says why this coupon can not be used now, or returns when
 * it can. The caller holds the coupon row's lock. `customerId` is whose
 * per-customer limit counts; `exceptHoldOf` is the cart whose own hold is not
 * counted (at checkout, that cart's use is the one being decided).
 */
async function assertCouponUsable(
  tx: Db,
  coupon: CouponRow,
  customerId: number | null,
  now: Date,
  exceptHoldOf?: number,
): Promise<void> {
  if (!coupon.active) throw couponNotMatched();
  if (coupon.starts_at && now.getTime() < new Date(coupon.starts_at).getTime()) {
    throw fieldError('COUPON_NOT_STARTED', 'code', 'This discount code is not active yet');
  }
  // The expiry is an instant: at that very moment the code no longer works.
  if (coupon.expires_at && now.getTime() >= new Date(coupon.expires_at).getTime()) {
    throw fieldError('COUPON_EXPIRED', 'code', 'This discount code has expired');
  }
  if (
    coupon.usage_limit !== null &&
    (await countRedemptions(tx, coupon.id, null, exceptHoldOf)) >= coupon.usage_limit
  ) {
    throw fieldError('COUPON_USAGE_LIMIT_REACHED', 'code', 'This discount code has reached its usage limit');
  }
  if (
    coupon.per_customer_limit !== null &&
    customerId !== null &&
    (await countRedemptions(tx, coupon.id, customerId, exceptHoldOf)) >= coupon.per_customer_limit
  ) {
    throw fieldError('COUPON_CUSTOMER_LIMIT_REACHED', 'code', 'You have already used this discount code');
  }
}

/** Drops the use a cart holds of its coupon (not the uses tied to orders). */
async function releaseHold(tx: Db, cartId: number): Promise<void> {
  await tx.query('DELETE FROM coupon_redemptions WHERE cart_id = $1 AND order_id IS NULL', [cartId]);
}

/**
 * Puts a coupon on the cart, replacing the one it had. The coupon row is
 * locked while its uses are counted and this cart's use is recorded, so two
 * shoppers racing for the last use of a code can not both get it.
 */
export async function applyCoupon(tx: Db, token: CartToken, input: unknown, now: Date): Promise<PricedCartJson> {
  const { code, cart_hash, utm_medium, position, auto_apply_coupon } = parseInput(applyCouponSchema, input);
  const cart = await lockCart(tx, token);
  if (!cart) throw cartEmpty('code');
  if (cart_hash !== undefined && cart_hash !== cart.hash) {
    throw fieldError('CART_HASH_MISMATCH', 'cart_hash', 'This cart has changed, please reload it');
  }
  const [lines] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM cart_lines WHERE cart_id = $1',
    [cart.id],
  );
  if (!lines?.count) throw cartEmpty('code');
  const coupon = await findCoupon(tx, code, true);
  if (!coupon) throw couponNotMatched();
  if (cart.coupon_code?.toLowerCase() === coupon.code.toLowerCase()) return touch(tx, cart, now);
  await assertCouponUsable(tx, coupon, cart.customer_id, now);
  await tx.query('UPDATE carts SET coupon_code = $2 WHERE id = $1', [cart.id, coupon.code]);
  const priced = await touch(tx, cart, now);
  if (!priced.coupon_record) throw couponNotMatched(); // a rule the engine can not read gives nothing
  const unmet = priced.notices.find((notice) => notice.code === 'COUPON_MINIMUM_NOT_MET');
  if (unmet) throw fieldError('COUPON_MINIMUM_NOT_MET', 'code', unmet.message);
  await releaseHold(tx, cart.id);
  await tx.query(
    `INSERT INTO coupon_redemptions (coupon_id, cart_id, customer_id, utm_medium, position, auto_applied)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      coupon.id,
      cart.id,
      cart.customer_id,
      utm_medium?.trim() || null,
      position?.trim() || null,
      auto_apply_coupon ?? false,
    ],
  );
  return priced;
}

/** Takes the coupon off the cart when it carries `code` (any letter case); otherwise changes nothing. */
export async function removeCoupon(tx: Db, token: CartToken, code: unknown, now: Date): Promise<PricedCartJson | null> {
  const cart = await lockCart(tx, token);
  if (!cart) return null;
  if (typeof code === 'string' && cart.coupon_code?.toLowerCase() === code.trim().toLowerCase()) {
    await tx.query('UPDATE carts SET coupon_code = NULL WHERE id = $1', [cart.id]);
    await releaseHold(tx, cart.id);
  }
  return touch(tx, cart, now);
}

/** The coupons offered at checkout. */
export async function checkoutCoupons(db: Db, now: Date): Promise<CheckoutCoupon[]> {
  return (await listCheckoutCoupons(db, now)).map((row) => ({
    code: row.code,
    title: row.title,
    discount_type: row.discount_type,
    value: row.value,
    rule_data: row.rule_data,
    minimum_subtotal: row.minimum_subtotal,
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  }));
}

/**
 * Records the cart's coupon use for the order placed from it (the checkout
 * calls this inside its transaction, holding the cart's lock). Under the
 * coupon row's lock the code is checked again, since the cart's hold may have
 * lapsed and other orders may have used the code up since it was applied, and
 * the use counts for the order's customer. A coupon the cart carries without
 * it giving anything (minimum not met) is not used. Throws the 422 of the
 * failed rule (field `code`), which stops the checkout.
 */
export async function redeemCouponForOrder(
  tx: Db,
  cart: { id: number; couponCode: string | null; isCouponApplied: boolean },
  order: { id: number; customerId: number | null },
  now: Date,
): Promise<void> {
  if (cart.couponCode === null || !cart.isCouponApplied) return;
  const coupon = await findCoupon(tx, cart.couponCode, true);
  if (!coupon) throw couponNotMatched();
  await assertCouponUsable(tx, coupon, order.customerId, now, cart.id);
  const held = await tx.query(
    `UPDATE coupon_redemptions SET order_id = $3, customer_id = $4
     WHERE cart_id = $1 AND coupon_id = $2 AND order_id IS NULL RETURNING id`,
    [cart.id, coupon.id, order.id, order.customerId],
  );
  if (held.length === 0) {
    await tx.query(
      'INSERT INTO coupon_redemptions (coupon_id, cart_id, customer_id, order_id) VALUES ($1, $2, $3, $4)',
      [coupon.id, cart.id, order.customerId, order.id],
    );
  }
}

/**
 * Takes the code an order used off its cart once the order is placed, so the
 * next order from the same cart does not get it again. A code the shopper put
 * on the cart since then stays.
 */
export async function clearRedeemedCoupon(tx: Db, orderId: number): Promise<void> {
  await tx.query(
    `UPDATE carts c SET coupon_code = NULL FROM coupon_redemptions r JOIN coupons k ON k.id = r.coupon_id
     WHERE r.order_id = $1 AND c.id = r.cart_id AND lower(c.coupon_code) = lower(k.code)`,
    [orderId],
  );
}

/**
 * Gives an order's coupon use back to its cart (payment refused, order
 * cancelled): the use is held for the cart again instead of counting.
 */
export async function releaseCouponFromOrder(tx: Db, orderId: number): Promise<void> {
  await tx.query('UPDATE coupon_redemptions SET order_id = NULL WHERE order_id = $1', [orderId]);
}
