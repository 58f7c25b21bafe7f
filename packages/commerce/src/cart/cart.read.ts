import type { LineProperty } from '@vitrine/headless/contract';
import { toImage } from '../catalog/catalog.mappers';
import { loadVariantOptions } from '../catalog/catalog.rows';
import type { Db } from '../db/db.types';
import { priceCart } from '../pricing/price-cart';
import { loadCollectionIds, loadPricingInput, loadPricingSettings } from '../pricing/pricing.load';
import type { PricedCartJson } from '@vitrine/headless/contract';
import type { ShippingAddress } from '../shipping/shipping.types';
import { itemCountWithGroups } from './cart.groups';
import { cartNotices } from './cart.notices';

/** The parts of a cart row the API needs. */
export interface CartRow {
  id: number;
  hash: string;
  currency: string;
  customer_id: number | null;
  coupon_code: string | null;
  shipping_address: ShippingAddress | null;
  shipping_method_id: string | null;
  note: string | null;
  customer_email: string | null;
  payment_method: string | null;
  /** Microseconds of the last change (`updated_at`); as float8, which the drivers read as a number. */
  revision: number;
}

/** Columns of `CartRow`, for every query that reads a cart. */
export const CART_COLUMNS =
  'id, hash, currency, customer_id, coupon_code, shipping_address, shipping_method_id, note, customer_email, payment_method, ' +
  'floor(extract(epoch FROM updated_at) * 1000000)::float8 AS revision';

interface LineRow {
  key: string;
  quantity: number;
  properties: LineProperty[];
  variant_id: number;
  variant_title: string;
  sku: string;
  price: number;
  compare_at_price: number | null;
  weight_grams: number;
  on_hand: number;
  product_id: number;
  handle: string;
  product_title: string;
  url: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
}

/** A cart with nothing in it and no row behind it (no token yet, or an unknown one). */
export function emptyCart(currency: string): PricedCartJson {
  return {
    hash: null,
    revision: 0,
    currency,
    cart: {},
    cart_contents_count: 0,
    item_count: 0,
    cart_contents_total: 0,
    cart_total: 0,
    coupon_record: null,
    shipping: { methods: [], selected: null },
    shipping_insurance: 0,
    shipping_tax_total: 0,
    shipping_total: 0,
    address: null,
    notices: [],
    cart_subtotal: 0,
    discount_total: 0,
    tax_total: 0,
    taxes_included: false,
    note: '',
    customer_email: null,
    payment_method: null,
  };
}

/**
 * Reads a cart and prices it from the database: unit prices come from the
 * variants as they are now, never from anything the shopper sent; discounts,
 * shipping and tax come from `priceCart`.
 */
export async function readCart(db: Db, cart: CartRow, now: Date): Promise<PricedCartJson> {
  const rows = await db.query<LineRow>(
    `SELECT l.key, l.quantity, l.properties,
            v.id AS variant_id, v.title AS variant_title, v.sku, v.price, v.compare_at_price, v.weight_grams,
            COALESCE(inv.on_hand, 0) AS on_hand,
            p.id AS product_id, p.handle, p.title AS product_title,
            img.url, img.alt, img.width, img.height
     FROM cart_lines l
     JOIN variants v ON v.id = l.variant_id
     JOIN products p ON p.id = v.product_id
     LEFT JOIN inventory_levels inv ON inv.variant_id = v.id
     LEFT JOIN LATERAL (
       SELECT i.url, i.alt, i.width, i.height FROM product_images i
       WHERE i.id = v.image_id OR i.product_id = p.id
       ORDER BY (i.id = v.image_id) IS TRUE DESC, i.position, i.id
       LIMIT 1
     ) img ON true
     WHERE l.cart_id = $1
     ORDER BY l.position, l.id`,
    [cart.id],
  );
  const options = await loadVariantOptions(db, [...new Set(rows.map((row) => row.variant_id))]);
  const collections = await loadCollectionIds(db, [...new Set(rows.map((row) => row.product_id))]);
  const settings = await loadPricingSettings(db);
  const pricingLines = rows.map((row) => ({
    key: row.key,
    variantId: row.variant_id,
    productId: row.product_id,
    unitPrice: row.price,
    quantity: row.quantity,
    weightGrams: row.weight_grams,
    properties: row.properties,
    collectionIds: collections.get(row.product_id) ?? [],
  }));
  const input = await loadPricingInput(db, cart, pricingLines, now, settings);
  const priced = priceCart(input);
  const currency = cart.currency.trim();
  const lines = rows.map((row, index) => {
    const pricedLine = priced.lines[index];
    return {
      key: row.key,
      product: { ID: row.product_id, handle: row.handle, title: row.product_title, price: row.price, sku: row.sku },
      variant: {
        ID: row.variant_id,
        title: row.variant_title,
        sku: row.sku,
        price: row.price,
        compare_at_price: row.compare_at_price,
        options: (options.get(row.variant_id) ?? []).map(({ name, value }) => ({ name, value })),
        available: Math.max(0, row.on_hand),
      },
      image:
        row.url === null
          ? null
          : toImage({ url: row.url, alt: row.alt ?? '', width: row.width ?? 1, height: row.height ?? 1 }),
      quantity: row.quantity,
      properties: row.properties,
      line_subtotal: pricedLine?.line_subtotal ?? 0,
      discounts: pricedLine?.discounts ?? [],
      line_total: pricedLine?.line_total ?? 0,
      line_tax: pricedLine?.line_tax ?? 0,
    };
  });
  return {
    hash: cart.hash,
    revision: Number(cart.revision),
    currency,
    cart: Object.fromEntries(lines.map((line) => [line.key, line])),
    cart_contents_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    item_count: itemCountWithGroups(lines),
    cart_contents_total: priced.cart_contents_total,
    cart_total: priced.cart_total,
    coupon_record: priced.coupon_record,
    shipping: priced.shipping,
    shipping_insurance: 0,
    shipping_tax_total: priced.shipping_tax_total,
    shipping_total: priced.shipping_total,
    address: cart.shipping_address ? { ...cart.shipping_address } : null,
    notices: cartNotices({ cart, input, priced, settings, currency, lineCount: lines.length }),
    cart_subtotal: priced.cart_subtotal,
    discount_total: priced.discount_total,
    tax_total: priced.tax_total,
    taxes_included: priced.taxes_included,
    note: cart.note ?? '',
    customer_email: cart.customer_email,
    payment_method: cart.payment_method,
  };
}
