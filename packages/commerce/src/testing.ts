/**
 * `@vitrine/commerce/testing`: for tests outside the engine only (the
 * storefront's server tests, end-to-end fixtures). It opens the engine with
 * its query layer beside the services, so a test can look at what no service
 * shows (the e-mail outbox, a row's state). Product code never imports it:
 * `pnpm boundaries` refuses that.
 */
export { openEngine as openCommerceWithDb, type Commerce as CommerceWithDb } from './commerce';
/** A connection of the test's own to a store's database (an end-to-end test reading what the running shop wrote). */
export { connectDatabase, type DatabaseOptions } from './db';
export { runMigrations } from './migrations/migrate';
/**
 * Services over such a connection, for an end-to-end test acting on the running shop's database as its
 * server would (the cart setting it reads at the next request, the sweep of unpaid orders past their time).
 */
export { createOrders } from './orders/orders';
export { createStoreSettings } from './settings/store-settings';
