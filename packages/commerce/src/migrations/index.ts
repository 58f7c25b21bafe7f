import { catalogAndCarts } from './0001_catalog_and_carts';
import { pricing } from './0002_pricing';
import { customerAccounts } from './0003_customer_accounts';
import { ordersAndPayments } from './0004_orders_and_payments';
import { content } from './0006_content';
import { moneyRewardsTracking } from './0007_money_rewards_tracking';
import { searchAndPlugins } from './0008_search_and_plugins';
import { cartContact } from './0009_cart_contact';
import { service } from './0010_service';
import { files } from './0011_files';
import { prescriptions } from './0012_prescriptions';
import { reviewOwners } from './0013_review_owners';
import { cardTokens } from './0014_card_tokens';
import { oidc } from './0015_oidc';
import { storeSettings } from './0016_store_settings';
import { mediaFeed } from './0017_media_feed';
import { orderCartLines } from './0018_order_cart_lines';
import { bigintMoney } from './0019_bigint_money';
import { cartSettings } from './0020_cart_settings';
import { hashedRateLimitKeys } from './0021_hashed_rate_limit_keys';
import { orderCartSettled } from './0022_order_cart_settled';
import { couponAttribution } from './0023_coupon_attribution';
import { checkoutSettings } from './0024_checkout_settings';
import { readCaching } from './0026_read_caching';
import { searchIndex } from './0027_search_index';
import { variantOptionLookup } from './0028_variant_option_lookup';
import { demoSeed } from './0029_demo_seed';
import { storeSetting } from './0030_store_setting';
import { shippingUniqueNames } from './0031_shipping_unique_names';
import type { Migration } from './migration.types';

export type { Migration } from './migration.types';

/**
 * Every migration, in apply order. The SQL lives in TypeScript modules so it
 * is bundled with the code and found the same way from source and from dist.
 * Add a new file `NNNN_name.ts` and append it here; never edit an applied one.
 */
export const MIGRATIONS: readonly Migration[] = [
  catalogAndCarts,
  // New migrations below, one per line, in apply order.
  pricing,
  customerAccounts,
  ordersAndPayments,
  content,
  moneyRewardsTracking,
  searchAndPlugins,
  cartContact,
  service,
  files,
  prescriptions,
  reviewOwners,
  cardTokens,
  oidc,
  storeSettings,
  mediaFeed,
  orderCartLines,
  bigintMoney,
  cartSettings,
  hashedRateLimitKeys,
  orderCartSettled,
  couponAttribution,
  checkoutSettings,
  readCaching,
  searchIndex,
  variantOptionLookup,
  demoSeed,
  storeSetting,
  shippingUniqueNames,
];
