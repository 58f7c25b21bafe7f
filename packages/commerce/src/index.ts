/**
 * @vitrine/commerce: the store's server engine (catalog, carts; later checkout,
 * orders, customers ...). No HTTP in here: the storefront's routes call the
 * services of `createCommerce` and turn a `CommerceError` into the API's error
 * response. Nothing exported here takes the database (`db`): the constructors
 * over it stay inside the package, tests that need one use
 * `@vitrine/commerce/testing`, and `pnpm boundaries` refuses such an export
 * (`engine-entry-takes-no-db` in scripts/engine-boundary.mjs).
 */
export {
  createCommerce,
  type CommerceServices as Commerce,
  type CommerceOptions,
  type CommerceConfig,
} from './commerce';
export { commerceOptionsFromEnv, type CommerceEnv } from './commerce.env';
export { CommerceError, parseInput, validationError, type CommerceErrorInit } from './errors';
export { safeLocalPath } from './safe-path';
export type { CatalogService } from './catalog/catalog';
export type { CartService, CartTotalLimits } from './cart/cart';
// Opening a database of one's own is for tests: `@vitrine/commerce/testing`.
export { withQueryStats, type Db, type QueryStats, type RequestScopeOptions } from './db';
export { MIGRATIONS, type Migration } from './migrations';
export { buildCatalog, type BuiltCatalog } from './seed/build';
export type { DemoSeedOutcome } from './seed/demo-store';
export { generateImages, type ImageGenerationResult } from './media/generate';
export { DEFAULT_STORE_CURRENCY } from './config';
export type { OrderService, OrderServiceOptions } from './orders/orders';
export * from './payments';
export {
  earlierOrdersQuerySchema,
  orderHistoryPageSchema,
  EARLIER_ORDERS_MIN_AGE_DAYS,
  EARLIER_ORDERS_PAGE_SIZE_MAX,
  type OrderHistoryPage,
  type OrderHistoryService,
} from './orders/orders.read';
export * from './geo';
export * from './checkout';
export { accountsOptionsFor, type Accounts, type AccountsOptions, type MailOptions } from './customers/accounts';
export type { CustomerService, CustomerSummary, RequestContext } from './customers/customers';
export { isSecretShaped, safeEqual } from './customers/secrets';
export { SESSION_LIFETIME_SECONDS, type ActiveSession, type NewSession } from './customers/sessions';
export type { AddressService } from './customers/addresses';
export type { WishlistService } from './wishlist/wishlist';
export type { DeliveryReport } from './email/outbox';
export { createFileTransport } from './email/file-transport';
export { createSmtpTransport, type SmtpTransportOptions } from './email/smtp-transport';
export type { EmailTransport, OutgoingEmail } from './email/email.types';
export { RATE_LIMITS, RATE_LIMIT_MESSAGE, type RateLimitRule, type RateLimitResult } from './ratelimit/ratelimit';
export type { ShopperPost, Poster } from './ratelimit/shopper-posts';
export type { RateLimitService } from './ratelimit/rate-limits';
export type { StoreAdmin } from './admin';
export {
  profileInputSchema,
  ACCOUNT_SUBSCRIBE_CODE,
  type CustomerProfile,
  type ProfileInput,
  type ProfileService,
} from './customers/profile';
export { priceCart } from './pricing/price-cart';
export { currencyDigits } from './pricing/money';
export type { PricedCart, PricingInput, PricingLine } from './pricing/pricing.types';
export { assertCartWithinTotalLimits } from './cart/cart.notices';
export { moneyOptionsFor, type MoneyService, type MoneyOptions, type MoneyConfig } from './money/money';
export * from './money/money.exports';
export type { ContentService, ContentOptions } from './content/content';
export { sanitizeHtml } from './content/sanitize';
export {
  PRODUCT_CSV_COLUMNS,
  amountExample,
  csvLine,
  formatDecimal,
  formatPrice,
  parseDecimal,
  parsePrice,
  priceProblem,
  type ProductCsvColumn,
  type ProductExportOptions,
  type ProductImportOptions,
  type ProductImportProgress,
  type ProductImportReport,
  type RefusedRow,
} from './catalog/csv';
export { newCouponSchema, type CouponSummary, type NewCoupon } from './discounts/coupon-admin';
export {
  newShippingMethodSchema,
  newShippingZoneSchema,
  type NewShippingMethod,
  type NewShippingZone,
  type ShippingMethodSummary,
  type ShippingZoneSummary,
} from './shipping/shipping-admin';
export { taxPlaceSchema, taxRateSchema, type NewTaxRate, type TaxPlace, type TaxRateSummary } from './tax/tax-admin';
export { FolderLockedError } from './db/folder-lock';
export type { ReviewService } from './reviews/reviews';
export type { Discovery } from './search/discovery';
export { filesOptionsFor, type FilesService, type FilesOptions, type FilesConfig } from './files/files';
export { createDiskFileStore, type FileStore } from './files/file-store';
export { createS3FileStore, s3ConfigFromEnv, type S3StoreConfig } from './files/s3-store';
export type { TrackhubService } from './trackhub/trackhub';
export { detectCarrier, s10CheckDigit } from './trackhub/carrier-detection';
export type { SearchService } from './search/search';
export type { PluginService } from './plugins/plugins';
// The shared API contract (@vitrine/headless/contract): the zod schemas the engine validates with, for server code.
export * from '@vitrine/headless/contract';
export * as apiSchemas from './api-schemas';
export type { ShopperService, ShopperServiceOptions } from './service/service';
export { SERVICE_RATE_LIMITS, type ServiceRequestContext } from './service/service.limits';
export type { PrescriptionService, PrescriptionOptions } from './prescriptions/prescriptions';
export type { CartShopper } from './cart/cart';
export type { MediaFeedPost, MediaFeedService } from './showcase/media-feed';
export * from './oidc';
export * from './settings';
export { RETENTION, type HousekeepingReport } from './housekeeping/housekeeping';
