import { z } from './zod';
import { MAX_ROW_ID } from './errors';

/** Longest first address line (spec: first line max 255). */
export const MAX_ADDRESS_LINE = 255;
/** Tracking numbers are 5–50 letters and digits (spec). */
export const TRACKING_NUMBER = /^[A-Za-z0-9]{5,50}$/;
/** Idempotency keys: what a client can generate (a UUID fits), long enough to be unique. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

const required = (message: string, max = 255) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

/** Where the order goes; the checkout steps validate it in full before this point. */
export const orderAddressSchema = z.object({
  first_name: required('Enter a first name'),
  last_name: required('Enter a last name'),
  company: z.string().trim().max(255).optional(),
  address1: required('Enter an address', MAX_ADDRESS_LINE),
  address2: z.string().trim().max(255).optional(),
  city: required('Enter a city'),
  province: z.string().trim().max(100).optional(),
  country: z
    .string({ error: 'This field is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'This field is required' })
    .transform((code) => code.toUpperCase()),
  postcode: z.string().trim().max(20).optional(),
  phone: z
    .string()
    .trim()
    .max(30, { error: 'Enter a valid phone number' })
    .regex(/^[0-9+\-(). /]*$/, { error: 'Enter a valid phone number' })
    .optional(),
});
export type OrderAddress = z.output<typeof orderAddressSchema>;

/** Card fields as the payment form sends them; checked in detail by `validateCard`. */
const cardFieldsSchema = z
  .object({
    number: z.unknown(),
    expiry_month: z.unknown(),
    expiry_year: z.unknown(),
    cvc: z.unknown(),
    name: z.unknown(),
  })
  .partial();

/** A card token as the token endpoint hands it out: `tok_` and 32 random URL-safe characters (192 bits). */
export const CARD_TOKEN_PATTERN = /^tok_[A-Za-z0-9_-]{32}$/;

/** Body of `POST /payments/card_token`: the card fields (checked by `validateCard`) and, optionally, the card method. */
export const cardTokenSchema = cardFieldsSchema.extend({
  /** The card method the token is for; the shop's card method when left out. */
  payment_method: z.string().min(1).max(50).optional(),
});
export type CardTokenInput = z.input<typeof cardTokenSchema>;

/** A card token: shown once, single-use, good until `expires_at`; the card is named only by brand and last four. */
export const cardTokenResultSchema = z.object({
  token: z.string().regex(CARD_TOKEN_PATTERN),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int(),
  expires_at: z.string(),
});
export type CardTokenResult = z.infer<typeof cardTokenResultSchema>;

/** Body of the checkout's place-order call. Card methods take `card` or `card_token`, exactly one. */
export const placeOrderSchema = z.object({
  cartToken: z.string({ error: 'Your cart is empty' }).min(1, { error: 'Your cart is empty' }),
  email: z.email({ error: 'Enter a valid email' }).max(254, { error: 'Enter a valid email' }),
  shippingAddress: orderAddressSchema,
  paymentMethod: z.string({ error: 'This field is required' }).min(1, { error: 'This field is required' }).max(50),
  card: cardFieldsSchema.optional(),
  /** A token from `POST /payments/card_token`, instead of `card`. */
  card_token: z
    .string({ error: 'Enter a valid card token' })
    .max(100, { error: 'Enter a valid card token' })
    .optional(),
  idempotencyKey: z
    .string({ error: 'An idempotency key is required' })
    .regex(IDEMPOTENCY_KEY, { error: 'An idempotency key is 16–100 letters, digits, - or _' }),
  /**
   * One of the methods offered for the ship-to address (`GET /cart` after `POST /cart/address`); without it
   * the cart's choice if that address offers it, else the first offered.
   */
  shippingMethodId: z.string({ error: 'Choose a shipping method' }).min(1).max(100).optional(),
  /** Set by the server from the session, never by the shopper. */
  customerId: z.number().int().positive().max(MAX_ROW_ID).optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/**
 * `POST /cart/checkout` as it travels over HTTP (snake_case). The cart comes
 * from the cart cookie, the customer from the session, and the idempotency key
 * from the `Idempotency-Key` header when the body has none; each field is the
 * very schema the engine checks it with.
 */
export const checkoutBodySchema = z.object({
  email: placeOrderSchema.shape.email,
  shipping_address: placeOrderSchema.shape.shippingAddress,
  payment_method: placeOrderSchema.shape.paymentMethod,
  card: placeOrderSchema.shape.card,
  card_token: placeOrderSchema.shape.card_token,
  idempotency_key: placeOrderSchema.shape.idempotencyKey.optional(),
  shipping_method_id: placeOrderSchema.shape.shippingMethodId,
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/** Thank-you page look-up: the order number plus one proof that the order is the caller's. */
export const orderLookupSchema = z
  .object({
    number: z.string().trim().min(1).max(30),
    lookupToken: z.string().min(1).max(200).optional(),
    cartToken: z.string().min(1).max(200).optional(),
    customerId: z.number().int().positive().max(MAX_ROW_ID).optional(),
  })
  .refine((input) => input.lookupToken ?? input.cartToken ?? input.customerId, {
    error: 'Could Not Find Order',
  });
export type OrderLookupInput = z.input<typeof orderLookupSchema>;

/** Order tracking: by order number and email, or by tracking number. */
export const trackOrderSchema = z.union([
  z.object({
    number: z.string({ error: 'This field is required' }).trim().min(1, { error: 'This field is required' }).max(30),
    email: z.email({ error: 'Enter a valid email' }).max(254),
  }),
  z.object({
    tracking_number: z
      .string({ error: 'Enter a valid tracking number' })
      .trim()
      .regex(TRACKING_NUMBER, { error: 'Enter a valid tracking number (5–50 letters and digits)' }),
  }),
]);
export type TrackOrderInput = z.input<typeof trackOrderSchema>;

export const PAYMENT_STATUSES = ['paid', 'unpaid', 'refund', 'partial_refund'] as const;
export const FULFILLMENT_STATUSES = ['fulfilled', 'unfulfilled'] as const;
/** The carrier statuses of the spec, plus `delivered` (the last progress stage needs it). */
export const TRACKING_STATUSES = [
  'pending',
  'notfound',
  'transit',
  'pickup',
  'expired',
  'undelivered',
  'exception',
  'delivered',
] as const;
export const PROGRESS_STAGES = [
  'Ordered',
  'In Process',
  'Order Ready',
  'In Transit',
  'Out for Delivery',
  'Delivered',
] as const;

export const orderLineSchema = z.object({
  variant_id: z.number().int().nullable(),
  /** The variant's product; null once the variant is deleted. */
  product_id: z.number().int().nullable(),
  product_title: z.string(),
  variant_title: z.string(),
  sku: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  line_total: z.number().int(),
  properties: z.array(z.object({ name: z.string(), value: z.string() })),
});

/** An order's own state: being paid, placed, its payment refused, or cancelled. */
export const ORDER_STATUSES = ['processing', 'open', 'failed', 'cancelled'] as const;

/** An order as the thank-you page and the account's order history show it. */
export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  email: z.string(),
  currency: z.string(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  refunded: z.number().int(),
  payment_method: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_code: z.string().nullable(),
  fulfillment_status: z.enum(FULFILLMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  shipping_address: z.record(z.string(), z.string()),
  placed_at: z.string(),
  cancelled_at: z.string().nullable(),
  pay_by: z.string().nullable(),
  tracking_number: z.string().nullable(),
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** What order tracking answers: the status and which progress stages are done. */
export const trackingSchema = z.object({
  number: z.string(),
  /** `cancelled` (unpaid past its deadline, or by the store) and `failed` (payment refused) orders will not ship. */
  order_status: z.enum(ORDER_STATUSES),
  tracking_number: z.string().nullable(),
  tracking_status: z.enum(TRACKING_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  fulfillment_status: z.enum(FULFILLMENT_STATUSES),
  stages: z.array(z.object({ name: z.enum(PROGRESS_STAGES), done: z.boolean() })),
});
export type OrderTracking = z.infer<typeof trackingSchema>;
