import type { Migration } from './migration.types';

/**
 * Who wrote a review, so its author (and nobody else) can change or delete it.
 * Reviews written signed out, and those of a deleted account, have no owner
 * and can no longer be changed.
 */
export const reviewOwners: Migration = {
  id: '0013_review_owners',
  sql: /* sql */ `
ALTER TABLE product_reviews
  ADD COLUMN customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  ADD COLUMN updated_at  timestamptz;
CREATE INDEX product_reviews_customer_idx ON product_reviews (customer_id);
`,
};
