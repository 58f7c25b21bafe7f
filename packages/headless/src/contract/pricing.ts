import { moneySchema } from './catalog';
import { cartLineSchema, cartSchema } from './cart';
import { z } from 'zod';

/** Cart remarks are cut off here ('Character limit reached!'). */
export const CART_NOTE_MAX_LENGTH = 500;

/** A discount's share of a line. */
export const discountAllocationSchema = z.object({
  source: z.enum(['automatic', 'coupon']),
  id: z.string(),
  title: z.string(),
  amount: moneySchema,
});

/** A cart line with its discounts: `line_total` is after discounts, `line_subtotal` before. */
export const pricedCartLineSchema = cartLineSchema.extend({
  line_subtotal: moneySchema,
  discounts: z.array(discountAllocationSchema),
  line_tax: moneySchema,
});

/**
 * The cart as the engine returns it: the contract's `cartSchema` plus the
 * fields pricing adds (to be moved into the shared contract).
 */
export const pricedCartSchema = cartSchema.extend({
  cart: z.record(z.string(), pricedCartLineSchema),
  /** sum of line subtotals, before discounts */
  cart_subtotal: moneySchema,
  /** everything discounts took off the lines */
  discount_total: moneySchema,
  /** tax of lines and shipping */
  tax_total: moneySchema,
  /** prices include tax (cart_total does not add it) or exclude it (cart_total adds it) */
  taxes_included: z.boolean(),
  note: z.string(),
  /** e-mail given at checkout (`POST /cart/set_customer_email`), null until then */
  customer_email: z.string().nullable(),
  /** payment method chosen at checkout (`POST /cart/payment`), null until then */
  payment_method: z.string().nullable(),
});
export type PricedCartJson = z.infer<typeof pricedCartSchema>;

/** Body of `POST /cart/coupons`. */
export const applyCouponSchema = z.object({
  code: z.string().trim().min(1, { error: 'Enter a discount code' }).max(64, { error: 'coupon code did not match' }),
  cart_hash: z.string().max(64).optional(),
  /** true when the code came from the visitor's cookie, not typed by them */
  auto_apply_coupon: z.boolean().optional(),
  /** where the code was entered (cart, checkout, drawer ...), for analytics */
  position: z.string().max(50).optional(),
  utm_medium: z.string().max(100).optional(),
});

/** Body of `POST /cart/address` (the part pricing needs). */
export const shippingAddressSchema = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'Choose a country' }),
  province: z.string().trim().toUpperCase().max(50).default(''),
  postcode: z.string().trim().max(20).default(''),
});

/** Body of `POST /cart/shipping`. */
export const selectShippingSchema = z.object({
  method_id: z.union([z.string().min(1).max(32), z.number().int().positive().transform(String)]),
});

/** Body of `POST /cart/batch_update`: all or nothing. */
export const batchUpdateSchema = z.object({
  lines: z
    .array(
      z.object({
        key: z.string().min(1).max(64),
        quantity: z.number().int().min(0).max(100000),
      }),
    )
    .min(1)
    .max(100),
});

/** Body of `POST /cart/batch_remove`. */
export const batchRemoveSchema = z.object({ keys: z.array(z.string().min(1).max(64)).min(1).max(100) });

/** Body of `POST /cart/note`. */
export const cartNoteSchema = z.object({
  note: z.string().max(CART_NOTE_MAX_LENGTH, { error: 'Character limit reached!' }),
});

/** Body of `POST /cart/set_customer_email`. */
export const customerEmailSchema = z.object({
  email: z.email({ error: 'Enter a valid email' }).max(254, { error: 'Enter a valid email' }),
});

/** Body of `POST /cart/payment`. */
export const selectPaymentSchema = z.object({
  method: z.string({ error: 'This field is required' }).min(1, { error: 'This field is required' }).max(50),
});

/** A coupon as offered at checkout (`GET /cart/checkoutCoupons`). */
export const checkoutCouponSchema = z.object({
  code: z.string(),
  title: z.string(),
  discount_type: z.string(),
  value: z.number().int(),
  rule_data: z.record(z.string(), z.unknown()),
  minimum_subtotal: moneySchema,
  expires_at: z.string().nullable(),
});
export type CheckoutCoupon = z.infer<typeof checkoutCouponSchema>;
