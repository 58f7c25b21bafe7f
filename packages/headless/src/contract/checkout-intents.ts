import { z } from './zod';
import { checkoutAddressSchema, contactStepSchema, shippingStepSchema } from './checkout';
import { checkboxField, formInput, type IntentSource } from './form-input';
import { parseIntent, type IntentResult } from './intent';

/** An idempotency key: 16–100 letters, digits, `-` or `_` (the engine's rule for one checkout attempt). */
export const CHECKOUT_IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** Text as a form or a JSON body sends it; missing reads as ''. */
const text = contactStepSchema.shape.email;

/**
 * A card expiry as typed, `MM/YY`, `MM / YYYY` or `MMYY`: month and four-digit
 * year, or null when it is none of those.
 *
 * @example parseCardExpiry('12 / 34') // { month: 12, year: 2034 }
 */
export function parseCardExpiry(typed: string): { month: number; year: number } | null {
  const compact = typed.replace(/\s/g, '');
  const withSlash = compact.includes('/') ? compact : compact.replace(/^(\d{2})(\d+)$/, '$1/$2');
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(withSlash);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  if (month < 1 || month > 12) return null;
  return { month, year: yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText) };
}

/**
 * The card fields of the payment form (`card.number`, `card.name`,
 * `card.expiry`, `card.cvc`) in the engine's shape; a JSON body may send
 * `expiry_month` and `expiry_year` instead of `expiry`. The engine checks them.
 */
const cardInput = z
  .object({
    number: text,
    name: text,
    cvc: text,
    expiry: text.optional(),
    expiry_month: z.union([z.string(), z.number()]).optional(),
    expiry_year: z.union([z.string(), z.number()]).optional(),
  })
  .transform(({ expiry, ...card }) => {
    const parsed = expiry === undefined ? null : parseCardExpiry(expiry);
    return {
      number: card.number.replace(/[\s-]/g, ''),
      name: card.name,
      cvc: card.cvc,
      expiry_month: parsed?.month ?? card.expiry_month ?? '',
      expiry_year: parsed?.year ?? card.expiry_year ?? '',
    };
  });
export type CheckoutCardInput = z.output<typeof cardInput>;

/** Minor units the shopper was shown as the total; paying fails with 409 when the server's total differs. */
const expectedTotal = z.coerce.number().int().nonnegative().optional();

/** The checkout steps' changes (spec 2: contact_information, shipping_method, payment_method, all_in_one_checkout). */
export const checkoutIntentSchema = z.discriminatedUnion('intent', [
  /** Who buys and where it goes; the server validates it with every rule of spec 5. */
  contactStepSchema.extend({ intent: z.literal('contact'), accepts_marketing: checkboxField }),
  /** Where the cart ships (country, province, postcode): the shipping methods and taxes follow it. */
  z.object({
    intent: z.literal('address'),
    shipping_address: checkoutAddressSchema.pick({ country: true, province: true, postcode: true }),
  }),
  /** One of the shipping methods the cart offers. */
  shippingStepSchema.extend({ intent: z.literal('shipping') }),
  /**
   * Pays. The stepped checkout sends only the payment; the one-page checkout
   * (and an API client) sends the contact and the shipping method with it.
   * `idempotency_key` makes a repeat the same order; `expected_total` is the
   * total the shopper saw, so nobody is charged an amount they were not shown.
   */
  z.object({
    intent: z.literal('pay'),
    payment_method: text,
    card: cardInput.optional(),
    card_token: z.string().max(100).optional(),
    idempotency_key: z
      .string({ error: 'An idempotency key is required' })
      .regex(CHECKOUT_IDEMPOTENCY_KEY, { error: 'An idempotency key is 16–100 letters, digits, - or _' }),
    expected_total: expectedTotal,
    email: text.optional(),
    accepts_marketing: checkboxField,
    shipping_address: checkoutAddressSchema.optional(),
    shipping_method_id: text.optional(),
  }),
]);
export type CheckoutIntent = z.output<typeof checkoutIntentSchema>;
export type CheckoutIntentName = CheckoutIntent['intent'];
export type PayIntent = Extract<CheckoutIntent, { intent: 'pay' }>;

/**
 * Reads a checkout change from a posted form (dotted names such as
 * `shipping_address.city` and `card.number`) or a JSON body.
 *
 * @example
 * const parsed = parseCheckoutIntent(await request.formData());
 * if (parsed.ok && parsed.intent.intent === 'shipping') saveMethod(parsed.intent.shipping_method_id);
 */
export function parseCheckoutIntent(input: IntentSource): IntentResult<CheckoutIntent> {
  return parseIntent(checkoutIntentSchema, formInput(input));
}

/** What the store answers about a checkout attempt, looked up by its idempotency key (after a lost answer). */
export const checkoutAttemptSchema = z.discriminatedUnion('state', [
  /** No order was opened with this key: nothing was charged. */
  z.object({ state: z.literal('none') }),
  /** The payment was refused: the order was not placed and nothing was charged. */
  z.object({ state: z.literal('refused'), code: z.string() }),
  /** The order is placed (paid, or waiting for a manual payment or the card provider). */
  z.object({
    state: z.literal('placed'),
    number: z.string(),
    payment_status: z.string(),
    /** Where the shopper goes next: the thank-you page or the wait for the card provider. */
    next: z.string(),
  }),
]);
export type CheckoutAttempt = z.infer<typeof checkoutAttemptSchema>;
