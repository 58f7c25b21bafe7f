import type { Cart, CartLine, LineProperty } from '@vitrine/headless/contract';
import { toImage } from '../catalog/catalog.mappers';
import { loadVariantOptions } from '../catalog/catalog.rows';
import { STORE_CURRENCY } from '../config';
import type { Db } from '../db/db.types';

/** The parts of a cart row the API needs. */
export interface CartRow {
  id: number;
  hash: string;
  currency: string;
}

interface LineRow {
  key: string;
  quantity: number;
  properties: LineProperty[];
  variant_id: number;
  variant_title: string;
  sku: string;
  price: number;
  compare_at_price: number | null;
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
export function emptyCart(): Cart {
  return totals({ hash: null, currency: STORE_CURRENCY, lines: [] });
}

/** Fills in every amount from the lines; later issues add shipping, tax and discounts here. */
function totals({ hash, currency, lines }: { hash: string | null; currency: string; lines: CartLine[] }): Cart {
  const contentsTotal = lines.reduce((sum, line) => sum + line.line_total, 0);
  return {
    hash,
    currency,
    cart: Object.fromEntries(lines.map((line) => [line.key, line])),
    cart_contents_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    cart_contents_total: contentsTotal,
    cart_total: contentsTotal,
    coupon_record: null,
    shipping: { methods: [], selected: null },
    shipping_insurance: 0,
    shipping_tax_total: 0,
    shipping_total: 0,
    address: null,
    notices: [],
  };
}

/**
 * Reads a cart and prices it from the database: unit prices come from the
 * variants as they are now, never from anything the shopper sent.
 */
export async function readCart(db: Db, cart: CartRow): Promise<Cart> {
  const rows = await db.query<LineRow>(
    `SELECT l.key, l.quantity, l.properties,
            v.id AS variant_id, v.title AS variant_title, v.sku, v.price, v.compare_at_price,
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
  const lines = rows.map((row): CartLine => ({
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
    line_total: row.price * row.quantity,
  }));
  return totals({ hash: cart.hash, currency: cart.currency.trim(), lines });
}
