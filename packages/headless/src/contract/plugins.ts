import { imageSchema, moneySchema, productSummarySchema } from './catalog';
import { z } from './zod';
import { MAX_ROW_ID } from './errors';

/** Most product ids one plug-in request may ask about. */
export const MAX_PRODUCT_IDS = 100;
/** Largest id a database integer holds. */
const MAX_ID = MAX_ROW_ID;

/**
 * `product_ids` as the storefront sends it: ids joined with commas ("1,2,3").
 * 1–100 positive whole numbers; repeats are dropped, order is kept.
 */
export const productIdsSchema = z
  .string({ message: 'List the product ids, joined with commas' })
  .trim()
  .min(1, 'List the product ids, joined with commas')
  .refine(
    (value) => value.split(',').every((id) => /^\s*\d{1,10}\s*$/.test(id)),
    'Product ids must be whole numbers, joined with commas',
  )
  .transform((value) => [...new Set(value.split(',').map((id) => Number(id.trim())))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), 'Product ids must be positive whole numbers')
  .refine((ids) => ids.length <= MAX_PRODUCT_IDS, `At most ${MAX_PRODUCT_IDS} product ids`);

export const productIdsQuerySchema = z.object({ product_ids: productIdsSchema });

/** Query of `GET /style-combinations`. */
export const styleCombinationsQuerySchema = z.object({
  'filter[product_ids]': productIdsSchema,
  /** where the block is shown; echoed back so one page can hold several blocks */
  combination_position: z.enum(['product_detail', 'cart', 'collection', 'quick_view']).default('product_detail'),
  /** collection to build the look from, when the product is in it */
  category_id: z.coerce.number({ message: 'Must be a collection id' }).int().positive().max(MAX_ID).optional(),
});

/** Query of `GET /visitors_counter`. */
export const visitorsQuerySchema = z.object({
  product_id: z.coerce.number({ message: 'Must be a product id' }).int().positive().max(MAX_ID),
});

/** Query of `GET /last-sales`. */
export const lastSalesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

export const badgeSchema = z.object({
  type: z.enum(['sale', 'new', 'low_stock', 'sold_out']),
  label: z.string(),
});
export const productCardSchema = z.object({
  product_id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  url: z.string(),
  price: moneySchema,
  compare_at_price: moneySchema.nullable(),
  currency: z.string(),
  available: z.boolean(),
  image: imageSchema.nullable(),
  second_image: imageSchema.nullable(),
  badges: z.array(badgeSchema),
});
export const productCardsSchema = z.object({
  config: z.record(z.string(), z.unknown()),
  product_cards: z.array(productCardSchema),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productPalettesSchema = z.object({
  /** ProductPalette plug-in setting: where the swatches sit on the card. */
  show_position: z.string(),
  palettes: z.array(
    z.object({
      product_id: z.number().int(),
      option_name: z.string(),
      colours: z.array(z.object({ value: z.string(), swatch: z.string(), image: imageSchema.nullable() })),
    }),
  ),
});

export const customButtonSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  label: z.string(),
  url: z.string(),
  style: z.enum(['primary', 'secondary', 'link']),
  position: z.number().int(),
});
export const buttonsSchema = z.object({ buttons: z.array(customButtonSchema) });

export const styleCombinationsSchema = z.object({
  is_show_card: z.boolean(),
  combination_position: z.string(),
  combinations: z.array(
    z.object({
      product_id: z.number().int(),
      collection: z.object({ id: z.number().int(), handle: z.string(), title: z.string() }),
      products: z.array(productSummarySchema),
    }),
  ),
});

export const relationshipsSchema = z.object({
  relationships: z.array(
    z.object({
      product_id: z.number().int(),
      related: z.array(
        z.object({
          product_id: z.number().int(),
          handle: z.string(),
          title: z.string(),
          reason: z.enum(['same_type', 'same_collection']),
        }),
      ),
    }),
  ),
});

export const productDiscountsSchema = z.object({
  product_discounts: z.array(
    z.object({
      product_id: z.number().int(),
      discounts: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          adjustments: z.array(z.record(z.string(), z.unknown())),
        }),
      ),
    }),
  ),
});

export const discountStyleSchema = z.object({
  cart_text_config: z.record(z.string(), z.unknown()),
  checkout_text_config: z.record(z.string(), z.unknown()),
  product_text_config: z.record(z.string(), z.unknown()),
  show_message: z.boolean(),
  table_config: z.record(z.string(), z.unknown()),
});

export const lastSalesSchema = z.object({
  sales: z.array(
    z.object({
      /** first-name initial only: "S." */
      name: z.string(),
      city: z.string(),
      product_id: z.number().int().nullable(),
      product_title: z.string(),
      url: z.string().nullable(),
      image: imageSchema.nullable(),
      purchased_at: z.string(),
      /** true for the shop's demo entries shown before the first real order */
      demo: z.boolean(),
    }),
  ),
});

export const visitorsSchema = z.object({ product_id: z.number().int(), count: z.number().int().positive() });

export const popupsSchema = z.object({
  popups: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      cta_label: z.string().nullable(),
      cta_url: z.string().nullable(),
      trigger: z.enum(['delay', 'exit', 'scroll']),
      delay_seconds: z.number().int(),
      show_once: z.boolean(),
    }),
  ),
});

export const incentivesSchema = z.object({
  incentives: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      title: z.string(),
      message: z.string(),
      threshold: moneySchema.nullable(),
      currency: z.string(),
    }),
  ),
});
