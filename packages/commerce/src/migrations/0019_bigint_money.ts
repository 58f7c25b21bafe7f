import type { Migration } from './migration.types';

/**
 * Order amounts in `bigint` minor units: a large order (many units of a dear
 * item) passes 2^31 − 1 minor units (21 474 836.47), which an `integer`
 * column can not hold. Unit prices stay `integer` (one item up to that sum).
 */
export const bigintMoney: Migration = {
  id: '0019_bigint_money',
  sql: /* sql */ `
ALTER TABLE orders
  ALTER COLUMN subtotal TYPE bigint,
  ALTER COLUMN discount TYPE bigint,
  ALTER COLUMN shipping TYPE bigint,
  ALTER COLUMN tax TYPE bigint,
  ALTER COLUMN total TYPE bigint,
  ALTER COLUMN refunded TYPE bigint;
ALTER TABLE order_lines ALTER COLUMN line_total TYPE bigint;
ALTER TABLE payments ALTER COLUMN amount TYPE bigint;
`,
};
