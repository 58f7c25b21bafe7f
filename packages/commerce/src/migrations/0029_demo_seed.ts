import type { Migration } from './migration.types';

/**
 * Whether the store has had its one demo seed. The engine loads the demo
 * catalogue, prices and content into an empty store once, in the transaction
 * that records this row; a store with the row is never seeded again, so what
 * the merchant deletes or edits stays that way across restarts.
 *
 * A store that already holds a catalogue, prices, content, customers or
 * orders when this migration runs was seeded by an earlier version (or filled
 * by the merchant): it gets the row now, as `existing`, and is left alone.
 */
export const demoSeed: Migration = {
  id: '0029_demo_seed',
  sql: /* sql */ `
CREATE TABLE demo_seed (
  id        boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- 'demo': the engine loaded the demo store; 'existing': the store already held data
  origin    text NOT NULL CHECK (origin IN ('demo', 'existing')),
  seeded_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO demo_seed (id, origin)
SELECT true, 'existing'
WHERE EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM collections)
   OR EXISTS (SELECT 1 FROM coupons) OR EXISTS (SELECT 1 FROM shipping_zones) OR EXISTS (SELECT 1 FROM tax_rates)
   OR EXISTS (SELECT 1 FROM blog_collections) OR EXISTS (SELECT 1 FROM blog_posts)
   OR EXISTS (SELECT 1 FROM product_reviews) OR EXISTS (SELECT 1 FROM product_comments)
   OR EXISTS (SELECT 1 FROM customers) OR EXISTS (SELECT 1 FROM orders);
`,
};
