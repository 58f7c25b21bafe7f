import { z } from './zod';

/** Money is always integer minor units (cents) of `currency`. */
export const moneySchema = z.number().int();

export const imageSchema = z.object({
  /** Path served by the storefront, e.g. `/media/linen-shirt-sand-1.jpg`. */
  url: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;

export const optionValueSchema = z.object({ name: z.string(), value: z.string() });
export type OptionValue = z.infer<typeof optionValueSchema>;

export const productOptionSchema = z.object({
  /** e.g. "Size" or "Colour". */
  name: z.string(),
  values: z.array(
    z.object({
      value: z.string(),
      /** CSS colour for colour swatches; null for non-colour options. */
      swatch: z.string().nullable(),
    }),
  ),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const variantSchema = z.object({
  ID: z.number().int(),
  title: z.string(),
  sku: z.string(),
  price: moneySchema,
  /** Price before a markdown; null when the variant is not on sale. */
  compare_at_price: moneySchema.nullable(),
  options: z.array(optionValueSchema),
  /** Units that can still be added to a cart. */
  available: z.number().int().nonnegative(),
  image: imageSchema.nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productSummarySchema = z.object({
  ID: z.number().int(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  product_type: z.string(),
  /** Lowest variant price. */
  price: moneySchema,
  /** Highest variant price (equals `price` when all variants cost the same). */
  price_max: moneySchema,
  compare_at_price: moneySchema.nullable(),
  currency: z.string(),
  image: imageSchema.nullable(),
  /** Second image, shown on hover by some product cards. */
  hover_image: imageSchema.nullable(),
  available: z.boolean(),
  /** Colour swatches for the card (value + CSS colour). */
  swatches: z.array(z.object({ value: z.string(), swatch: z.string() })),
  /**
   * The one variant of a product that has no options to choose (quick add posts
   * it straight to the cart); null when the shopper must choose. Left out by
   * older payloads (a stored recently-viewed card): then the card asks for the
   * product when the shopper opens quick add.
   */
  single_variant_id: z.number().int().nullable().optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSchema = productSummarySchema.extend({
  description_html: z.string(),
  images: z.array(imageSchema),
  options: z.array(productOptionSchema),
  variants: z.array(variantSchema),
  collections: z.array(z.object({ handle: z.string(), title: z.string() })),
});
export type Product = z.infer<typeof productSchema>;

export const collectionSchema = z.object({
  ID: z.number().int(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  image: imageSchema.nullable(),
  products_count: z.number().int().nonnegative(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'title-asc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Query of `GET /products` and `GET /collections/{handle}`. */
export const productListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(24),
  sort: z.enum(PRODUCT_SORTS).default('featured'),
  collection: z.string().min(1).max(200).optional(),
  q: z.string().max(200).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = z.object({
  products: z.array(productSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const collectionDetailSchema = productListSchema.extend({ collection: collectionSchema });
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;
