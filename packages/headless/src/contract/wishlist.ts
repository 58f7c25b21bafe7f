import { z } from './zod';

const id = z.coerce
  .number({ error: 'This field is required' })
  .int('Enter a whole number')
  .positive('Enter a whole number')
  .max(2_147_483_647, 'Enter a whole number');

/** POST and DELETE /wish_list/wishing (spec 7): body product_id and optional variant_id. */
export const wishingSchema = z.object({
  product_id: id,
  variant_id: id.nullish(),
});
export type WishingInput = z.infer<typeof wishingSchema>;

/** Every wish-list answer (spec 7: response data.product_ids), newest wish first. */
export const wishListSchema = z.object({
  data: z.object({ product_ids: z.array(z.number().int()) }),
});
export type WishList = z.infer<typeof wishListSchema>;
