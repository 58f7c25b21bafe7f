import type { Db } from '../db/db.types';

let counter = 0;

/** A product with one variant at `price` and plenty of stock, for tests that need exact amounts. */
export async function pricedVariant(
  db: Db,
  price: number,
  weightGrams = 0,
): Promise<{ id: number; productId: number }> {
  counter += 1;
  const handle = `pricing-test-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const [product] = await db.query<{ id: number }>(
    'INSERT INTO products (handle, title, position) VALUES ($1, $1, 0) RETURNING id',
    [handle],
  );
  const [variant] = await db.query<{ id: number }>(
    'INSERT INTO variants (product_id, title, sku, price, position, weight_grams) VALUES ($1, $2, $2, $3, 0, $4) RETURNING id',
    [product?.id, handle, price, weightGrams],
  );
  await db.query('INSERT INTO inventory_levels (variant_id, on_hand) VALUES ($1, 100000)', [variant?.id]);
  return { id: variant?.id ?? 0, productId: product?.id ?? 0 };
}

/** A coupon row for tests; returns its id. */
export async function insertCoupon(
  db: Db,
  coupon: { code: string; discount_type: string; value?: number; rule_data?: object } & Partial<{
    starts_at: Date;
    expires_at: Date;
    usage_limit: number;
    per_customer_limit: number;
    minimum_subtotal: number;
    minimum_quantity: number;
    active: boolean;
  }>,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO coupons (code, discount_type, value, rule_data, starts_at, expires_at, usage_limit, per_customer_limit,
       minimum_subtotal, minimum_quantity, active)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      coupon.code,
      coupon.discount_type,
      coupon.value ?? 0,
      JSON.stringify(coupon.rule_data ?? {}),
      coupon.starts_at?.toISOString() ?? null,
      coupon.expires_at?.toISOString() ?? null,
      coupon.usage_limit ?? null,
      coupon.per_customer_limit ?? null,
      coupon.minimum_subtotal ?? 0,
      coupon.minimum_quantity ?? 0,
      coupon.active ?? true,
    ],
  );
  return row?.id ?? 0;
}
