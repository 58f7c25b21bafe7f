import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { readStoredImage, removeImages, storeImages, type StoredImage, type UploadedImage } from './review-images';
import {
  newReviewSchema,
  REVIEWS_PAGE_SIZE,
  reviewIdSchema,
  reviewsQuerySchema,
  reviewUpdateSchema,
  type Review,
  type ReviewPage,
} from '@vitrine/headless/contract';

export interface ReviewServiceOptions {
  /** Folder the review pictures are written to. */
  uploadsDir: string;
  /** Address the storefront serves `uploadsDir` at (default `/api/store/reviews/images`). */
  imageBaseUrl?: string;
}

/** Product reviews with pictures (spec 5). */
export interface ReviewService {
  /** GET /reviews?product_id=&page=: average rating, count, distribution and one page (10) of reviews, newest first. */
  list(query: unknown): Promise<ReviewPage>;
  /**
   * POST /reviews: rating 1–5, title, body ≤ 2000, author, and up to 5 pictures
   * (JPG/JPEG/PNG/GIF by their bytes, ≤ 8MB each). Nothing is kept when any check fails.
   * `customerId` is the signed-in writer, who may later change or delete it; without
   * one the review is anonymous and stays as written.
   */
  create(input: unknown, images?: readonly UploadedImage[], customerId?: number): Promise<Review>;
  /**
   * PUT /reviews/{id}: replaces rating, title and body of the customer's own review.
   * 404 REVIEW_NOT_FOUND for anything that is not theirs (another's, anonymous, unknown, malformed id).
   */
  update(customerId: number, id: unknown, input: unknown): Promise<Review>;
  /** DELETE /reviews/{id}: removes the customer's own review and its picture files; 404 as for `update`. */
  remove(customerId: number, id: unknown): Promise<void>;
  /** A stored picture for GET /reviews/images/{file}. 404 REVIEW_IMAGE_NOT_FOUND. */
  image(fileName: string): Promise<{ bytes: Uint8Array; mimeType: string }>;
}

interface ReviewRow {
  id: number;
  product_id: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  created_at: Date | string;
  updated_at: Date | string | null;
}

const COLUMNS = 'id, product_id, rating, title, body, author, created_at, updated_at';

const notFound = () =>
  new CommerceError({ status: 404, code: 'REVIEW_NOT_FOUND', message: 'This review could not be found', field: 'id' });

/** A path id, or 404: a malformed id is answered like one that is not there. */
function parseReviewId(id: unknown): number {
  const parsed = reviewIdSchema.safeParse(id);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/**
 * Reviews over a database, pictures on disk.
 *
 * @example await reviews.create({ product_id: 3, rating: 5, body: 'Lovely', author: 'Ann' }, [{ bytes: png }]);
 */
export function createReviews(db: Db, options: ReviewServiceOptions): ReviewService {
  const baseUrl = (options.imageBaseUrl ?? '/api/store/reviews/images').replace(/\/$/, '');

  async function withImages(rows: ReviewRow[]): Promise<Review[]> {
    if (rows.length === 0) return [];
    const images = await db.query<{ review_id: number; file_name: string; mime_type: string }>(
      'SELECT review_id, file_name, mime_type FROM product_review_images WHERE review_id = ANY($1::int[]) ORDER BY review_id, position',
      [rows.map((r) => r.id)],
    );
    return rows.map((row) => ({
      id: row.id,
      product_id: row.product_id,
      rating: Number(row.rating),
      title: row.title,
      body: row.body,
      author: row.author,
      created_at: new Date(row.created_at).toISOString(),
      updated_at: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
      images: images.filter((i) => i.review_id === row.id).map((i) => ({ url: `${baseUrl}/${i.file_name}`, mime_type: i.mime_type })),
    }));
  }

  return {
    list: async (query) => {
      const { product_id, page } = parseInput(reviewsQuerySchema, query);
      const [rows, stats] = await Promise.all([
        db.query<ReviewRow>(
          `SELECT ${COLUMNS} FROM product_reviews WHERE product_id = $1
           ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [product_id, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE],
        ),
        db.query<{ rating: number; n: number }>(
          'SELECT rating, count(*)::int AS n FROM product_reviews WHERE product_id = $1 GROUP BY rating',
          [product_id],
        ),
      ]);
      const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      let count = 0;
      let sum = 0;
      for (const { rating, n } of stats) {
        distribution[String(rating)] = n;
        count += n;
        sum += Number(rating) * n;
      }
      return {
        product_id,
        average_rating: count === 0 ? 0 : Math.round((sum / count) * 10) / 10,
        count,
        distribution,
        data: await withImages(rows),
        page,
        pageSize: REVIEWS_PAGE_SIZE,
        total: count,
      };
    },

    create: async (input, images = [], customerId) => {
      const review = parseInput(newReviewSchema, input);
      const [product] = await db.query('SELECT id FROM products WHERE id = $1', [review.product_id]);
      if (!product) throw new CommerceError({ status: 422, code: 'UNKNOWN_PRODUCT', message: 'This product is not available', field: 'product_id' });
      const stored = await storeImages(options.uploadsDir, images);
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx.query<ReviewRow>(
            `INSERT INTO product_reviews (product_id, rating, title, body, author, customer_id) VALUES ($1, $2, $3, $4, $5, $6)
             RETURNING ${COLUMNS}`,
            [review.product_id, review.rating, review.title, review.body, review.author, customerId ?? null],
          );
          for (const [position, image] of stored.entries()) {
            await tx.query(
              'INSERT INTO product_review_images (review_id, file_name, mime_type, byte_size, position) VALUES ($1, $2, $3, $4, $5)',
              [inserted!.id, image.fileName, image.mimeType, image.byteSize, position],
            );
          }
          return inserted!;
        });
        const [created] = await withImages([row]);
        return created!;
      } catch (error) {
        await removeImages(options.uploadsDir, stored);
        throw error;
      }
    },

    update: async (customerId, id, input) => {
      const reviewId = parseReviewId(id);
      const change = parseInput(reviewUpdateSchema, input);
      // One statement: ownership is checked by the very row it changes.
      const [row] = await db.query<ReviewRow>(
        `UPDATE product_reviews SET rating = $3, title = $4, body = $5, updated_at = now()
         WHERE id = $1 AND customer_id = $2 RETURNING ${COLUMNS}`,
        [reviewId, customerId, change.rating, change.title, change.body],
      );
      if (!row) throw notFound();
      const [updated] = await withImages([row]);
      return updated!;
    },

    remove: async (customerId, id) => {
      const reviewId = parseReviewId(id);
      const pictures = await db.transaction(async (tx) => {
        // The picture rows go with the review (ON DELETE CASCADE); their files are named first.
        const [gone] = await tx.query<{ id: number }>(
          'SELECT id FROM product_reviews WHERE id = $1 AND customer_id = $2 FOR UPDATE',
          [reviewId, customerId],
        );
        if (!gone) throw notFound();
        const files = await tx.query<StoredImage>(
          `SELECT file_name AS "fileName", mime_type AS "mimeType", byte_size AS "byteSize"
           FROM product_review_images WHERE review_id = $1`,
          [reviewId],
        );
        await tx.query('DELETE FROM product_reviews WHERE id = $1 AND customer_id = $2', [reviewId, customerId]);
        return files;
      });
      // Only after the commit: a rolled-back delete must keep its pictures.
      await removeImages(options.uploadsDir, pictures);
    },

    image: async (fileName) => {
      const [row] = await db.query<{ mime_type: string }>('SELECT mime_type FROM product_review_images WHERE file_name = $1', [fileName]);
      const bytes = row ? await readStoredImage(options.uploadsDir, fileName) : undefined;
      if (!row || !bytes) throw new CommerceError({ status: 404, code: 'REVIEW_IMAGE_NOT_FOUND', message: 'This picture could not be found', field: 'file' });
      return { bytes, mimeType: row.mime_type };
    },
  };
}
