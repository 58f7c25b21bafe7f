import type { Db } from '../db/db.types';
import { couponRule, findCoupon, isCouponLive } from '../discounts/coupons.rows';
import { adjustmentSchema } from '@vitrine/headless/contract';
import type { AutomaticDiscount, CouponRule } from '../discounts/discounts.types';
import type { ShippingAddress } from '../shipping/shipping.types';
import { methodsForAddress } from '../shipping/zones';
import { rateForAddress, type TaxRateRule, type TaxSettings } from '../tax/tax';
import type { PricingInput, PricingLine } from './pricing.types';

/** The store's pricing settings row. */
export interface PricingSettings {
  prices_include_tax: boolean;
  tax_shipping: boolean;
  min_cart_total: number | null;
  max_cart_total: number | null;
}

/** The store's pricing settings (defaults when the row is missing). */
export async function loadPricingSettings(db: Db): Promise<PricingSettings> {
  const [row] = await db.query<PricingSettings>(
    'SELECT prices_include_tax, tax_shipping, min_cart_total, max_cart_total FROM pricing_settings',
  );
  return row ?? { prices_include_tax: false, tax_shipping: true, min_cart_total: null, max_cart_total: null };
}

/** Automatic discounts running at `now`; ones whose adjustment does not parse are left out. */
export async function loadAutomaticDiscounts(db: Db, now: Date): Promise<AutomaticDiscount[]> {
  const rows = await db.query<{ id: number; title: string; adjustment: unknown }>(
    `SELECT id, title, adjustment FROM automatic_discounts
     WHERE active AND (starts_at IS NULL OR starts_at <= $1) AND (expires_at IS NULL OR expires_at > $1)`,
    [now.toISOString()],
  );
  return rows.flatMap((row) => {
    const parsed = adjustmentSchema.safeParse(row.adjustment);
    return parsed.success ? [{ id: row.id, title: row.title, ...parsed.data }] : [];
  });
}

/** The coupon a cart carries, if it is still live at `now`. */
export async function loadCartCoupon(db: Db, code: string | null, now: Date): Promise<CouponRule | null> {
  if (!code) return null;
  const row = await findCoupon(db, code);
  return row && isCouponLive(row, now) ? couponRule(row) : null;
}

/** Tax settings for an address: no address, no tax. */
export async function loadTaxSettings(
  db: Db,
  settings: PricingSettings,
  address: ShippingAddress | null,
): Promise<TaxSettings> {
  const rates = address
    ? await db.query<TaxRateRule>(
        'SELECT trim(country) AS country, region, rate_bp, name FROM tax_rates WHERE country = $1',
        [address.country],
      )
    : [];
  return {
    pricesIncludeTax: settings.prices_include_tax,
    taxShipping: settings.tax_shipping,
    rateBasisPoints: address ? rateForAddress(rates, address.country, address.province) : 0,
  };
}

/** Collections of each product, for discounts scoped to collections. */
export async function loadCollectionIds(db: Db, productIds: number[]): Promise<Map<number, number[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.query<{ product_id: number; collection_id: number }>(
    'SELECT product_id, collection_id FROM collection_products WHERE product_id = ANY ($1::int[]) ORDER BY collection_id',
    [productIds],
  );
  const map = new Map<number, number[]>();
  for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row.collection_id]);
  return map;
}

/** What a stored cart carries that pricing needs. */
export interface CartPricingState {
  coupon_code: string | null;
  shipping_address: ShippingAddress | null;
  shipping_method_id: string | null;
}

/**
 * Gathers the pricing input of a cart from the database: coupon, automatic
 * discounts, the zone's shipping methods and the tax for its address.
 */
export async function loadPricingInput(
  db: Db,
  state: CartPricingState,
  lines: PricingLine[],
  now: Date,
  settings: PricingSettings,
): Promise<PricingInput> {
  return {
    lines,
    coupon: await loadCartCoupon(db, state.coupon_code, now),
    automaticDiscounts: await loadAutomaticDiscounts(db, now),
    shippingMethods: await methodsForAddress(db, state.shipping_address),
    selectedMethodId: state.shipping_method_id,
    address: state.shipping_address,
    tax: await loadTaxSettings(db, settings, state.shipping_address),
  };
}
