import { z } from './zod';
import { addToCartSchema, batchAddSchema, updateLineSchema } from './cart';
import {
  applyCouponSchema,
  batchRemoveSchema,
  batchUpdateSchema,
  cartNoteSchema,
  selectShippingSchema,
  shippingAddressSchema,
} from './pricing';

/**
 * The changes a shopper can make to a cart, by the `intent` a form posts or a
 * hook sends. The shop's `/cart` action, the product page's add action and
 * every `/api/store/cart*` route handle each of them once, in one server
 * handler; the headless hooks drive the same intents through the store client.
 */
export const CART_INTENT = {
  add: 'add',
  addBatch: 'add-batch',
  update: 'update',
  updateBatch: 'update-batch',
  remove: 'remove',
  removeBatch: 'remove-batch',
  note: 'note',
  couponApply: 'coupon-apply',
  couponRemove: 'coupon-remove',
  estimate: 'estimate',
  shipping: 'shipping',
  startCheckout: 'start-checkout',
} as const;
export type CartIntentName = (typeof CART_INTENT)[keyof typeof CART_INTENT];

/** Field of a form that names the intent (a hidden input, or the pressed button's `name`/`value`). */
export const CART_INTENT_FIELD = 'intent';

const lineKey = z.string({ error: 'This item is no longer in your cart' }).min(1).max(64);

/**
 * `add`: one variant. A form that lets the shopper pick options (the product
 * page's variant picker, whose radios post `option[Size]=M`) sends them in
 * `options` with the product's `product` handle; without JavaScript the
 * options are what the shopper chose, so the server resolves the variant
 * from them first and uses `variant_id` when there are none.
 */
const addIntentSchema = addToCartSchema.extend({
  intent: z.literal(CART_INTENT.add),
  variant_id: addToCartSchema.shape.variant_id.optional(),
  /** Handle of the product whose `options` are posted. */
  product: z.string().min(1).max(255).optional(),
  options: z.record(z.string(), z.string()).optional(),
});

/**
 * One cart change, parsed the same from a form and from JSON (see
 * `parseCartIntent`). A discriminated union on `intent`, so the server
 * handles each case with its own typed fields.
 */
export const cartIntentSchema = z.discriminatedUnion(CART_INTENT_FIELD, [
  addIntentSchema,
  batchAddSchema.extend({ intent: z.literal(CART_INTENT.addBatch) }),
  updateLineSchema.extend({ intent: z.literal(CART_INTENT.update), key: lineKey }),
  batchUpdateSchema.extend({ intent: z.literal(CART_INTENT.updateBatch) }),
  z.object({ intent: z.literal(CART_INTENT.remove), key: lineKey }),
  batchRemoveSchema.extend({ intent: z.literal(CART_INTENT.removeBatch) }),
  cartNoteSchema.extend({ intent: z.literal(CART_INTENT.note) }),
  applyCouponSchema.extend({ intent: z.literal(CART_INTENT.couponApply) }),
  z.object({ intent: z.literal(CART_INTENT.couponRemove), code: z.string().trim().min(1).max(64) }),
  shippingAddressSchema.extend({ intent: z.literal(CART_INTENT.estimate) }),
  selectShippingSchema.extend({ intent: z.literal(CART_INTENT.shipping) }),
  z.object({ intent: z.literal(CART_INTENT.startCheckout) }),
]);
/** A cart change as sent (numbers may still be strings from a form). */
export type CartIntentInput = z.input<typeof cartIntentSchema>;
/** A parsed, valid cart change. */
export type CartIntent = z.output<typeof cartIntentSchema>;
/** The parsed change of one intent, e.g. `CartIntentOf<'update'>`. */
export type CartIntentOf<N extends CartIntentName> = Extract<CartIntent, { intent: N }>;

/** `option[Size]` (the variant picker's radios) or `option.Size`. */
const OPTION_FIELD = /^option(?:\[(.+)\]|\.(.+))$/;
/** `properties[Engraving]`: a line property by name (Shopify's line-item property convention). */
const PROPERTY_FIELD = /^properties\[(.+)\]$/;
/** `items.0.variant_id`, `lines.1.quantity`: one field of an indexed list. */
const LIST_FIELD = /^(items|lines)\.(\d+)\.(.+)$/;
/** `keys.0` or a repeated `keys`: the lines of a batch removal. */
const KEYS_FIELD = /^keys(?:\.\d+)?$/;

/**
 * The object a form's named fields stand for, ready for `cartIntentSchema`:
 * plain fields by name, `option[Name]` into `options`, `properties[Name]`
 * into `properties` (an empty value is left out, like Shopify), indexed
 * `items.N.*` / `lines.N.*` into lists, `keys` into a list. Files are ignored.
 *
 * @example
 * const form = new FormData();
 * form.set('intent', 'add'); form.set('variant_id', '42'); form.set('option[Size]', 'M');
 * cartIntentFromForm(form); // { intent: 'add', variant_id: '42', options: { Size: 'M' } }
 */
export function cartIntentFromForm(form: FormData): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const options: Record<string, string> = {};
  const properties: Array<{ name: string; value: string }> = [];
  const lists: Record<string, Array<Record<string, string>>> = {};
  const keys: string[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const option = OPTION_FIELD.exec(field);
    const property = PROPERTY_FIELD.exec(field);
    const listed = LIST_FIELD.exec(field);
    if (option) options[option[1] ?? option[2] ?? ''] = value;
    else if (property) {
      if (value !== '') properties.push({ name: property[1] ?? '', value });
    } else if (listed) {
      const [, list = '', index = '0', name = ''] = listed;
      const entries = (lists[list] ??= []);
      (entries[Number(index)] ??= {})[name] = value;
    } else if (KEYS_FIELD.test(field)) keys.push(value);
    else if (!(field in result)) result[field] = value; // the first of repeated fields, like a browser's `get`
  }
  if (Object.keys(options).length > 0) result.options = options;
  if (properties.length > 0) result.properties = properties;
  for (const [list, entries] of Object.entries(lists)) result[list] = entries.filter(Boolean);
  if (keys.length > 0) result.keys = keys;
  return result;
}

/**
 * Parses one cart change from a form (`FormData`, named fields) or from JSON
 * (an object), with the same schema either way.
 *
 * @example
 * const parsed = parseCartIntent(await request.formData());
 * if (!parsed.success) return fieldErrors(parsed.error);
 * parsed.data.intent; // 'update'
 */
export function parseCartIntent(input: FormData | unknown): ReturnType<typeof cartIntentSchema.safeParse> {
  const value = typeof FormData !== 'undefined' && input instanceof FormData ? cartIntentFromForm(input) : input;
  return cartIntentSchema.safeParse(value);
}
