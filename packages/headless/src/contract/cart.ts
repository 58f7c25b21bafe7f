import { z } from './zod';
import { MAX_ROW_ID } from './errors';
import { imageSchema, moneySchema, optionValueSchema } from './catalog';

/** Largest quantity a shopper may ask for in one field (spec: stepper max 100000). */
export const MAX_LINE_QUANTITY = 100000;

/** Line property whose value links grouped lines (spec 3), e.g. the two halves of a pair. */
export const CART_GROUP_ID_PROPERTY = 'groupId';
/** Longest `groupId` value the server accepts (and shortest is 1 character). */
export const CART_GROUP_ID_MAX_LENGTH = 64;
/** A grouped product is a pair: a group holds at most this many lines (a third is 422 GROUP_FULL). */
export const CART_GROUP_MAX_LINES = 2;

/** A discount's share of a line. */
export const discountAllocationSchema = z.object({
  source: z.enum(['automatic', 'coupon']),
  id: z.string(),
  title: z.string(),
  amount: moneySchema,
});

export const linePropertySchema = z.object({
  name: z.string().min(1).max(100),
  value: z.string().max(500),
});
export type LineProperty = z.infer<typeof linePropertySchema>;

export const cartLineSchema = z.object({
  /** Stable key of the line inside its cart; used by PUT/DELETE /cart/{key}. */
  key: z.string(),
  product: z.object({
    ID: z.number().int(),
    handle: z.string(),
    title: z.string(),
    price: moneySchema,
    sku: z.string(),
  }),
  variant: z.object({
    ID: z.number().int(),
    title: z.string(),
    sku: z.string(),
    price: moneySchema,
    compare_at_price: moneySchema.nullable(),
    options: z.array(optionValueSchema),
    /** Units in stock right now; the line quantity can not exceed it. */
    available: z.number().int().nonnegative(),
  }),
  image: imageSchema.nullable(),
  quantity: z.number().int().positive(),
  /** Name/value pairs; a property named `groupId` links grouped lines. */
  properties: z.array(linePropertySchema),
  /** unit price × quantity, before discounts, computed by the server. */
  line_subtotal: moneySchema,
  /** What each discount took off this line. */
  discounts: z.array(discountAllocationSchema),
  /** `line_subtotal` − discounts, computed by the server. */
  line_total: moneySchema,
  /** Tax in `line_total` (included, or to be added: see the cart's `taxes_included`). */
  line_tax: moneySchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartNoticeSchema = z.object({
  type: z.enum(['notice', 'error', 'success']),
  code: z.string(),
  message: z.string(),
});
export type CartNotice = z.infer<typeof cartNoticeSchema>;

/**
 * The cart, as every cart endpoint answers it and every page shows it: the
 * server computes each count, discount, shipping cost and total; a client
 * shows them and never recomputes them.
 */
export const cartSchema = z.object({
  /** Public id of the cart (used in checkout URLs); null until the first line is added. */
  hash: z.string().nullable(),
  /**
   * Strictly increasing with every change of this cart (microseconds of its
   * last change; 0 for a cart that does not exist yet). A client that shows
   * a cart takes another copy only when its revision is newer, so a late
   * answer never replaces a fresher cart.
   */
  revision: z.number().int().nonnegative(),
  currency: z.string(),
  /** Lines keyed by their key, in the order they were added. */
  cart: z.record(z.string(), cartLineSchema),
  /** Sum of quantities (raw; see `item_count` for the displayed count). */
  cart_contents_count: z.number().int().nonnegative(),
  /**
   * The count shoppers see (spec 4): lines sharing a `groupId` count half their
   * quantity each (a pair's halves summed and rounded up), a group with one line
   * counts in full. Computed only by the server: show it, never recount it.
   */
  item_count: z.number().int().nonnegative(),
  /** Sum of line subtotals, before discounts. */
  cart_subtotal: moneySchema,
  /** Everything discounts took off the lines. */
  discount_total: moneySchema,
  /** Sum of line totals (after discounts). */
  cart_contents_total: moneySchema,
  /** Amount due: contents + shipping + tax − discounts. */
  cart_total: moneySchema,
  coupon_record: z
    .object({ code: z.string(), discount_type: z.string(), rule_data: z.record(z.string(), z.unknown()) })
    .nullable(),
  shipping: z.object({
    methods: z.array(
      z.object({ id: z.string(), title: z.string(), cost: moneySchema, regular_cost: moneySchema.optional() }),
    ),
    selected: z.string().nullable(),
  }),
  shipping_insurance: moneySchema,
  shipping_tax_total: moneySchema,
  shipping_total: moneySchema,
  /** Tax of lines and shipping. */
  tax_total: moneySchema,
  /** Prices include tax (`cart_total` does not add it) or exclude it (`cart_total` adds it). */
  taxes_included: z.boolean(),
  address: z.record(z.string(), z.string()).nullable(),
  notices: z.array(cartNoticeSchema),
  /** The cart remark (at most `CART_NOTE_MAX_LENGTH` characters). */
  note: z.string(),
  /** E-mail given at checkout (`POST /cart/set_customer_email`), null until then. */
  customer_email: z.string().nullable(),
  /** Payment method chosen at checkout (`POST /cart/payment`), null until then. */
  payment_method: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * Reads a number from JSON or form input: numbers pass, numeric strings are
 * converted, anything else (booleans, empty strings, 'abc') fails as not a number.
 */
const numericInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    schema,
  );

const quantity = numericInput(
  z
    .number({ error: 'Quantity must be a number' })
    .int({ error: 'Quantity must be a whole number' })
    .min(1, { error: 'Quantity must be at least 1' })
    .max(MAX_LINE_QUANTITY, { error: `Quantity can not be more than ${MAX_LINE_QUANTITY}` }),
);

const variantId = numericInput(
  z
    .number({ error: 'Choose a variant' })
    .int({ error: 'Choose a variant' })
    .positive({ error: 'Choose a variant' })
    .max(MAX_ROW_ID, { error: 'Choose a variant' }),
);

/** Body of `POST /cart`. */
export const addToCartSchema = z.object({
  variant_id: variantId,
  quantity: quantity.default(1),
  properties: z.array(linePropertySchema).max(20).default([]),
});
export type AddToCartInput = z.input<typeof addToCartSchema>;

/** Body of `POST /cart/batch_cart`: all lines are added, or none. */
export const batchAddSchema = z.object({
  items: z.array(addToCartSchema).min(1, { error: 'Add at least one item' }).max(50),
});
export type BatchAddInput = z.input<typeof batchAddSchema>;

/** Body of `PUT /cart/{key}`; quantity 0 removes the line. */
export const updateLineSchema = z.object({
  quantity: numericInput(
    z
      .number({ error: 'Quantity must be a number' })
      .int({ error: 'Quantity must be a whole number' })
      .min(0, { error: 'Quantity can not be negative' })
      .max(MAX_LINE_QUANTITY, { error: `Quantity can not be more than ${MAX_LINE_QUANTITY}` }),
  ),
});
export type UpdateLineInput = z.input<typeof updateLineSchema>;
