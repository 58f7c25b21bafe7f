import { ERROR_CODES } from '@vitrine/headless/contract';
import { releaseCouponFromOrder } from '../cart/cart.coupons';
import type { Db } from '../db/db.types';
import { CommerceError } from '../errors';

/** What one order line takes from stock. */
export interface StockClaim {
  variantId: number;
  quantity: number;
}

/** Several lines of one variant are one claim, so the check is against the sum. */
function merged(claims: StockClaim[]): StockClaim[] {
  const byVariant = new Map<number, number>();
  for (const { variantId, quantity } of claims) byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + quantity);
  // Always lock rows in the same (id) order, so two checkouts can not deadlock on each other's variants.
  return [...byVariant].sort(([a], [b]) => a - b).map(([variantId, quantity]) => ({ variantId, quantity }));
}

/**
 * Takes the stock of every claim, or none: each is one atomic
 * `UPDATE … WHERE on_hand >= q`, so two checkouts of the last unit can not
 * both succeed. Must run inside the caller's transaction, which rolls back
 * the claims already taken when a later one fails (422 INSUFFICIENT_STOCK).
 */
export async function reserveStock(tx: Db, claims: StockClaim[]): Promise<void> {
  for (const { variantId, quantity } of merged(claims)) {
    const taken = await tx.query<{ variant_id: number }>(
      `UPDATE inventory_levels SET on_hand = on_hand - $2, updated_at = now()
       WHERE variant_id = $1 AND on_hand >= $2 RETURNING variant_id`,
      [variantId, quantity],
    );
    if (taken.length === 0) {
      const message = 'Sorry, some items in your cart are no longer in stock';
      throw new CommerceError({
        status: 409,
        code: ERROR_CODES.insufficientStock,
        message,
        field: 'cart',
        errors: { [`variant.${variantId}`]: [message] },
      });
    }
  }
}

/** Puts an order's stock and coupon use back (payment refused, order cancelled). Runs in the caller's transaction. */
export async function releaseOrderStock(tx: Db, orderId: number): Promise<void> {
  await releaseCouponFromOrder(tx, orderId);
  await tx.query(
    `UPDATE inventory_levels i SET on_hand = i.on_hand + l.quantity, updated_at = now()
     FROM (SELECT variant_id, sum(quantity)::int AS quantity FROM order_lines
           WHERE order_id = $1 AND variant_id IS NOT NULL GROUP BY variant_id) l
     WHERE i.variant_id = l.variant_id`,
    [orderId],
  );
}
