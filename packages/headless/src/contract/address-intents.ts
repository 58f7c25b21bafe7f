import { z } from './zod';
import { checkoutAddressSchema, type AddressFields } from './checkout';
import { checkboxField, formInput, type IntentSource } from './form-input';
import { parseIntent, type IntentResult } from './intent';

/**
 * The fields of a postal address, in the order a form shows them (country
 * first: it decides the states, the postcode rule and the dial code). The
 * one address shape of the shop: the address form, the checkout, the address
 * book and the order all use these names.
 */
export const ADDRESS_FIELDS = [
  'country',
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'city',
  'province',
  'postcode',
  'phone',
] as const satisfies readonly (keyof AddressFields)[];
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as a form holds it: every field a string, '' when empty. */
export type AddressValues = Record<AddressField, string>;

/** An empty address, for a new one. */
export const EMPTY_ADDRESS_VALUES: AddressValues = {
  country: '',
  first_name: '',
  last_name: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  postcode: '',
  phone: '',
};

const addressId = z.coerce.number({ error: 'Not Found' }).int({ error: 'Not Found' }).positive({ error: 'Not Found' });

/** The address fields of the book, typed only: the engine's address rules give the spec's messages, every field at once. */
const bookAddress = checkoutAddressSchema.omit({ tax_id: true });

/**
 * The address book's changes (spec 7: /addresses create, update, delete by
 * id), one discriminated union on `intent`. The account page's form posts it
 * and `/api/store/addresses` receives it as JSON; both go to one server handler.
 *
 * @example
 * parseAddressIntent(await request.formData()) // { intent: 'create', first_name: 'Ada', …, default: false }
 */
export const addressIntentSchema = z.discriminatedUnion('intent', [
  bookAddress.extend({ intent: z.literal('create'), default: checkboxField }),
  bookAddress.extend({ intent: z.literal('update'), id: addressId, default: checkboxField }),
  z.object({ intent: z.literal('delete'), id: addressId }),
  z.object({ intent: z.literal('set-default'), id: addressId }),
]);
export type AddressIntent = z.output<typeof addressIntentSchema>;
export type AddressIntentName = AddressIntent['intent'];

/** Reads an address book change from a posted form or a JSON body; a failure carries the 422 body to answer with. */
export function parseAddressIntent(input: IntentSource): IntentResult<AddressIntent> {
  return parseIntent(addressIntentSchema, formInput(input));
}
