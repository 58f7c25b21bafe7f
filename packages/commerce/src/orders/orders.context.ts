import type { Db } from '../db/db.types';
import type { PaymentRegistry } from '../payments/payments.registry';

/** How long an unpaid order keeps its stock before it is cancelled (default 30 minutes). */
export const DEFAULT_UNPAID_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * The most units of one variant an order paid with a manual method (cash on
 * delivery, bank transfer) may hold while it waits for its money: such an
 * order takes its stock at once, so one unpaid order can not empty a variant.
 */
export const DEFAULT_MANUAL_UNITS_PER_VARIANT = 5;

/** What the order functions work with; tests pass a fixed clock. */
export interface OrdersContext {
  db: Db;
  payments: PaymentRegistry;
  /** The current time; injected so timeouts can be tested. */
  now: () => Date;
  unpaidTimeoutMs: number;
  /** See `DEFAULT_MANUAL_UNITS_PER_VARIANT`. */
  manualUnitsPerVariant: number;
}
