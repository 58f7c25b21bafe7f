import type { Db } from '../db/db.types';
import type { PaymentRegistry } from '../payments/payments.registry';

/** How long an unpaid order keeps its stock before it is cancelled (default 30 minutes). */
export const DEFAULT_UNPAID_TIMEOUT_MS = 30 * 60 * 1000;

/** What the order functions work with; tests pass a fixed clock. */
export interface OrdersContext {
  db: Db;
  payments: PaymentRegistry;
  /** The current time; injected so timeouts can be tested. */
  now: () => Date;
  unpaidTimeoutMs: number;
}
