import type { Db } from '../db/db.types';
import { createPaymentRegistry, type PaymentRegistry } from '../payments/payments.registry';
import { DEFAULT_MANUAL_UNITS_PER_VARIANT, DEFAULT_UNPAID_TIMEOUT_MS, type OrdersContext } from './orders.context';
import { checkoutAttempt, getOrder, listCustomerOrders, trackOrder, type CheckoutAttemptResult } from './orders.lookup';
import { cancelExpiredOrders, fulfillOrder, markOrderPaid, refundOrder, updateTrackingStatus } from './orders.manage';
import { placeOrder, type OrderCaller, type PlacedOrder } from './orders.place';
import type {
  Order,
  OrderLookupInput,
  OrderTracking,
  PlaceOrderInput,
  TrackOrderInput,
} from '@vitrine/headless/contract';

/** Orders and their payments. */
export interface OrderService {
  /** The payment methods on offer. */
  payments: PaymentRegistry;
  /** Places an order from a cart (see `placeOrder` for every outcome); `caller.ip` turns on the per-address limits. */
  createOrderFromCart(input: PlaceOrderInput, caller?: OrderCaller): Promise<PlacedOrder>;
  /** Cancels unpaid orders past their pay-by time and releases their stock; returns their numbers. */
  cancelExpiredOrders(now?: Date): Promise<string[]>;
  /** The thank-you page's order (number + lookup token, cart token or customer id), else 404. */
  getOrder(input: OrderLookupInput): Promise<Order>;
  /** What became of a cart's checkout attempt by its idempotency key (none, refused or placed). */
  checkoutAttempt(input: {
    cartToken: string | null | undefined;
    idempotencyKey: string;
  }): Promise<CheckoutAttemptResult>;
  /** Tracking by number + email or by tracking number. */
  trackOrder(input: TrackOrderInput): Promise<OrderTracking>;
  /** A customer's order history, newest first, 10 per page. */
  listCustomerOrders(customerId: number, page?: number): ReturnType<typeof listCustomerOrders>;
  /** Refunds `amount` minor units of a paid order. */
  refundOrder(orderId: number, amount: number): Promise<Order>;
  /** Records the money of a manual payment as arrived. */
  markOrderPaid(orderId: number): Promise<Order>;
  /** Marks an order shipped with its tracking number. */
  fulfillOrder(orderId: number, trackingNumber: string): Promise<Order>;
  /** Records a carrier status for a tracking number. */
  updateTrackingStatus(trackingNumber: string, status: OrderTracking['tracking_status']): Promise<void>;
}

export interface OrderServiceOptions {
  /** Payment methods (default: test card, cash on delivery, bank transfer). */
  payments?: PaymentRegistry;
  /** How long an unpaid order holds its stock (default 30 minutes). */
  unpaidTimeoutMs?: number;
  /** Units of one variant an unpaid manual-method order may hold (default 5). */
  manualUnitsPerVariant?: number;
  /** Clock, for tests. */
  now?: () => Date;
}

/**
 * Orders over a database.
 *
 * @example
 * const orders = createOrders(db);
 * const { order } = await orders.createOrderFromCart({ cartToken, email, shippingAddress,
 *   paymentMethod: 'test_card', card, idempotencyKey: crypto.randomUUID() });
 */
export function createOrders(db: Db, options: OrderServiceOptions = {}): OrderService {
  const unpaidTimeoutMs = options.unpaidTimeoutMs ?? DEFAULT_UNPAID_TIMEOUT_MS;
  if (!Number.isInteger(unpaidTimeoutMs) || unpaidTimeoutMs <= 0)
    throw new Error('unpaidTimeoutMs must be a positive whole number');
  const manualUnitsPerVariant = options.manualUnitsPerVariant ?? DEFAULT_MANUAL_UNITS_PER_VARIANT;
  if (!Number.isInteger(manualUnitsPerVariant) || manualUnitsPerVariant <= 0)
    throw new Error('manualUnitsPerVariant must be a positive whole number');
  const context: OrdersContext = {
    db,
    payments: options.payments ?? createPaymentRegistry(),
    now: options.now ?? (() => new Date()),
    unpaidTimeoutMs,
    manualUnitsPerVariant,
  };
  return {
    payments: context.payments,
    createOrderFromCart: (input, caller) => placeOrder(context, input, caller),
    cancelExpiredOrders: (now) => cancelExpiredOrders(context, now),
    getOrder: (input) => getOrder(db, input),
    checkoutAttempt: (input) => checkoutAttempt(db, input),
    trackOrder: (input) => trackOrder(db, input),
    listCustomerOrders: (customerId, page) => listCustomerOrders(db, customerId, page),
    refundOrder: (orderId, amount) => refundOrder(context, orderId, amount),
    markOrderPaid: (orderId) => markOrderPaid(context, orderId),
    fulfillOrder: (orderId, trackingNumber) => fulfillOrder(context, orderId, trackingNumber),
    updateTrackingStatus: (trackingNumber, status) => updateTrackingStatus(context, trackingNumber, status),
  };
}
