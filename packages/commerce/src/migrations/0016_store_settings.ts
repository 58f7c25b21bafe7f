import type { Migration } from './migration.types';

/**
 * Store settings the merchant chooses for the whole storefront: the theme and
 * the analytics destinations (one JSON value per setting, read through zod in
 * `settings/store-settings.ts`). A missing row means "use the default" (or
 * the environment's), so a fresh store needs no row at all.
 */
export const storeSettings: Migration = {
  id: '0016_store_settings',
  sql: /* sql */ `
CREATE TABLE store_settings (
  name       text PRIMARY KEY CHECK (name IN ('theme', 'analytics')),
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
};
