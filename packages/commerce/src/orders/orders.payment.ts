import { CommerceError } from '../errors';
import { cardReferenceOfOrder } from '../payments/card-tokens';
import { isPaymentCode, PAYMENT_FAILED_STATUS, PAYMENT_MESSAGES, type PaymentCode } from '../payments/payments.codes';
import type { AuthorizeResult, CardInput, PaymentProvider } from '../payments/payments.types';
import type { OrdersContext } from './orders.context';
import { findOrderRow, toOrder } from './orders.read';
import type { Order } from '@vitrine/headless/contract';
import { releaseOrderStock } from './orders.stock';

/** 402 with the `PAYMENT_*` code and its message. */
export function paymentFailed(code: string | null): CommerceError {
  const known: PaymentCode = isPaymentCode(code) ? code : 'PAYMENT_GENERIC_ERROR';
  return new CommerceError({
    status: PAYMENT_FAILED_STATUS,
    code: known,
    message: PAYMENT_MESSAGES[known],
    field: 'payment',
  });
}

/** Asks the provider, turning a crash or an unknown code into a generic failure (nothing was taken). */
async function authorize(
  provider: PaymentProvider,
  request: Parameters<PaymentProvider['authorize']>[0],
): Promise<AuthorizeResult> {
  if (request.amount === 0) return { status: 'paid', reference: 'free' };
  try {
    const result = await provider.authorize(request);
    if (result.code !== undefined && !isPaymentCode(result.code)) return { ...result, code: 'PAYMENT_GENERIC_ERROR' };
    return result;
  } catch {
    // The error of a gateway may quote its request; it is not logged here, so no card detail can leak.
    return { status: 'failed', code: 'PAYMENT_GENERIC_ERROR', reference: 'error' };
  }
}

/**
 * Phase 2: with the order row locked, asks the provider once. Paid → the
 * order is open and paid; pending → open and unpaid until `pay_by`; failed →
 * the order fails and its stock goes back. A repeat that finds the payment
 * already decided just reads it (`isFresh` false), so a key charges once.
 * Throws the payment error for a failed order, first time and every repeat.
 */
export async function takePayment(
  context: OrdersContext,
  orderId: number,
  provider: PaymentProvider,
  card: CardInput | undefined,
): Promise<{ order: Order; isFresh: boolean }> {
  const outcome = await context.db.transaction(async (tx) => {
    const row = await findOrderRow(tx, orderId, true);
    if (!row) throw new Error(`Order ${orderId} vanished while being paid`);
    if (row.status !== 'processing') return { order: await toOrder(tx, row), isFresh: false };
    // An order paid with a card token (first try or a repeat of it) pays from the card the provider kept.
    const cardReference = provider.kind === 'card' && !card ? await cardReferenceOfOrder(tx, row.id) : undefined;
    const result = await authorize(provider, {
      amount: row.total,
      currency: row.currency.trim(),
      orderNumber: row.number,
      ...(card ? { card } : {}),
      ...(cardReference !== undefined ? { cardReference } : {}),
      idempotencyKey: row.idempotency_key,
    });
    await tx.query(
      `INSERT INTO payments (order_id, kind, provider, reference, status, code, amount)
       VALUES ($1, 'authorize', $2, $3, $4, $5, $6)`,
      [row.id, provider.id, result.reference, result.status, result.code ?? null, row.total],
    );
    const now = context.now().toISOString();
    if (result.status === 'paid') {
      await tx.query(
        `UPDATE orders SET status = 'open', payment_status = 'paid', payment_code = NULL, pay_by = NULL WHERE id = $1`,
        [row.id],
      );
    } else if (result.status === 'pending') {
      await tx.query(`UPDATE orders SET status = 'open', payment_code = $2 WHERE id = $1`, [
        row.id,
        result.code ?? null,
      ]);
    } else {
      await tx.query(
        `UPDATE orders SET status = 'failed', payment_code = $2, pay_by = NULL, cancelled_at = $3 WHERE id = $1`,
        [row.id, result.code ?? 'PAYMENT_GENERIC_ERROR', now],
      );
      await releaseOrderStock(tx, row.id);
    }
    const updated = await findOrderRow(tx, row.id);
    if (!updated) throw new Error(`Order ${orderId} vanished while being paid`);
    return { order: await toOrder(tx, updated), isFresh: true };
  });
  if (outcome.order.status === 'failed') throw paymentFailed(outcome.order.payment_code);
  return outcome;
}
