import type { Migration } from './migration.types';

/**
 * Option values lead back to their variants by an index: a product's variant
 * options (`loadVariantOptions(…, 'products')`: product → options → values →
 * variants) read every row of `variant_option_values` without it, 150 ms of
 * each product page at 100k products (854k rows), and deleting an option
 * value scanned the table for the rows its cascade removes.
 */
export const variantOptionLookup: Migration = {
  id: '0028_variant_option_lookup',
  sql: /* sql */ `
CREATE INDEX IF NOT EXISTS variant_option_values_value_idx ON variant_option_values (option_value_id, variant_id);
`,
};
