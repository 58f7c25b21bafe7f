import type { z } from 'zod';
import type { Db } from '../db/db.types';
import { inScope } from '../discounts/line-math';
import { loadAutomaticDiscounts } from '../pricing/pricing.load';
import { pluginConfig } from './plugin-settings';
import type { discountStyleSchema, productDiscountsSchema } from '@vitrine/headless/contract';

/**
 * `GET /discount/product_discount`: the automatic discounts running at `now`
 * that apply to each product (by product or by one of its collections), with
 * their adjustments, in stacking order. Products with none get an empty list.
 */
export async function productDiscounts(
  db: Db,
  ids: number[],
  now: Date,
): Promise<z.infer<typeof productDiscountsSchema>> {
  const [discounts, products, collections] = await Promise.all([
    loadAutomaticDiscounts(db, now),
    db.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [ids]),
    db.query<{ product_id: number; collection_id: number }>(
      'SELECT product_id, collection_id FROM collection_products WHERE product_id = ANY($1::int[])',
      [ids],
    ),
  ]);
  const known = new Set(products.map((product) => product.id));
  const ordered = [...discounts].sort((a, b) => a.discount_order - b.discount_order || a.id - b.id);
  return {
    product_discounts: ids
      .filter((id) => known.has(id))
      .map((id) => {
        // The scope check the cart pricing uses, so what the card promises is what the cart gives.
        const line = {
          productId: id,
          collectionIds: collections.filter((row) => row.product_id === id).map((row) => row.collection_id),
          quantity: 1,
          amount: 1,
        };
        return {
          product_id: id,
          discounts: ordered
            .filter((discount) => inScope(line, discount.adjustment_group))
            .map(({ id: discountId, title, ...adjustment }) => ({ id: discountId, title, adjustments: [adjustment] })),
        };
      }),
  };
}

const STYLE_DEFAULTS: z.infer<typeof discountStyleSchema> = {
  cart_text_config: {},
  checkout_text_config: {},
  product_text_config: {},
  show_message: true,
  table_config: {},
};

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** `GET /discount/style_config`: how discounts are worded and shown in the cart, at checkout and on products. */
export async function discountStyle(db: Db): Promise<z.infer<typeof discountStyleSchema>> {
  const config = await pluginConfig(db, 'discount_style');
  return {
    cart_text_config: asObject(config.cart_text_config ?? STYLE_DEFAULTS.cart_text_config),
    checkout_text_config: asObject(config.checkout_text_config ?? STYLE_DEFAULTS.checkout_text_config),
    product_text_config: asObject(config.product_text_config ?? STYLE_DEFAULTS.product_text_config),
    show_message: typeof config.show_message === 'boolean' ? config.show_message : STYLE_DEFAULTS.show_message,
    table_config: asObject(config.table_config ?? STYLE_DEFAULTS.table_config),
  };
}
