import { exportProductsCsv, importProductsCsv } from './catalog/csv';
import type { Db } from './db/db.types';
import {
  createCoupon,
  listCoupons,
  setCouponActive,
  type CouponSummary,
  type NewCoupon,
} from './discounts/coupon-admin';
import { buildCatalog } from './seed/build';
import {
  addShippingMethod,
  createShippingZone,
  deleteShippingMethod,
  deleteShippingZone,
  listShippingZones,
  type NewShippingMethod,
  type NewShippingZone,
  type ShippingZoneSummary,
} from './shipping/shipping-admin';
import {
  deleteTaxRate,
  listTaxRates,
  setTaxRate,
  type NewTaxRate,
  type TaxPlace,
  type TaxRateSummary,
} from './tax/tax-admin';
import { seedDemoStore, type DemoSeedOutcome } from './seed/demo-store';

/** Arguments of a function after its database. */
type AfterDb<F> = F extends (db: Db, ...rest: infer R) => unknown ? R : never;

/** The merchant's tools on a store (what the `vitrine` command runs). */
export interface StoreAdmin {
  /** Loads the demo store into an empty store, once (see `seedDemoStore`). */
  seedDemo(): Promise<DemoSeedOutcome>;
  /** Imports a product CSV, its prices in the store currency (see `importProductsCsv`). */
  importProductsCsv(...args: AfterDb<typeof importProductsCsv>): ReturnType<typeof importProductsCsv>;
  /** The catalogue as CSV text, in chunks, its prices in the store currency (see `exportProductsCsv`). */
  exportProductsCsv(...args: AfterDb<typeof exportProductsCsv>): ReturnType<typeof exportProductsCsv>;
  coupons: {
    list(): Promise<CouponSummary[]>;
    create(input: NewCoupon): Promise<CouponSummary>;
    setActive(code: string, active: boolean): Promise<CouponSummary>;
  };
  /** Shipping zones (by name) and their methods (by title within the zone), as checkout offers them. */
  shipping: {
    list(): Promise<ShippingZoneSummary[]>;
    createZone(input: NewShippingZone): Promise<ShippingZoneSummary>;
    addMethod(input: NewShippingMethod): Promise<ShippingZoneSummary>;
    deleteZone(name: string): Promise<void>;
    deleteMethod(zone: string, title: string): Promise<ShippingZoneSummary>;
  };
  /** Tax rates per country, and per state on top of it. */
  tax: {
    list(): Promise<TaxRateSummary[]>;
    set(input: NewTaxRate): Promise<TaxRateSummary>;
    delete(place: TaxPlace): Promise<void>;
  };
}

/** What the merchant's tools need to know about the store. */
export interface StoreAdminOptions {
  /** The store currency (`commerce.store.currency`): the product CSV's prices are in it, with its decimals. */
  currency: string;
}

/** The merchant's tools over a database. */
export function createStoreAdmin(db: Db, { currency }: StoreAdminOptions): StoreAdmin {
  return {
    seedDemo: () => seedDemoStore(db, buildCatalog()),
    importProductsCsv: (source, options) => importProductsCsv(db, source, { currency, ...options }),
    exportProductsCsv: (options) => exportProductsCsv(db, { currency, ...options }),
    coupons: {
      list: () => listCoupons(db),
      create: (input) => createCoupon(db, input),
      setActive: (code, active) => setCouponActive(db, code, active),
    },
    shipping: {
      list: () => listShippingZones(db),
      createZone: (input) => createShippingZone(db, input),
      addMethod: (input) => addShippingMethod(db, input),
      deleteZone: (name) => deleteShippingZone(db, name),
      deleteMethod: (zone, title) => deleteShippingMethod(db, zone, title),
    },
    tax: {
      list: () => listTaxRates(db),
      set: (input) => setTaxRate(db, input),
      delete: (place) => deleteTaxRate(db, place),
    },
  };
}
