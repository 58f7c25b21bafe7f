import type { Migration } from './migration.types';

/**
 * The `cart` store setting (coupon input per device, reservation countdown):
 * one more name the settings table accepts.
 */
export const cartSettings: Migration = {
  id: '0020_cart_settings',
  sql: /* sql */ `
ALTER TABLE store_settings DROP CONSTRAINT IF EXISTS store_settings_name_check;
ALTER TABLE store_settings ADD CONSTRAINT store_settings_name_check CHECK (name IN ('theme', 'analytics', 'cart'));
`,
};
