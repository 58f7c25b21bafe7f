import type { Migration } from './migration.types';

/** The shopper's e-mail and chosen payment method, kept on the cart between checkout steps. */
export const cartContact: Migration = {
  id: '0009_cart_contact',
  sql: /* sql */ `
ALTER TABLE carts ADD COLUMN IF NOT EXISTS customer_email text;
ALTER TABLE carts ADD COLUMN IF NOT EXISTS payment_method text;
`,
};
