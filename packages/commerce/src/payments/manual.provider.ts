import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payments.types';

/** Ids of the built-in manual methods. */
export const CASH_ON_DELIVERY_ID = 'cash_on_delivery';
export const BANK_TRANSFER_ID = 'bank_transfer';

/**
 * A method paid outside the shop (cash on delivery, bank transfer): the order
 * is placed unpaid and waits (`pending`) until the money arrives or the
 * unpaid-order timeout cancels it.
 *
 * @example createManualProvider(CASH_ON_DELIVERY_ID, 'Cash on delivery')
 */
export function createManualProvider(id: string, title: string): PaymentProvider {
  return {
    id,
    title,
    kind: 'manual',
    async authorize() {
      return { status: 'pending', reference: `${id}_${randomBytes(12).toString('hex')}` };
    },
    async refund() {
      // The money goes back the way it came (cash, transfer): the shop only records it.
      return { status: 'refunded', reference: `${id}_refund_${randomBytes(12).toString('hex')}` };
    },
  };
}
