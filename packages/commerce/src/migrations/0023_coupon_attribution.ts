import type { Migration } from './migration.types';

/**
 * Where each use of a coupon came from: the campaign medium the shopper
 * arrived by (`utm_medium` of their landing address), where the code was
 * entered (cart, drawer, checkout …) and whether the store applied it from a
 * link rather than the shopper typing it. Lets the merchant see which
 * campaigns bring the orders that use a code.
 */
export const couponAttribution: Migration = {
  id: '0023_coupon_attribution',
  sql: /* sql */ `
ALTER TABLE coupon_redemptions ADD COLUMN utm_medium text;
ALTER TABLE coupon_redemptions ADD COLUMN position text;
ALTER TABLE coupon_redemptions ADD COLUMN auto_applied boolean NOT NULL DEFAULT false;
`,
};
