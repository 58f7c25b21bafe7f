import type { Migration } from './migration.types';

/** The `checkout` store setting (shop closed, payment methods, where orders ship): one more name the settings table accepts. */
export const checkoutSettings: Migration = {
  id: '0024_checkout_settings',
  sql: /* sql */ `
ALTER TABLE store_settings DROP CONSTRAINT IF EXISTS store_settings_name_check;
ALTER TABLE store_settings ADD CONSTRAINT store_settings_name_check CHECK (name IN ('theme', 'analytics', 'cart', 'checkout'));
`,
};
