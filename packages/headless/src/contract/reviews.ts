import { z } from './zod';

const id = z.coerce
  .number({ error: 'This field is required' })
  .int('Enter a whole number')
  .positive('Enter a whole number')
  .max(2_147_483_647, 'Enter a whole number');

/** Spec 5 and 9: review body 2000 characters, at most 5 pictures of at most 8MB, JPG/JPEG/PNG/GIF. */
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_IMAGES_MAX = 5;
export const REVIEW_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const REVIEWS_PAGE_SIZE = 10;

/** GET /reviews?product_id=&page=. */
export const reviewsQuerySchema = z.object({
  product_id: id,
  page: z.coerce
    .number()
    .int('Enter a whole number')
    .min(1, 'Pages start at 1')
    .max(10_000, 'Page is too large')
    .default(1),
});

/** POST /reviews fields (the pictures travel beside them as files). */
export const newReviewSchema = z.object({
  product_id: id,
  rating: z.coerce
    .number({ error: 'Choose a rating from 1 to 5' })
    .int('Choose a rating from 1 to 5')
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  title: z.string({ error: 'Title must be text' }).trim().max(150, 'Title is at most 150 characters').default(''),
  body: z
    .string({ error: 'Write your review' })
    .trim()
    .min(1, 'Write your review')
    .max(REVIEW_BODY_MAX, `Review is at most ${REVIEW_BODY_MAX} characters`),
  author: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(80, 'Name is at most 80 characters'),
});
export type NewReview = z.infer<typeof newReviewSchema>;

/**
 * PUT /reviews/{id}: the new rating, title and body, checked like a new review.
 * They replace the old ones (an absent title becomes empty); author and pictures stay.
 */
export const reviewUpdateSchema = newReviewSchema.pick({ rating: true, title: true, body: true });
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

/** A review id in a path; anything else is simply not found. */
export const reviewIdSchema = id;

export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  author: z.string(),
  created_at: z.string(),
  /** When its author last changed it; null when never changed. */
  updated_at: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), mime_type: z.string() })),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  product_id: z.number().int(),
  /** Mean rating with one decimal; 0 when there are no reviews. */
  average_rating: z.number(),
  count: z.number().int(),
  /** How many reviews gave each number of stars. */
  distribution: z.record(z.string(), z.number().int()),
  data: z.array(reviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;
