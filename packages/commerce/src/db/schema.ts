/**
 * The store's tables as TypeScript types, for the Kysely query builder
 * (`kyselyFor` in ./kysely). One interface per table, one property per column,
 * typed as both engines return it:
 *
 * - `integer`, `smallint` and `bigint` are numbers (the `pg` pool parses int8
 *   as a number, as PGlite does; amounts stay far below 2^53);
 * - `timestamptz` and `date` are `Date`s; a string is accepted when writing;
 * - `numeric`, `xid8`, `tsvector` and `character(n)` are strings;
 * - `jsonb` is read as its parsed value (`JsonValue`: check its shape before use) and
 *   written as JSON text (`JSON.stringify`), which both engines take the same way;
 * - a column with a default is `Generated` (optional when inserting).
 *
 * It follows the migrations in ../migrations: a migration that adds, renames,
 * retypes or drops a column changes the table here too; schema.test.ts checks
 * every table and column against the migrated database.
 */
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** A `timestamptz` or `date` column: read as a `Date`, written as a `Date` or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A `timestamptz` column with a default (usually `now()`): optional when inserting. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A parsed JSON document as a `jsonb` column holds it (an object or an array in every table). */
export type JsonValue = string | number | boolean | JsonValue[] | { [key: string]: JsonValue | null };
/** A `jsonb` column: read as its parsed value, written as JSON text. */
export type Json = ColumnType<JsonValue, string, string>;
/** A `jsonb` column with a default: optional when inserting. */
export type GeneratedJson = ColumnType<JsonValue, string | undefined, string>;

export interface AutomaticDiscountsTable {
  id: Generated<number>;
  title: string;
  adjustment: Json;
  starts_at: Timestamp | null;
  expires_at: Timestamp | null;
  active: Generated<boolean>;
}

export interface BlogCollectionsTable {
  id: Generated<number>;
  handle: string;
  title: string;
  description: Generated<string>;
  position: Generated<number>;
}

export interface BlogPostsTable {
  id: Generated<number>;
  collection_id: number;
  handle: string;
  title: string;
  excerpt: Generated<string>;
  body_html: Generated<string>;
  author: Generated<string>;
  cover_image_url: string | null;
  featured: Generated<boolean>;
  published_at: Timestamp;
}

export interface CardTokensTable {
  id: Generated<number>;
  token_hash: string;
  provider: string;
  provider_reference: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  order_id: number | null;
}

export interface CartLinesTable {
  id: Generated<number>;
  cart_id: number;
  key: string;
  variant_id: number;
  quantity: number;
  properties: GeneratedJson;
  position: number;
  created_at: GeneratedTimestamp;
}

export interface CartsTable {
  id: Generated<number>;
  token_hash: string;
  hash: string;
  currency: string;
  customer_id: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  coupon_code: string | null;
  shipping_address: Json | null;
  shipping_method_id: string | null;
  note: string | null;
  customer_email: string | null;
  payment_method: string | null;
}

export interface CollectionProductsTable {
  collection_id: number;
  product_id: number;
  position: number;
}

export interface CollectionsTable {
  id: Generated<number>;
  handle: string;
  title: string;
  description: Generated<string>;
  image_id: number | null;
  position: Generated<number>;
}

export interface ConsentDecisionsTable {
  id: Generated<number>;
  visitor_id: string;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  version: number;
  country: string;
  mode: string;
  decided_at: Timestamp;
}

export interface CouponRedemptionsTable {
  id: Generated<number>;
  coupon_id: number;
  cart_id: number | null;
  order_id: number | null;
  customer_id: number | null;
  created_at: GeneratedTimestamp;
  utm_medium: string | null;
  position: string | null;
  auto_applied: Generated<boolean>;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  title: Generated<string>;
  discount_type: string;
  value: Generated<number>;
  rule_data: GeneratedJson;
  starts_at: Timestamp | null;
  expires_at: Timestamp | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  minimum_subtotal: Generated<number>;
  minimum_quantity: Generated<number>;
  show_at_checkout: Generated<boolean>;
  active: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface CustomButtonsTable {
  id: Generated<number>;
  product_type: string | null;
  label: string;
  url: string;
  style: Generated<string>;
  position: Generated<number>;
  active: Generated<boolean>;
}

export interface CustomerAddressesTable {
  id: Generated<number>;
  customer_id: number;
  first_name: string;
  last_name: string;
  company: Generated<string>;
  address1: string;
  address2: Generated<string>;
  city: string;
  country: string;
  province: Generated<string>;
  postcode: Generated<string>;
  phone: Generated<string>;
  is_default: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface CustomerIdentitiesTable {
  id: Generated<number>;
  provider_id: number;
  subject: string;
  customer_id: number;
  email: string | null;
  email_verified: Generated<boolean>;
  created_at: GeneratedTimestamp;
  last_login_at: GeneratedTimestamp;
}

export interface CustomerPrescriptionsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  power_left: number;
  power_right: number;
  expires_on: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export interface CustomerTokensTable {
  id: Generated<number>;
  customer_id: number;
  purpose: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CustomersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: Generated<string>;
  created_at: GeneratedTimestamp;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email_verified_at: Timestamp | null;
  updated_at: GeneratedTimestamp;
}

export interface DemoSeedTable {
  id: Generated<boolean>;
  origin: string;
  seeded_at: GeneratedTimestamp;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
}

export interface ErrorReportsTable {
  fingerprint: string;
  kind: string;
  message: string;
  stack: string | null;
  url: string | null;
  status: number | null;
  code: string | null;
  release: string | null;
  context: Json | null;
  count: Generated<number>;
  first_seen: Timestamp;
  last_seen: Timestamp;
}

export interface ExchangeRatesTable {
  currency: string;
  rate: string;
  updated_at: GeneratedTimestamp;
}

export interface FileSettingsTable {
  id: Generated<boolean>;
  signing_secret: string;
}

export interface IncentivesTable {
  id: Generated<number>;
  kind: string;
  title: string;
  message: string;
  threshold: number | null;
  position: Generated<number>;
  active: Generated<boolean>;
}

export interface InfluencersTable {
  code: string;
  name: string;
  handle: string;
  avatar_url: string | null;
  coupon_code: string | null;
  message: string;
  active: Generated<boolean>;
}

export interface InventoryLevelsTable {
  variant_id: number;
  on_hand: Generated<number>;
  updated_at: GeneratedTimestamp;
}

export interface MediaFeedPostsTable {
  id: Generated<number>;
  product_handle: string | null;
  image_url: string | null;
  image_alt: Generated<string>;
  image_width: number | null;
  image_height: number | null;
  caption: string;
  author: Generated<string>;
  position: Generated<number>;
  published: Generated<boolean>;
  posted_at: GeneratedTimestamp;
}

export interface OidcLoginStatesTable {
  id: Generated<number>;
  state_hash: string;
  browser_hash: string;
  provider_id: number;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: Generated<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OidcProvidersTable {
  id: Generated<number>;
  slug: string;
  display_name: string;
  issuer: string;
  client_id: string;
  client_secret: Generated<string>;
  scopes: Generated<string>;
  enabled: Generated<boolean>;
  position: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  variant_id: number | null;
  product_title: string;
  variant_title: string;
  sku: string;
  unit_price: number;
  quantity: number;
  line_total: number;
  properties: GeneratedJson;
  position: number;
  cart_line_key: string | null;
}

export interface OrdersTable {
  id: Generated<number>;
  number: string;
  idempotency_key: string;
  lookup_token_hash: string;
  cart_id: number | null;
  customer_id: number | null;
  email: string;
  currency: string;
  subtotal: number;
  discount: Generated<number>;
  shipping: Generated<number>;
  tax: Generated<number>;
  total: number;
  refunded: Generated<number>;
  payment_method: string;
  payment_status: Generated<string>;
  payment_code: string | null;
  fulfillment_status: Generated<string>;
  status: Generated<string>;
  shipping_address: Json;
  placed_at: Timestamp;
  cancelled_at: Timestamp | null;
  pay_by: Timestamp | null;
  tracking_number: string | null;
  tracking_status: Generated<string>;
  cart_settled_at: Timestamp | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  provider: string;
  reference: string;
  status: string;
  code: string | null;
  amount: number;
  created_at: GeneratedTimestamp;
}

export interface PluginSettingsTable {
  name: string;
  config: Json;
}

export interface PopupsTable {
  id: Generated<number>;
  kind: string;
  title: string;
  body: Generated<string>;
  cta_label: string | null;
  cta_url: string | null;
  trigger: Generated<string>;
  delay_seconds: Generated<number>;
  show_once: Generated<boolean>;
  position: Generated<number>;
  active: Generated<boolean>;
}

export interface PrescriptionProductsTable {
  product_handle: string;
  attribute_key: Generated<string>;
}

export interface PricingSettingsTable {
  id: Generated<boolean>;
  prices_include_tax: Generated<boolean>;
  tax_shipping: Generated<boolean>;
  min_cart_total: number | null;
  max_cart_total: number | null;
}

export interface ProductCommentsTable {
  id: Generated<number>;
  product_id: number;
  author: string;
  body: string;
  created_at: GeneratedTimestamp;
}

export interface ProductDocumentsTable {
  id: Generated<number>;
  product_handle: string;
  title: string;
  filename: string;
  position: Generated<number>;
  file_id: string | null;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  url: string;
  alt: Generated<string>;
  width: number;
  height: number;
  position: number;
}

export interface ProductOptionValuesTable {
  id: Generated<number>;
  option_id: number;
  value: string;
  swatch: string | null;
  position: number;
}

export interface ProductOptionsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  position: number;
}

export interface ProductReviewImagesTable {
  id: Generated<number>;
  review_id: number;
  file_name: string;
  mime_type: string;
  byte_size: number;
  position: number;
}

export interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  rating: number;
  title: Generated<string>;
  body: string;
  author: string;
  created_at: GeneratedTimestamp;
  customer_id: number | null;
  updated_at: Timestamp | null;
}

export interface ProductsTable {
  id: Generated<number>;
  handle: string;
  title: string;
  description_html: Generated<string>;
  vendor: Generated<string>;
  product_type: Generated<string>;
  position: Generated<number>;
  created_at: GeneratedTimestamp;
  search_vector: GeneratedAlways<string | null>;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface ReadCacheGenerationTable {
  id: Generated<boolean>;
  generation: number;
}

export interface ReferralVisitsTable {
  id: Generated<number>;
  influencer_code: string;
  visitor_key: string;
  visit_day: Timestamp;
  landing_url: string;
  visited_at: Timestamp;
  expires_at: Timestamp;
}

export interface RegionalSitesTable {
  id: string;
  name: string;
  url: string;
  countries: string[];
  locale: string;
  currency: string;
  is_default: Generated<boolean>;
  position: Generated<number>;
}

export interface RewardAccountsTable {
  customer_id: number;
  points: Generated<number>;
  updated_at: GeneratedTimestamp;
}

export interface RewardCampaignsTable {
  id: Generated<number>;
  title: string;
  cost: number;
  discount_type: string;
  value: Generated<number>;
  product_handle: string | null;
  position: Generated<number>;
  active: Generated<boolean>;
}

export interface RewardLedgerTable {
  id: Generated<number>;
  customer_id: number;
  delta: number;
  reason: string;
  order_id: number | null;
  coupon_code: string | null;
  created_at: GeneratedTimestamp;
}

export interface RewardSettingsTable {
  id: Generated<boolean>;
  token_secret: string;
}

export interface SchemaMigrationsTable {
  id: string;
  applied_at: GeneratedTimestamp;
}

export interface SearchChangesTable {
  xid: string;
  product_id: number;
}

export interface SearchIndexStateTable {
  id: Generated<boolean>;
  epoch: number;
  pruned_below: Generated<string>;
  prune_mark: Generated<string>;
}

export interface ServiceSettingsTable {
  name: string;
  config: Json;
}

export interface ServiceTicketsTable {
  id: Generated<number>;
  number: string;
  name: string;
  email: string;
  phone: string | null;
  order_number: string | null;
  topic: string;
  message: string;
  client_ip: string | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  customer_id: number;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  last_seen_at: GeneratedTimestamp;
}

export interface ShippingCarriersTable {
  code: string;
  name: string;
  tracking_url_template: string;
  position: number;
}

export interface ShippingMethodsTable {
  id: Generated<number>;
  zone_id: number;
  title: string;
  rate_type: string;
  rates: Json;
  free_over: number | null;
  position: Generated<number>;
  active: Generated<boolean>;
}

export interface ShippingZonesTable {
  id: Generated<number>;
  name: string;
  countries: string[];
  provinces: Generated<string[]>;
  position: Generated<number>;
}

export interface StoreSettingsTable {
  name: string;
  value: Json;
  updated_at: GeneratedTimestamp;
}

export interface StoredFilesTable {
  id: string;
  purpose: string;
  filename: string;
  content_type: string;
  size: number;
  storage_key: string;
  status: Generated<string>;
  expires_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  uploaded_at: Timestamp | null;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  code: string | null;
  created_at: GeneratedTimestamp;
}

export interface TaxRatesTable {
  id: Generated<number>;
  country: string;
  region: string | null;
  rate_bp: number;
  name: string;
}

export interface TrackingEventsTable {
  event_id: string;
  event_name: string;
  received_at: GeneratedTimestamp;
  relayed_to: Generated<string[]>;
  last_error: string | null;
}

export interface VariantOptionValuesTable {
  variant_id: number;
  option_value_id: number;
}

export interface VariantsTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  sku: string;
  price: number;
  compare_at_price: number | null;
  position: number;
  image_id: number | null;
  weight_grams: Generated<number>;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  variant_id: number | null;
  created_at: GeneratedTimestamp;
}

export interface Database {
  automatic_discounts: AutomaticDiscountsTable;
  blog_collections: BlogCollectionsTable;
  blog_posts: BlogPostsTable;
  card_tokens: CardTokensTable;
  cart_lines: CartLinesTable;
  carts: CartsTable;
  collection_products: CollectionProductsTable;
  collections: CollectionsTable;
  consent_decisions: ConsentDecisionsTable;
  coupon_redemptions: CouponRedemptionsTable;
  coupons: CouponsTable;
  custom_buttons: CustomButtonsTable;
  customer_addresses: CustomerAddressesTable;
  customer_identities: CustomerIdentitiesTable;
  customer_prescriptions: CustomerPrescriptionsTable;
  customer_tokens: CustomerTokensTable;
  customers: CustomersTable;
  demo_seed: DemoSeedTable;
  email_outbox: EmailOutboxTable;
  error_reports: ErrorReportsTable;
  exchange_rates: ExchangeRatesTable;
  file_settings: FileSettingsTable;
  incentives: IncentivesTable;
  influencers: InfluencersTable;
  inventory_levels: InventoryLevelsTable;
  media_feed_posts: MediaFeedPostsTable;
  oidc_login_states: OidcLoginStatesTable;
  oidc_providers: OidcProvidersTable;
  order_lines: OrderLinesTable;
  orders: OrdersTable;
  payments: PaymentsTable;
  plugin_settings: PluginSettingsTable;
  popups: PopupsTable;
  prescription_products: PrescriptionProductsTable;
  pricing_settings: PricingSettingsTable;
  product_comments: ProductCommentsTable;
  product_documents: ProductDocumentsTable;
  product_images: ProductImagesTable;
  product_option_values: ProductOptionValuesTable;
  product_options: ProductOptionsTable;
  product_review_images: ProductReviewImagesTable;
  product_reviews: ProductReviewsTable;
  products: ProductsTable;
  rate_limits: RateLimitsTable;
  read_cache_generation: ReadCacheGenerationTable;
  referral_visits: ReferralVisitsTable;
  regional_sites: RegionalSitesTable;
  reward_accounts: RewardAccountsTable;
  reward_campaigns: RewardCampaignsTable;
  reward_ledger: RewardLedgerTable;
  reward_settings: RewardSettingsTable;
  schema_migrations: SchemaMigrationsTable;
  search_changes: SearchChangesTable;
  search_index_state: SearchIndexStateTable;
  service_settings: ServiceSettingsTable;
  service_tickets: ServiceTicketsTable;
  sessions: SessionsTable;
  shipping_carriers: ShippingCarriersTable;
  shipping_methods: ShippingMethodsTable;
  shipping_zones: ShippingZonesTable;
  store_settings: StoreSettingsTable;
  stored_files: StoredFilesTable;
  subscribers: SubscribersTable;
  tax_rates: TaxRatesTable;
  tracking_events: TrackingEventsTable;
  variant_option_values: VariantOptionValuesTable;
  variants: VariantsTable;
  wishlist_items: WishlistItemsTable;
}
