import type { Selectable } from 'kysely';
import type { Db } from '../db/db.types';
import { kyselyFor } from '../db/kysely';
import type { ProductReviewsTable } from '../db/schema';
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

const COLUMNS = ['id', 'product_id', 'rating', 'title', 'body', 'author', 'created_at', 'updated_at'] as const;

type ReviewRow = Pick<Selectable<ProductReviewsTable>, (typeof COLUMNS)[number]>;

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

  const q = kyselyFor(db);

  async function withImages(rows: ReviewRow[]): Promise<Review[]> {
    if (rows.length === 0) return [];
    const images = await q
      .selectFrom('product_review_images')
      .select(['review_id', 'file_name', 'mime_type'])
      .where(
        'review_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('review_id')
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      product_id: row.product_id,
      rating: row.rating,
      title: row.title,
      body: row.body,
      author: row.author,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at === null ? null : row.updated_at.toISOString(),
      images: images
        .filter((i) => i.review_id === row.id)
        .map((i) => ({ url: `${baseUrl}/${i.file_name}`, mime_type: i.mime_type })),
    }));
  }

  return {
    list: async (query) => {
      const { product_id, page } = parseInput(reviewsQuerySchema, query);
      const [rows, stats] = await Promise.all([
        q
          .selectFrom('product_reviews')
          .select(COLUMNS)
          .where('product_id', '=', product_id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(REVIEWS_PAGE_SIZE)
          .offset((page - 1) * REVIEWS_PAGE_SIZE)
          .execute(),
        q
          .selectFrom('product_reviews')
          .select((eb) => ['rating', eb.fn.countAll<number>().as('n')])
          .where('product_id', '=', product_id)
          .groupBy('rating')
          .execute(),
      ]);
      const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      let count = 0;
      let sum = 0;
      for (const { rating, n } of stats) {
        distribution[String(rating)] = n;
        count += n;
        sum += rating * n;
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
      const product = await q
        .selectFrom('products')
        .select('id')
        .where('id', '=', review.product_id)
        .executeTakeFirst();
      if (!product)
        throw new CommerceError({
          status: 422,
          code: 'UNKNOWN_PRODUCT',
          message: 'This product is not available',
          field: 'product_id',
        });
      const stored = await storeImages(options.uploadsDir, images);
      try {
        const row = await q.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('product_reviews')
            .values({
              product_id: review.product_id,
              rating: review.rating,
              title: review.title,
              body: review.body,
              author: review.author,
              customer_id: customerId ?? null,
            })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
          for (const [position, image] of stored.entries()) {
            await trx
              .insertInto('product_review_images')
              .values({
                review_id: inserted.id,
                file_name: image.fileName,
                mime_type: image.mimeType,
                byte_size: image.byteSize,
                position,
              })
              .execute();
          }
          return inserted;
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
      const row = await q
        .updateTable('product_reviews')
        .set((eb) => ({ rating: change.rating, title: change.title, body: change.body, updated_at: eb.fn('now') }))
        .where('id', '=', reviewId)
        .where('customer_id', '=', customerId)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!row) throw notFound();
      const [updated] = await withImages([row]);
      return updated!;
    },

    remove: async (customerId, id) => {
      const reviewId = parseReviewId(id);
      const pictures: StoredImage[] = await q.transaction().execute(async (trx) => {
        // The picture rows go with the review (ON DELETE CASCADE); their files are named first.
        const gone = await trx
          .selectFrom('product_reviews')
          .select('id')
          .where('id', '=', reviewId)
          .where('customer_id', '=', customerId)
          .forUpdate()
          .executeTakeFirst();
        if (!gone) throw notFound();
        const files = await trx
          .selectFrom('product_review_images')
          .select(['file_name as fileName', 'mime_type as mimeType', 'byte_size as byteSize'])
          .where('review_id', '=', reviewId)
          .execute();
        await trx
          .deleteFrom('product_reviews')
          .where('id', '=', reviewId)
          .where('customer_id', '=', customerId)
          .execute();
        return files;
      });
      // Only after the commit: a rolled-back delete must keep its pictures.
      await removeImages(options.uploadsDir, pictures);
    },

    image: async (fileName) => {
      const row = await q
        .selectFrom('product_review_images')
        .select('mime_type')
        .where('file_name', '=', fileName)
        .executeTakeFirst();
      const bytes = row ? await readStoredImage(options.uploadsDir, fileName) : undefined;
      if (!row || !bytes)
        throw new CommerceError({
          status: 404,
          code: 'REVIEW_IMAGE_NOT_FOUND',
          message: 'This picture could not be found',
          field: 'file',
        });
      return { bytes, mimeType: row.mime_type };
    },
  };
}
