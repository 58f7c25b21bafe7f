import { imageSchema, PRODUCT_SORTS, productSummarySchema } from './catalog';
import { z } from './zod';

/** Longest search text accepted (spec: queries over 200 characters are refused). */
export const MAX_QUERY_LENGTH = 200;
/** Most suggestions the search box shows. */
export const MAX_SUGGESTIONS = 8;
/** Most option filters in one query (option.Size, option.Colour ...). */
export const MAX_OPTION_FILTERS = 10;

/** `relevance` ranks by full-text match; without a text it is the shop's featured order. */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const text = z.string().trim().max(MAX_QUERY_LENGTH, `Search text can be at most ${MAX_QUERY_LENGTH} characters`);
const minor = z.coerce.number({ message: 'Must be an amount in cents' }).int().nonnegative();
const oneOrMany = z.union([z.string().min(1).max(100), z.array(z.string().min(1).max(100)).min(1).max(20)]);

/** `available`: 1/true shows products in stock, 0/false sold-out ones. */
const availability = z
  .enum(['1', '0', 'true', 'false'], { message: 'Use 1 for in stock or 0 for sold out' })
  .transform((value) => value === '1' || value === 'true');

/** Query of `GET /products/search` (option filters come as `option.<Name>=<value>`, repeatable). */
export const searchQuerySchema = z
  .object({
    q: text.default(''),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(24),
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    collection: z.string().min(1).max(200).optional(),
    price_min: minor.optional(),
    price_max: minor.optional(),
    available: availability.optional(),
    options: z
      .record(z.string().min(1).max(50), oneOrMany)
      .refine((options) => Object.keys(options).length <= MAX_OPTION_FILTERS, {
        message: `At most ${MAX_OPTION_FILTERS} option filters`,
      })
      .default({}),
  })
  .refine(
    (query) => query.price_min === undefined || query.price_max === undefined || query.price_min <= query.price_max,
    {
      message: 'The highest price must not be below the lowest price',
      path: ['price_max'],
    },
  );
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Query of `GET /products/meta/search`. */
export const suggestQuerySchema = z.object({ q: text.default('') });

export const priceBucketSchema = z.object({
  /** Inclusive bounds in minor units; `max` null for the open top bucket. */
  min: z.number().int(),
  max: z.number().int().nullable(),
  count: z.number().int().nonnegative(),
});

export const searchFacetsSchema = z.object({
  collections: z.array(z.object({ handle: z.string(), title: z.string(), count: z.number().int().nonnegative() })),
  price: z.array(priceBucketSchema),
  /** option name → value → number of products. */
  options: z.record(z.string(), z.record(z.string(), z.number().int().nonnegative())),
  availability: z.object({ in_stock: z.number().int().nonnegative(), sold_out: z.number().int().nonnegative() }),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const searchResultSchema = z.object({
  products: z.array(productSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The text as sent, and as searched after spelling correction (null when nothing was corrected). */
  q: z.string(),
  corrected_q: z.string().nullable(),
  /** `all`: every word matched (or there was no text); `any`: no product had every word, so products with some of them are shown. */
  match: z.enum(['all', 'any']),
  facets: searchFacetsSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestionSchema = z.object({
  kind: z.enum(['query', 'collection', 'product']),
  text: z.string(),
  url: z.string(),
  image: imageSchema.nullable(),
});
export const suggestionsSchema = z.object({
  q: z.string(),
  corrected_q: z.string().nullable(),
  suggestions: z.array(suggestionSchema).max(MAX_SUGGESTIONS),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  url: z.string(),
  products_count: z.number().int().nonnegative(),
  parent_id: z.number().int().nullable(),
  children: z.array(z.unknown()),
});
export const categoriesSchema = z.object({ categories: z.array(categorySchema) });
export type Category = z.infer<typeof categorySchema> & { children: Category[] };
