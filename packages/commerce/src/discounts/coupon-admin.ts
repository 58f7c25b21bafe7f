/**
 * The merchant's side of coupons: list them, add a percentage or fixed-amount
 * code, switch one off or on. Shoppers' use of codes (apply, limits, pricing)
 * is in cart/cart.coupons.ts and coupon-discounts.ts.
 */
import { z } from 'zod';
import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';

/** A coupon as the merchant sees it, with how many times it has been used or is held by a cart. */
export interface CouponSummary {
  code: string;
  title: string;
  discountType: string;
  /** Basis points for `percentage` (10 % = 1000), minor units for `fixed_amount`; the other types read their rule. */
  value: number;
  minimumSubtotal: number;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  startsAt: string | null;
  expiresAt: string | null;
  showAtCheckout: boolean;
  active: boolean;
  uses: number;
}

const limit = z.number().int().positive().max(2_147_483_647).nullable().default(null);

/** A new coupon: a percentage (basis points, up to 100 %) or a fixed amount off (minor units). */
export const newCouponSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'A code is letters, digits, - and _'),
    title: z.string().trim().max(200).default(''),
    discountType: z.enum(['percentage', 'fixed_amount']),
    value: z.number().int().positive().max(2_147_483_647),
    minimumSubtotal: z.number().int().min(0).max(2_147_483_647).default(0),
    usageLimit: limit,
    perCustomerLimit: limit,
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    showAtCheckout: z.boolean().default(false),
  })
  .refine((coupon) => coupon.discountType !== 'percentage' || coupon.value <= 10_000, {
    message: 'A percentage is at most 100 %',
    path: ['value'],
  })
  .refine(
    (coupon) => !coupon.startsAt || !coupon.expiresAt || Date.parse(coupon.expiresAt) > Date.parse(coupon.startsAt),
    {
      message: 'A coupon expires after it starts',
      path: ['expiresAt'],
    },
  );
export type NewCoupon = z.input<typeof newCouponSchema>;

interface SummaryRow {
  code: string;
  title: string;
  discount_type: string;
  value: number;
  minimum_subtotal: number;
  usage_limit: number | null;
  per_customer_limit: number | null;
  starts_at: Date | string | null;
  expires_at: Date | string | null;
  show_at_checkout: boolean;
  active: boolean;
  uses: number;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toSummary = (row: SummaryRow): CouponSummary => ({
  code: row.code,
  title: row.title,
  discountType: row.discount_type,
  value: row.value,
  minimumSubtotal: row.minimum_subtotal,
  usageLimit: row.usage_limit,
  perCustomerLimit: row.per_customer_limit,
  startsAt: iso(row.starts_at),
  expiresAt: iso(row.expires_at),
  showAtCheckout: row.show_at_checkout,
  active: row.active,
  uses: row.uses,
});

const SUMMARY = `SELECT c.code, c.title, c.discount_type, c.value, c.minimum_subtotal, c.usage_limit, c.per_customer_limit,
  c.starts_at, c.expires_at, c.show_at_checkout, c.active,
  (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS uses
  FROM coupons c`;

/** Every coupon, by code. */
export async function listCoupons(db: Db): Promise<CouponSummary[]> {
  const rows = await db.query<SummaryRow>(`${SUMMARY} ORDER BY lower(c.code)`);
  return rows.map(toSummary);
}

/** Adds a coupon; 422 on invalid input, 409 `COUPON_EXISTS` when the code is taken (whatever its letter case). */
export async function createCoupon(db: Db, input: NewCoupon): Promise<CouponSummary> {
  const coupon = parseInput(newCouponSchema, input);
  return db.transaction(async (tx) => {
    const [taken] = await tx.query<{ code: string }>('SELECT code FROM coupons WHERE lower(code) = lower($1)', [
      coupon.code,
    ]);
    if (taken) {
      throw new CommerceError({
        status: 409,
        code: 'COUPON_EXISTS',
        message: `The code ${taken.code} exists already`,
        field: 'code',
      });
    }
    await tx.query(
      `INSERT INTO coupons (code, title, discount_type, value, minimum_subtotal, usage_limit, per_customer_limit, starts_at, expires_at, show_at_checkout)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        coupon.code,
        coupon.title,
        coupon.discountType,
        coupon.value,
        coupon.minimumSubtotal,
        coupon.usageLimit,
        coupon.perCustomerLimit,
        coupon.startsAt,
        coupon.expiresAt,
        coupon.showAtCheckout,
      ],
    );
    const [row] = await tx.query<SummaryRow>(`${SUMMARY} WHERE lower(c.code) = lower($1)`, [coupon.code]);
    return toSummary(row!);
  });
}

/** Switches a coupon off (shoppers can no longer apply it) or on again; 404 `COUPON_NOT_FOUND` for an unknown code. */
export async function setCouponActive(db: Db, code: string, active: boolean): Promise<CouponSummary> {
  const rows = await db.query<{ code: string }>(
    'UPDATE coupons SET active = $2 WHERE lower(code) = lower($1) RETURNING code',
    [code.trim(), active],
  );
  if (rows.length === 0)
    throw new CommerceError({ status: 404, code: 'COUPON_NOT_FOUND', message: `No coupon ${code}`, field: 'code' });
  const [row] = await db.query<SummaryRow>(`${SUMMARY} WHERE lower(c.code) = lower($1)`, [code.trim()]);
  return toSummary(row!);
}
