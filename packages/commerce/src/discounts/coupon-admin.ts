/**
 * The merchant's side of coupons: list them, add a percentage or fixed-amount
 * code, switch one off or on. Shoppers' use of codes (apply, limits, pricing)
 * is in cart/cart.coupons.ts and coupon-discounts.ts.
 */
import { z } from 'zod';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.types';
import { kyselyFor, type Query } from '../db/kysely';
import type { CouponsTable } from '../db/schema';
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

/** The coupons with how many times each was used or is held by a cart. */
const summaries = (q: Query) =>
  q.selectFrom('coupons as c').select((eb) => [
    'c.code',
    'c.title',
    'c.discount_type',
    'c.value',
    'c.minimum_subtotal',
    'c.usage_limit',
    'c.per_customer_limit',
    'c.starts_at',
    'c.expires_at',
    'c.show_at_checkout',
    'c.active',
    eb
      .selectFrom('coupon_redemptions as r')
      .select((sub) => sub.fn.countAll<number>().as('uses'))
      .whereRef('r.coupon_id', '=', 'c.id')
      .as('uses'),
  ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

/** Codes compare without their letter case. */
const sameCode = (code: string) => (eb: ExpressionBuilder<{ c: CouponsTable }, 'c'>) =>
  eb(eb.fn('lower', ['c.code']), '=', eb.fn('lower', [eb.val(code)]));

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

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
  // A scalar subquery may be null to the type system; a count never is.
  uses: row.uses ?? 0,
});

/** Every coupon, by code. */
export async function listCoupons(db: Db): Promise<CouponSummary[]> {
  const rows = await summaries(kyselyFor(db))
    .orderBy((eb) => eb.fn('lower', ['c.code']))
    .execute();
  return rows.map(toSummary);
}

/** Adds a coupon; 422 on invalid input, 409 `COUPON_EXISTS` when the code is taken (whatever its letter case). */
export async function createCoupon(db: Db, input: NewCoupon): Promise<CouponSummary> {
  const coupon = parseInput(newCouponSchema, input);
  return kyselyFor(db)
    .transaction()
    .execute(async (trx) => {
      const taken = await trx
        .selectFrom('coupons as c')
        .select('c.code')
        .where(sameCode(coupon.code))
        .executeTakeFirst();
      if (taken) {
        throw new CommerceError({
          status: 409,
          code: 'COUPON_EXISTS',
          message: `The code ${taken.code} exists already`,
          field: 'code',
        });
      }
      await trx
        .insertInto('coupons')
        .values({
          code: coupon.code,
          title: coupon.title,
          discount_type: coupon.discountType,
          value: coupon.value,
          minimum_subtotal: coupon.minimumSubtotal,
          usage_limit: coupon.usageLimit,
          per_customer_limit: coupon.perCustomerLimit,
          starts_at: coupon.startsAt,
          expires_at: coupon.expiresAt,
          show_at_checkout: coupon.showAtCheckout,
        })
        .execute();
      return toSummary(await summaries(trx).where(sameCode(coupon.code)).executeTakeFirstOrThrow());
    });
}

/** Switches a coupon off (shoppers can no longer apply it) or on again; 404 `COUPON_NOT_FOUND` for an unknown code. */
export async function setCouponActive(db: Db, code: string, active: boolean): Promise<CouponSummary> {
  const q = kyselyFor(db);
  const { numUpdatedRows } = await q
    .updateTable('coupons as c')
    .set({ active })
    .where(sameCode(code.trim()))
    .executeTakeFirstOrThrow();
  if (numUpdatedRows === 0n)
    throw new CommerceError({ status: 404, code: 'COUPON_NOT_FOUND', message: `No coupon ${code}`, field: 'code' });
  return toSummary(await summaries(q).where(sameCode(code.trim())).executeTakeFirstOrThrow());
}
