import type { Migration } from './migration.types';

/**
 * When an order's lines were taken out of its cart. The payment and the cart
 * are two transactions; with this mark the second runs exactly once for an
 * order, also when it is completed by a repeat of a checkout whose process or
 * database went down in between. Orders placed before are marked as done.
 */
export const orderCartSettled: Migration = {
  id: '0022_order_cart_settled',
  sql: /* sql */ `
ALTER TABLE orders ADD COLUMN cart_settled_at timestamptz;
UPDATE orders SET cart_settled_at = placed_at;
`,
};
