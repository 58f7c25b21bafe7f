import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runHousekeeping, type HousekeepingReport } from './housekeeping/housekeeping';
import { createCarts, type CartService } from './cart/cart';
import { createContent, type ContentService } from './content/content';
import { createOrders, type OrderService } from './orders/orders';
import { createOrderHistory, type OrderHistoryService } from './orders/orders.read';
import { createCatalog, type CatalogService } from './catalog/catalog';
import { createGeo, type GeoService } from './geo/geo';
import { accountsOptionsFor, createAccounts, type Accounts, type MailOptions } from './customers/accounts';
import { connectDatabase } from './db/connect';
import type { Db } from './db/db.types';
import { assertSchemaName } from './db/identifiers';
import { runMigrations } from './migrations/migrate';
import { buildCatalog } from './seed/build';
import { ensureDemoImages } from './seed/demo-images';
import { seedDemoStore } from './seed/demo-store';
import { readStoreAtStart, type StoreSetting } from './settings/store-settings';
import { createDiscovery, type Discovery } from './search/discovery';
import { createMoney, moneyOptionsFor, type MoneyConfig, type MoneyService } from './money/money';
import { createFiles, filesOptionsFor, type FilesConfig, type FilesService } from './files/files';
import { createTrackhub, type TrackhubService } from './trackhub/trackhub';
import { createPrescriptions, type PrescriptionService } from './prescriptions/prescriptions';
import { createShopperService, type ShopperService } from './service/service';
import { createOidc, type OidcService } from './oidc/oidc';
import { createCardTokens, type CardTokenService } from './payments/card-tokens';
import { createRateLimits, type RateLimitService } from './ratelimit/rate-limits';
import { createStoreSettings, type StoreSettingsEnv, type StoreSettingsService } from './settings/store-settings';
import { createStoreAdmin, type StoreAdmin } from './admin';

/**
 * How the engine's services are configured: one typed object, read from the
 * environment by `commerceOptionsFromEnv` (the only engine module that reads
 * it). Absent groups take their defaults: e-mails as `.eml` files with links to
 * `http://localhost:3000`, files on disk, no tracking relay destination.
 */
export interface CommerceConfig {
  /** Where e-mails go and where their links point. */
  mail?: MailOptions;
  /** Where uploaded files go (disk, or an S3 bucket) and the key of upload tokens. */
  files?: FilesConfig;
  /** The rewards tokens' key and the tracking relay's destinations. */
  money?: MoneyConfig;
  settings?: {
    /** The settings used while the store has none stored (`VITRINE_THEME`, analytics ids). */
    fallback?: StoreSettingsEnv;
    /**
     * The themes the storefront has installed: `settings.write('theme', …)`
     * refuses any other (422 `UNKNOWN_THEME`). Any name is taken when absent.
     */
    installedThemes?: readonly string[];
  };
}

/** How to start the engine. Every field is optional: `createCommerce()` is an in-memory demo shop. */
export interface CommerceOptions extends CommerceConfig {
  /** `postgres://...`: use this PostgreSQL server; otherwise the embedded PGlite database. */
  databaseUrl?: string;
  /** Folder for the embedded database (`<dataDir>/pgdata`) and pictures (`<dataDir>/media`). In memory when absent. */
  dataDir?: string;
  /**
   * Load the demo store (catalog, coupons, shipping zones, tax rates, blog,
   * reviews) into an empty store, once (default true). A store that has had its
   * demo seed, or holds data of its own, is never written to by a start: what
   * the merchant deleted or edited stays so. Missing demo picture files are
   * drawn again at each start. `{ images: false }` skips drawing them (fast tests).
   */
  seed?: boolean | { images?: boolean };
  /** PostgreSQL schema for every table (default `public`); tests use a fresh one each. */
  schema?: string;
  /** Where picture files go (default `<dataDir>/media`, or a temporary folder without a dataDir). */
  mediaDir?: string;
  /** The embedded database only: a new data folder starts as this `backup()` copy. */
  restoreFrom?: Blob;
}

/**
 * The engine the storefront's loaders and API routes call, and the `vitrine`
 * command: services only. The package exports it as `Commerce`; the query
 * layer is not part of it.
 */
export interface CommerceServices {
  /** The store's currency and public address, as its `store` setting said when it started. */
  store: StoreSetting;
  catalog: CatalogService;
  carts: CartService;
  /** Countries with states and dial codes, hot countries and the address lookup (bundled data, no database). */
  geo: GeoService;
  /** Orders from checkout, their payments (test card, manual methods), look-up, tracking and refunds. */
  orders: OrderService;
  /** The signed-in customer's earlier orders (placed more than 180 days ago). */
  orderHistory: OrderHistoryService;
  /** Customers, sessions, addresses, wish list and the e-mail outbox (see `accountsOptionsFor` for where mail goes). */
  accounts: Accounts;
  /** Exchange rates, the visitor's country and currency, loyalty rewards and the tracking relay. */
  money: MoneyService;
  /** Blogs, policies, FAQ, comments, reviews (pictures under `<dataDir>/uploads/reviews`), size charts, newsletter. */
  content: ContentService;
  /** Product search with facets, suggestions, categories and the storefront plug-ins' data. */
  discovery: Discovery;
  /** Contact-us tickets, error reports, privacy consent, regional sites and influencer referrals. */
  service: ShopperService;
  /** Contact-lens and eyewear prescriptions (the special attribute `power`) and which products need one. */
  prescriptions: PrescriptionService;
  /** Signed uploads (review pictures, prescriptions, attachments), their bytes (disk or S3) and product documents. */
  files: FilesService;
  /** The carriers the store ships with and tracking-number look-up. */
  trackhub: TrackhubService;
  /** Social sign-in through the OpenID Connect providers the merchant configured (`oidc_providers`). */
  oidc: OidcService;
  /**
   * Deletes what the store no longer needs, by age (`RETENTION`): abandoned carts,
   * old rate-limit windows, expired sessions, links and upload slots, old error
   * reports and sent e-mails. The server runs it hourly.
   */
  housekeeping: { prune(now?: Date): Promise<HousekeepingReport> };
  /** The store settings (theme, analytics, cart, checkout): stored, else the configured fallback, else the default. */
  settings: StoreSettingsService;
  /** The shopper-facing rate limits a storefront counts before the work (coupon tries, order look-ups, posts). */
  rateLimits: RateLimitService;
  /** Single-use tokens for a card (`POST /payments/card_token`), so the checkout never sends the number again. */
  cardTokens: CardTokenService;
  /** The merchant's tools (the `vitrine` command): demo seed, product CSV import and export, coupons. */
  admin: StoreAdmin;
  /** Absolute folder of the picture files; the storefront serves it at `/media/*`. */
  mediaDir: string;
  /**
   * The embedded database only: a consistent copy of the whole store (a gzipped
   * tarball of the database folder), taken while it runs. A PostgreSQL server
   * is backed up with `pg_dump` instead (see docs/RELIABILITY.md).
   */
  backup(): Promise<Blob>;
  /** Closes the database (and frees the embedded database's folder); safe to call twice. */
  close(): Promise<void>;
}

/**
 * The engine as its own modules and tests see it: the services and the query
 * layer they run on (`openEngine`). Outside the package, `Commerce` is
 * `CommerceServices`: nothing there can reach the database but through a service.
 */
export interface Commerce extends CommerceServices {
  db: Db;
}

function mediaFolder(options: CommerceOptions): string {
  if (options.mediaDir) return resolve(options.mediaDir);
  if (options.dataDir) return resolve(options.dataDir, 'media');
  // No data folder means a throwaway shop; its pictures still need a home the storefront can serve.
  return join(tmpdir(), 'vitrine-media');
}

/**
 * Opens the database, applies pending migrations and (by default) loads the
 * demo store into an empty store and draws its pictures. Do this once per
 * process: it takes a few seconds on the embedded database.
 *
 * @example
 * const commerce = await createCommerce({ dataDir: '.data' });
 * const page = await commerce.catalog.listProducts({ page: 1 });
 * await commerce.close();
 */
export async function createCommerce(options: CommerceOptions = {}): Promise<CommerceServices> {
  const { db: _db, ...services } = await openEngine(options);
  return services;
}

/**
 * `createCommerce` with the query layer beside the services: for the engine's
 * own tests (through `src/test/harness.ts`), and outside the engine for tests
 * only, as `openCommerceWithDb` of `@vitrine/commerce/testing`. Product code
 * works through the services. `opened`: a database already opened in the
 * store's schema (the engine's tests share one embedded database between
 * their stores); the engine's `close()` closes it.
 */
export async function openEngine(options: CommerceOptions = {}, opened?: Db): Promise<Commerce> {
  const schema = assertSchemaName(options.schema ?? 'public');
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const usesPglite = !options.databaseUrl;
  if (dataDir && usesPglite) await mkdir(dataDir, { recursive: true });
  const db =
    opened ??
    (await connectDatabase({
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      ...(dataDir && usesPglite ? { pgliteDataDir: join(dataDir, 'pgdata') } : {}),
      ...(options.restoreFrom && usesPglite ? { restoreFrom: options.restoreFrom } : {}),
      schema,
    }));
  const mediaDir = mediaFolder(options);
  let store: StoreSetting;
  try {
    await runMigrations(db, schema);
    const seed = options.seed ?? true;
    if (seed !== false) {
      const catalog = buildCatalog();
      await seedDemoStore(db, catalog);
      const drawsImages = seed === true || seed.images !== false;
      if (drawsImages) await ensureDemoImages(db, catalog, mediaDir);
    }
    store = await readStoreAtStart(db, options.settings?.fallback ?? {});
  } catch (error) {
    await db.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const service = createShopperService(db);
  const orders = createOrders(db);
  return {
    store,
    catalog: createCatalog(db, { currency: store.currency }),
    carts: createCarts(db, { currency: store.currency }),
    geo: createGeo(),
    orders,
    orderHistory: createOrderHistory(db),
    accounts: createAccounts(
      db,
      accountsOptionsFor(dataDir, { ...options.mail, ...(store.url ? { storeUrl: store.url } : {}) }),
    ),
    // The relay obeys the consent decisions the shopper service stores.
    money: createMoney(db, {
      ...moneyOptionsFor(options.money),
      storedConsent: (visitorId) => service.consentFor(visitorId),
      currency: store.currency,
    }),
    content: await createContent(db, { mediaDir }),
    discovery: createDiscovery(db, { currency: store.currency }),
    service,
    prescriptions: createPrescriptions(db),
    files: createFiles(db, filesOptionsFor(dataDir, options.files)),
    trackhub: createTrackhub(db),
    oidc: createOidc(db),
    housekeeping: { prune: (now) => runHousekeeping(db, now) },
    settings: createStoreSettings(db, options.settings?.fallback, {
      ...(options.settings?.installedThemes ? { installedThemes: options.settings.installedThemes } : {}),
    }),
    rateLimits: createRateLimits(db),
    cardTokens: createCardTokens(db, orders.payments),
    admin: createStoreAdmin(db, { currency: store.currency }),
    mediaDir,
    db,
    backup: () => {
      if (!db.dumpDataDir) throw new Error('A PostgreSQL server is backed up with pg_dump');
      return db.dumpDataDir();
    },
    close: () => (closing ??= db.close()),
  };
}
