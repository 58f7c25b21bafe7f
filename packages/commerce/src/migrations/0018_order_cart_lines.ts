import type { Migration } from './migration.types';

/**
 * Which cart line each order line came from, so a placed order takes out of
 * the cart exactly what it bought: a line added (or a quantity raised) while
 * the order was being paid stays in the cart. NULL for orders placed before.
 */
export const orderCartLines: Migration = {
  id: '0018_order_cart_lines',
  sql: /* sql */ `
ALTER TABLE order_lines ADD COLUMN cart_line_key text;
`,
};
