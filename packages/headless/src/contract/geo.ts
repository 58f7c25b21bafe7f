import { z } from './zod';

// The lengths live outside the contract so the browser's auto-complete checks them without loading zod.
import { PLACE_QUERY_MAX_LENGTH, PLACE_QUERY_MIN_LENGTH } from '../customer/placeQuery';

export { PLACE_QUERY_MAX_LENGTH, PLACE_QUERY_MIN_LENGTH };

/** An ISO 3166-1 alpha-2 code in any case, read as upper case. */
export const countryCodeSchema = z
  .string({ error: 'This field is required' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Choose a country')
  .transform((code) => code.toUpperCase());

/** Query of `GET /place-auto-complete` and `GET /place_postal_code`. */
export const placeQuerySchema = z.object({
  query: z
    .string({ error: 'This field is required' })
    .trim()
    .min(PLACE_QUERY_MIN_LENGTH, `Enter at least ${PLACE_QUERY_MIN_LENGTH} characters`)
    .max(PLACE_QUERY_MAX_LENGTH, `Enter at most ${PLACE_QUERY_MAX_LENGTH} characters`),
  country: countryCodeSchema.optional(),
});
export type PlaceQuery = z.input<typeof placeQuerySchema>;

/** One address-lookup answer: enough to fill city, province, postcode and country. */
export const placeSuggestionSchema = z.object({
  /** "City, State, Postcode, Country", for the suggestion list. */
  description: z.string(),
  city: z.string(),
  /** State code ('' where the country's addresses name none). */
  province: z.string(),
  province_name: z.string(),
  postcode: z.string(),
  country: z.string(),
  country_name: z.string(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const countryStateSchema = z.object({ code: z.string(), name: z.string() });

/** A country entry of `GET /cart/get_hot_countries` and the country list. */
export const countrySchema = z.object({
  code: z.string().length(2),
  iso2: z.string().length(2),
  name: z.string(),
  dial_code: z.string().regex(/^\d{1,4}$/),
  postcode_required: z.boolean(),
  province_required: z.boolean(),
  states: z.array(countryStateSchema),
});
export type CountryEntry = z.infer<typeof countrySchema>;
