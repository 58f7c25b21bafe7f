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
