import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { CommerceError, parseInput } from '../errors';
import type { OrdersContext } from './orders.context';
import { paymentFailed } from './orders.payment';
import { findOrderRow, orderNotFound, toOrder, type OrderRow } from './orders.read';
import { TRACKING_NUMBER, TRACKING_STATUSES, type Order } from '@vitrine/headless/contract';
import { releaseOrderStock } from './orders.stock';

function conflict(code: string, message: string): CommerceError {
  return new CommerceError({ status: 409, code, message });
}

/** Runs `change` with the order row locked; 404 when there is no such order. */
async function withLockedOrder(
  context: OrdersContext,
  orderId: number,
  change: (row: OrderRow, tx: OrdersContext['db']) => Promise<void>,
): Promise<Order> {
  return context.db.transaction(async (tx) => {
    const row = Number.isInteger(orderId) ? await findOrderRow(tx, orderId, true) : undefined;
    if (!row || row.status === 'failed') throw orderNotFound();
    await change(row, tx);
    const updated = await findOrderRow(tx, orderId);
    return toOrder(tx, updated as OrderRow);
  });
}

/**
 * Cancels every order still unpaid at its `pay_by` time and puts its stock
 * back. Orders being paid right now are skipped (their row is locked) and
 * looked at on the next run. The app calls this from a timer.
 *
 * @returns the numbers of the orders cancelled
 */
export async function cancelExpiredOrders(context: OrdersContext, now: Date = context.now()): Promise<string[]> {
  return context.db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; number: string }>(
      `SELECT id, number FROM orders
       WHERE payment_status = 'unpaid' AND status IN ('processing', 'open') AND pay_by <= $1
       ORDER BY id FOR UPDATE SKIP LOCKED`,
      [now.toISOString()],
    );
    for (const row of rows) {
      await tx.query(`UPDATE orders SET status = 'cancelled', cancelled_at = $2, pay_by = NULL WHERE id = $1`, [
        row.id,
        now.toISOString(),
      ]);
      await releaseOrderStock(tx, row.id);
    }
    return rows.map((row) => row.number);
  });
}

/** Marks an open unpaid order (cash on delivery, bank transfer) as paid once the money arrived. */
export async function markOrderPaid(context: OrdersContext, orderId: number): Promise<Order> {
  return withLockedOrder(context, orderId, async (row, tx) => {
    if (row.status !== 'open' || row.payment_status !== 'unpaid') {
      throw conflict('ORDER_NOT_PAYABLE', 'Unable to pay, Please contact the owner.');
    }
    await tx.query(`UPDATE orders SET payment_status = 'paid', payment_code = NULL, pay_by = NULL WHERE id = $1`, [
      orderId,
    ]);
  });
}

const refundAmountSchema = z
  .number({ error: 'Enter an amount to refund' })
  .int({ error: 'Enter an amount in minor units' })
  .positive({ error: 'Enter an amount to refund' });

/**
 * Refunds part or all of a paid order through its provider. The payment
 * status becomes `partial_refund`, or `refund` once everything paid is back.
 * 409 ORDER_NOT_REFUNDABLE unless the order is paid (or partly refunded);
 * 422 REFUND_TOO_LARGE above what is left to refund.
 */
export async function refundOrder(context: OrdersContext, orderId: number, amount: number): Promise<Order> {
  const value = parseInput(refundAmountSchema, amount);
  return withLockedOrder(context, orderId, async (row, tx) => {
    if (row.payment_status !== 'paid' && row.payment_status !== 'partial_refund') {
      throw conflict('ORDER_NOT_REFUNDABLE', 'Only a paid order can be refunded');
    }
    const left = row.total - row.refunded;
    if (value > left) {
      throw new CommerceError({
        status: 422,
        code: 'REFUND_TOO_LARGE',
        message: `At most ${left} can be refunded`,
        field: 'amount',
      });
    }
    const [paid] = await tx.query<{ reference: string; provider: string }>(
      `SELECT reference, provider FROM payments WHERE order_id = $1 AND kind = 'authorize' AND status = 'paid'
       ORDER BY id DESC LIMIT 1`,
      [orderId],
    );
    const provider = context.payments.get(paid?.provider ?? row.payment_method);
    const result = await provider.refund({
      reference: paid?.reference ?? '',
      amount: value,
      currency: row.currency.trim(),
      idempotencyKey: `refund_${randomBytes(16).toString('hex')}`,
    });
    if (result.status !== 'refunded') throw paymentFailed(result.code ?? null);
    await tx.query(
      `INSERT INTO payments (order_id, kind, provider, reference, status, amount) VALUES ($1, 'refund', $2, $3, 'refunded', $4)`,
      [orderId, provider.id, result.reference, value],
    );
    const status = value === left ? 'refund' : 'partial_refund';
    await tx.query('UPDATE orders SET refunded = refunded + $2, payment_status = $3 WHERE id = $1', [
      orderId,
      value,
      status,
    ]);
  });
}

const trackingNumberSchema = z
  .string()
  .trim()
  .regex(TRACKING_NUMBER, { error: 'Enter a valid tracking number (5–50 letters and digits)' })
  .transform((number) => number.toUpperCase());

/** Marks an open order fulfilled (shipped) with its carrier tracking number. */
export async function fulfillOrder(context: OrdersContext, orderId: number, trackingNumber: string): Promise<Order> {
  const tracking = parseInput(trackingNumberSchema, trackingNumber);
  return withLockedOrder(context, orderId, async (row, tx) => {
    if (row.status !== 'open') throw conflict('ORDER_NOT_OPEN', 'Only an open order can be fulfilled');
    await tx.query(
      `UPDATE orders SET fulfillment_status = 'fulfilled', tracking_number = $2, tracking_status = 'pending' WHERE id = $1`,
      [orderId, tracking],
    );
  });
}

/** Records what the carrier reports for a tracking number (from a carrier feed or webhook). */
export async function updateTrackingStatus(
  context: OrdersContext,
  trackingNumber: string,
  status: (typeof TRACKING_STATUSES)[number],
): Promise<void> {
  const tracking = parseInput(trackingNumberSchema, trackingNumber);
  const next = parseInput(z.enum(TRACKING_STATUSES), status);
  const updated = await context.db.query(
    'UPDATE orders SET tracking_status = $2 WHERE tracking_number = $1 RETURNING id',
    [tracking, next],
  );
  if (updated.length === 0) throw orderNotFound();
}
