import { moneySchema } from './catalog';
import { cartLineSchema, cartSchema } from './cart';
import { z } from './zod';

/** Cart remarks are cut off here ('Character limit reached!'). */
export const CART_NOTE_MAX_LENGTH = 500;

/** @deprecated The cart contract itself carries every priced field: use `cartLineSchema`. */
export const pricedCartLineSchema = cartLineSchema;
/** @deprecated The cart contract itself carries every priced field: use `cartSchema` (one Cart type end to end). */
export const pricedCartSchema = cartSchema;
/** @deprecated Use `Cart`. */
export type PricedCartJson = z.infer<typeof cartSchema>;

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
