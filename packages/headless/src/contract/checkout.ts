import { z } from './zod';

/**
 * The shapes of the checkout step payloads. These only check types: every
 * field arrives as a trimmed string ('' when missing) so the checkout rules can
 * report every shopper mistake at once with the spec's messages.
 */

/** A text field: strings are trimmed, numbers (postcodes, phones sent as JSON numbers) become strings, null is ''. */
const textField = z.preprocess(
  (value) => (value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value),
  z.string({ error: 'This field is required' }).transform((text) => text.trim()),
);

/** An address as the shopper types it (spec 3: first and last name, company, address1, address2, city, country, province, postcode, phone). */
export const checkoutAddressSchema = z.object({
  first_name: textField,
  last_name: textField,
  company: textField,
  address1: textField,
  address2: textField,
  city: textField,
  /** ISO2 code. */
  country: textField,
  /** State code or name, where the country has states. */
  province: textField,
  postcode: textField,
  phone: textField,
  /** Brazil only: CPF (11 digits) or CNPJ (14 digits), punctuation allowed. */
  tax_id: textField,
});
/** A text field as a client may send it; missing and null read as ''. */
type TextInput = string | number | null | undefined;

/** An address as a client sends it (every field optional; the rules say which are required). */
export interface CheckoutAddressInput {
  first_name?: TextInput;
  last_name?: TextInput;
  company?: TextInput;
  address1?: TextInput;
  address2?: TextInput;
  city?: TextInput;
  country?: TextInput;
  province?: TextInput;
  postcode?: TextInput;
  phone?: TextInput;
  tax_id?: TextInput;
}
export type AddressFields = z.output<typeof checkoutAddressSchema>;

/** `contact_information` step: who is buying and where it goes. */
export const contactStepSchema = z.object({
  email: textField,
  shipping_address: checkoutAddressSchema,
  /** The shopper ticked "email me news and offers". */
  accepts_marketing: z.boolean().default(false),
});
export interface ContactStepInput {
  email?: TextInput;
  shipping_address?: CheckoutAddressInput;
  accepts_marketing?: boolean;
}

/** `shipping_method` step: one of the methods the cart offers. */
export const shippingStepSchema = z.object({ shipping_method_id: textField });
export interface ShippingStepInput {
  shipping_method_id?: TextInput;
}

/** `payment_method` step: the provider, and the billing address unless it is the shipping address. */
export const paymentStepSchema = z.object({
  payment_method: textField,
  billing_same_as_shipping: z.boolean().default(true),
  billing_address: checkoutAddressSchema.optional(),
});
export interface PaymentStepInput {
  payment_method?: TextInput;
  billing_same_as_shipping?: boolean;
  billing_address?: CheckoutAddressInput;
}

/** `all_in_one` checkout: the three steps on one page. */
export const allInOneSchema = contactStepSchema.extend(shippingStepSchema.shape).extend(paymentStepSchema.shape);
export type AllInOneInput = ContactStepInput & ShippingStepInput & PaymentStepInput;

/** An address after validation: codes canonical, postcode and phone in their normal form. */
export interface CheckoutAddress {
  first_name: string;
  last_name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  /** ISO2, upper case. */
  country: string;
  /** State code ('' where the country has none). */
  province: string;
  postcode: string;
  /** International form `+<dial code> <digits>`, or ''. */
  phone: string;
  /** Digits only ('' outside Brazil). */
  tax_id: string;
}

export interface ContactStep {
  email: string;
  shipping_address: CheckoutAddress;
  accepts_marketing: boolean;
}

export interface ShippingStep {
  shipping_method_id: string;
}

export interface PaymentStep {
  payment_method: string;
  /** The address the payment is billed to (the shipping address when they are the same and it was given). */
  billing_address: CheckoutAddress | null;
  billing_same_as_shipping: boolean;
}

export type AllInOneStep = ContactStep & ShippingStep & PaymentStep;
