import type { Order } from '@vitrine/headless/contract';
import type { MessageKey } from '@vitrine/i18n';

/** The highest history page a query may ask for; beyond it the engine answers an empty page anyway. */
const MAX_PAGE = 10_000;

/**
 * The `?page=` of the order history: a whole number from 1, anything else is page 1.
 *
 * @example pageFromQuery('3') // 3
 * @example pageFromQuery('-1') // 1
 */
export function pageFromQuery(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** One status chip of an order. */
export interface OrderBadge {
  key: MessageKey;
  tone: 'positive' | 'critical' | 'neutral';
}

/**
 * The chips an order shows: cancelled orders say only that; otherwise the
 * payment status (paid, unpaid, refunded, partly refunded) and whether it shipped.
 *
 * @example orderBadges({ status: 'open', paymentStatus: 'paid', fulfillmentStatus: 'unfulfilled' })
 * // [{ key: 'account.status.paid', tone: 'positive' }, { key: 'account.status.unfulfilled', tone: 'neutral' }]
 */
export function orderBadges(order: {
  status: Order['status'];
  paymentStatus: Order['payment_status'];
  fulfillmentStatus: Order['fulfillment_status'];
}): OrderBadge[] {
  if (order.status === 'cancelled') return [{ key: 'account.status.cancelled', tone: 'critical' }];
  const payment: Record<Order['payment_status'], OrderBadge> = {
    paid: { key: 'account.status.paid', tone: 'positive' },
    unpaid: { key: 'account.status.unpaid', tone: 'critical' },
    refund: { key: 'account.status.refunded', tone: 'neutral' },
    partial_refund: { key: 'account.status.partiallyRefunded', tone: 'neutral' },
  };
  const shipping: OrderBadge =
    order.fulfillmentStatus === 'fulfilled'
      ? { key: 'account.status.fulfilled', tone: 'positive' }
      : { key: 'account.status.unfulfilled', tone: 'neutral' };
  return [payment[order.paymentStatus], shipping];
}

/**
 * An order number set apart from the text around it (Unicode first-strong
 * isolate), so `VT-100123` keeps its order inside a right-to-left sentence.
 *
 * @example t('account.orders.orderNumber', { number: isolate('VT-100123') })
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
