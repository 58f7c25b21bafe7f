import { z } from './zod';

/** First address line limit (spec 9). */
export const ADDRESS_LINE_MAX = 255;
/** Phone limit and its allowed characters (spec 5): digits and + - ( ) . / */
export const PHONE_MAX = 30;
const PHONE_CHARACTERS = /^[0-9+\-()./]*$/;
/** Addresses one customer may keep; a shopper needs a handful, a script gets stopped. */
export const ADDRESS_BOOK_LIMIT = 50;

const required = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters`);
const optional = (max = 255) => z.string().trim().max(max, `Use at most ${max} characters`).optional();

/** POST /addresses (and PUT /addresses/{id}, which sends the whole address). Messages are the spec's. */
export const addressInputSchema = z.object({
  first_name: required('Enter a first name', 100),
  last_name: required('Enter a last name', 100),
  company: optional(),
  address1: required('Enter an address', ADDRESS_LINE_MAX),
  address2: optional(),
  city: required('Enter a city', 100),
  country: z
    .string({ error: 'This field is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Select a country')
    .transform((code) => code.toUpperCase()),
  province: optional(100),
  postcode: optional(20),
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX, `Use at most ${PHONE_MAX} characters`)
    .regex(PHONE_CHARACTERS, 'Enter a valid phone number')
    .optional(),
  default: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** One address of the address book, as the API returns it. */
export const addressSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  country: z.string(),
  province: z.string(),
  postcode: z.string(),
  phone: z.string(),
  default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
