import type { Migration } from './migration.types';

/**
 * The store's own `store` setting (public address, currency), and the cart
 * total limits as a setting (`cart_limits`) the storefront reads with the
 * others on every page: `pricing_settings`, where they are kept, joins the
 * tables whose reads the engine keeps in process (migration 0026), so a
 * change by the `vitrine settings` command or by SQL shows from the next
 * request on.
 */
export const storeSetting: Migration = {
  id: '0030_store_setting',
  sql: /* sql */ `
ALTER TABLE store_settings DROP CONSTRAINT IF EXISTS store_settings_name_check;
ALTER TABLE store_settings ADD CONSTRAINT store_settings_name_check CHECK (name IN ('theme', 'analytics', 'cart', 'checkout', 'store'));

CREATE TRIGGER pricing_settings_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pricing_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_read_cache_generation();
`,
};
