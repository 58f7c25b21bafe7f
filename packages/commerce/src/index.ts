/**
 * @vitrine/commerce: the store's server engine (catalog, carts; later checkout,
 * orders, customers ...). No HTTP in here: the storefront's routes call these
 * functions and turn a `CommerceError` into the API's error response.
 */
export { createCommerce, type Commerce, type CommerceOptions } from './commerce';
export { CommerceError, parseInput, validationError, type CommerceErrorInit } from './errors';
export type { CatalogService } from './catalog/catalog';
export type { CartService } from './cart/cart';
export { connectDatabase, type Db, type DatabaseOptions } from './db';
export { runMigrations } from './migrations/migrate';
export { MIGRATIONS, type Migration } from './migrations';
export { buildCatalog, type BuiltCatalog } from './seed/build';
export { seedCatalog } from './seed/seed';
export { generateImages, type ImageGenerationResult } from './media/generate';
export { STORE_CURRENCY } from './config';
export { createOrders, type OrderService, type OrderServiceOptions } from './orders/orders';
export * from './payments';
export { orderSchema, trackingSchema, placeOrderSchema, type Order, type OrderTracking, type PlaceOrderInput } from './orders/orders.schema';
export * from './geo';
export * from './checkout';
export { createAccounts, accountsOptionsFor, type Accounts, type AccountsOptions } from './customers/accounts';
export { createCustomers, type CustomerService, type CustomerSummary, type RequestContext } from './customers/customers';
export { sessionCookie, clearSessionCookie, readSessionCookie } from './customers/cookies';
export { csrfTokenFor, verifyCsrf, requireCsrf } from './customers/csrf';
export { SESSION_COOKIE, SESSION_LIFETIME_SECONDS, type ActiveSession, type NewSession } from './customers/sessions';
export type { AddressService } from './customers/addresses';
export type { WishlistService } from './wishlist/wishlist';
export { deliverOutbox, enqueueEmail, type DeliveryReport } from './email/outbox';
export { createFileTransport } from './email/file-transport';
export { createSmtpTransport, type SmtpTransportOptions } from './email/smtp-transport';
export type { EmailTransport, OutgoingEmail } from './email/email.types';
export { rateLimit, RATE_LIMITS, RATE_LIMIT_MESSAGE, type RateLimitRule, type RateLimitResult } from './ratelimit/ratelimit';
export { priceCart } from './pricing/price-cart';
export type { PricedCart, PricingInput, PricingLine } from './pricing/pricing.types';
export * from './pricing/pricing.schema';
export { assertCartWithinTotalLimits } from './cart/cart.notices';
export { attachCouponToOrder } from './cart/cart.coupons';
export { seedPricing } from './pricing/pricing.seed';
export { createMoney, moneyOptionsFromEnv, type MoneyService, type MoneyOptions } from './money/money';
export * from './money/money.exports';
export { createContent, type ContentService, type ContentOptions } from './content/content';
export { sanitizeHtml } from './content/sanitize';
export type { ReviewService } from './reviews/reviews';
export * from './content/content.schema';
export * from './reviews/reviews.schema';
export { createDiscovery, type Discovery } from './search/discovery';
export type { SearchService } from './search/search';
export type { PluginService } from './plugins/plugins';
export * from './search/search.schema';
export * from './plugins/plugins.schema';
export * as apiSchemas from './api-schemas';
