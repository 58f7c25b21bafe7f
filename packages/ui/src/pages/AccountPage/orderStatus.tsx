import type { Order } from '@vitrine/headless/contract';
import * as styles from './AccountPage.css';
import type { AccountLabels } from './labels';

/** The statuses of an order the account pages show. */
export interface OrderStatuses {
  status: Order['status'];
  paymentStatus: Order['payment_status'];
  fulfillmentStatus: Order['fulfillment_status'];
}

/** One status chip of an order: which status text, and its tone. */
export interface OrderBadge {
  status: keyof AccountLabels['status'];
  tone: 'positive' | 'critical' | 'neutral';
}

const PAYMENT: Record<Order['payment_status'], OrderBadge> = {
  paid: { status: 'paid', tone: 'positive' },
  unpaid: { status: 'unpaid', tone: 'critical' },
  refund: { status: 'refunded', tone: 'neutral' },
  partial_refund: { status: 'partiallyRefunded', tone: 'neutral' },
};

/**
 * The chips an order shows: a cancelled order says only that; otherwise the
 * payment status (paid, unpaid, refunded, partly refunded) and whether it shipped.
 *
 * @example orderBadges({ status: 'open', paymentStatus: 'paid', fulfillmentStatus: 'unfulfilled' })
 * // [{ status: 'paid', tone: 'positive' }, { status: 'unfulfilled', tone: 'neutral' }]
 */
export function orderBadges(order: OrderStatuses): OrderBadge[] {
  if (order.status === 'cancelled') return [{ status: 'cancelled', tone: 'critical' }];
  const shipping: OrderBadge =
    order.fulfillmentStatus === 'fulfilled'
      ? { status: 'fulfilled', tone: 'positive' }
      : { status: 'unfulfilled', tone: 'neutral' };
  return [PAYMENT[order.paymentStatus], shipping];
}

/** An order's status chips, in the shopper's language. */
export function OrderBadges({ order, text }: { order: OrderStatuses; text: AccountLabels }) {
  return (
    <span className={styles.actions}>
      {orderBadges(order).map((badge) => (
        <span key={badge.status} className={styles.badge} data-tone={badge.tone}>
          {text.status[badge.status]}
        </span>
      ))}
    </span>
  );
}

/**
 * An order number set apart from the text around it (Unicode first-strong
 * isolate), so `VT-100123` keeps its order inside a right-to-left sentence.
 *
 * @example text.orders.orderNumber(isolate('VT-100123'))
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
