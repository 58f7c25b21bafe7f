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
import { accountsOptionsFor, createAccounts, type Accounts } from './customers/accounts';
import { connectDatabase } from './db/connect';
import type { Db } from './db/db.types';
import { assertSchemaName } from './db/identifiers';
import { runMigrations } from './migrations/migrate';
import { buildCatalog } from './seed/build';
import { ensureDemoImages } from './seed/demo-images';
import { seedDemoStore } from './seed/demo-store';
import { readStoreAtStart, type StoreSetting } from './settings/store-settings';
import { createDiscovery, type Discovery } from './search/discovery';
import { createMoney, moneyOptionsFromEnv, type MoneyService } from './money/money';
import { createFiles, filesOptionsFor, type FilesService } from './files/files';
import { createTrackhub, type TrackhubService } from './trackhub/trackhub';
import { createPrescriptions, type PrescriptionService } from './prescriptions/prescriptions';
import { createShopperService, type ShopperService } from './service/service';
import { createOidc, type OidcService } from './oidc/oidc';

/** How to start the engine. Every field is optional: `createCommerce()` is an in-memory demo shop. */
export interface CommerceOptions {
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

/** The engine the storefront's loaders and API routes call. */
export interface Commerce {
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
  /** Absolute folder of the picture files; the storefront serves it at `/media/*`. */
  mediaDir: string;
  /** The query layer, for tests and the engine modules that come later. */
  db: Db;
  /**
   * The embedded database only: a consistent copy of the whole store (a gzipped
   * tarball of the database folder), taken while it runs. A PostgreSQL server
   * is backed up with `pg_dump` instead (see docs/RELIABILITY.md).
   */
  backup(): Promise<Blob>;
  /** Closes the database (and frees the embedded database's folder); safe to call twice. */
  close(): Promise<void>;
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
export async function createCommerce(options: CommerceOptions = {}): Promise<Commerce> {
  const schema = assertSchemaName(options.schema ?? 'public');
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const usesPglite = !options.databaseUrl;
  if (dataDir && usesPglite) await mkdir(dataDir, { recursive: true });
  const db = await connectDatabase({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(dataDir && usesPglite ? { pgliteDataDir: join(dataDir, 'pgdata') } : {}),
    ...(options.restoreFrom && usesPglite ? { restoreFrom: options.restoreFrom } : {}),
    schema,
  });
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
    store = await readStoreAtStart(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const service = createShopperService(db);
  return {
    store,
    catalog: createCatalog(db, { currency: store.currency }),
    carts: createCarts(db, { currency: store.currency }),
    geo: createGeo(),
    orders: createOrders(db),
    orderHistory: createOrderHistory(db),
    accounts: createAccounts(db, accountsOptionsFor(dataDir, { ...process.env, ...(store.url ? { STORE_URL: store.url } : {}) })),
    // The relay obeys the consent decisions the shopper service stores.
    money: createMoney(db, { ...moneyOptionsFromEnv(), storedConsent: (visitorId) => service.consentFor(visitorId), currency: store.currency }),
    content: await createContent(db, { mediaDir }),
    discovery: createDiscovery(db, { currency: store.currency }),
    service,
    prescriptions: createPrescriptions(db),
    files: createFiles(db, filesOptionsFor(dataDir)),
    trackhub: createTrackhub(db),
    oidc: createOidc(db),
    housekeeping: { prune: (now) => runHousekeeping(db, now) },
    mediaDir,
    db,
    backup: () => {
      if (!db.dumpDataDir) throw new Error('A PostgreSQL server is backed up with pg_dump');
      return db.dumpDataDir();
    },
    close: () => (closing ??= db.close()),
  };
}
