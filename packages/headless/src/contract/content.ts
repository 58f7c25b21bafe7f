import { z } from './zod';

const id = z.coerce
  .number({ error: 'This field is required' })
  .int('Enter a whole number')
  .positive('Enter a whole number')
  .max(2_147_483_647, 'Enter a whole number');

const page = z.coerce
  .number()
  .int('Enter a whole number')
  .min(1, 'Pages start at 1')
  .max(10_000, 'Page is too large')
  .default(1);

/** Blog lists (spec 3: page, page_size, type). `type` `collection` keeps to the collection of the blog in the path. */
export const blogListQuerySchema = z.object({
  page,
  page_size: z.coerce.number().int('Enter a whole number').min(1, 'At least 1').max(50, 'At most 50').default(10),
  type: z.enum(['all', 'collection'], { error: 'Type is all or collection' }).default('all'),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** A blog post or collection in the path: its numeric id or its handle. */
export const blogRefSchema = z
  .string({ error: 'This field is required' })
  .trim()
  .min(1, 'This field is required')
  .max(200, 'Too long')
  .regex(/^[a-z0-9-]+$/i, 'Not a valid blog');

/** GET /comments (spec 3: page 1, pageSize 10). */
export const commentsQuerySchema = z.object({
  product_id: id,
  page,
  pageSize: z.coerce.number().int('Enter a whole number').min(1, 'At least 1').max(50, 'At most 50').default(10),
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

/** POST /comments. */
export const newCommentSchema = z.object({
  product_id: id,
  author: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(80, 'Name is at most 80 characters'),
  body: z
    .string({ error: 'Write a comment' })
    .trim()
    .min(1, 'Write a comment')
    .max(2000, 'Comment is at most 2000 characters'),
});
export type NewComment = z.infer<typeof newCommentSchema>;

/** POST /api/contacts (spec 7: body email and code). */
export const subscribeSchema = z.object({
  email: z
    .string({ error: 'Enter a valid email' })
    .trim()
    .max(254, 'Enter a valid email')
    .pipe(z.email({ error: 'Enter a valid email' })),
  code: z.string({ error: 'Code must be text' }).trim().max(64, 'Code is at most 64 characters').optional(),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const blogCollectionSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  blog_count: z.number().int(),
});
export type BlogCollection = z.infer<typeof blogCollectionSchema>;

/** A post in a list: everything but the body. */
export const blogSummarySchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  published_at: z.string(),
  collection: z.object({ id: z.number().int(), handle: z.string(), title: z.string() }),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

/** One article; `body_html` is sanitized. */
export const blogPostSchema = blogSummarySchema.extend({ body_html: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPageSchema = z.object({
  list: z.array(blogSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type BlogPage = z.infer<typeof blogPageSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentPageSchema = z.object({
  data: z.array(commentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;
