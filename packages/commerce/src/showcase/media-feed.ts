import type { Db } from '../db/db.types';
import type { Image } from '@vitrine/headless/contract';

/** Posts shown by default; the home page asks for a row of six. */
export const MEDIA_FEED_DEFAULT_LIMIT = 6;
/** Most posts one call returns. */
export const MEDIA_FEED_MAX_LIMIT = 24;

/** One post of the media feed as the storefront shows it. */
export interface MediaFeedPost {
  id: number;
  caption: string;
  /** Shown as `@author`. */
  author: string;
  /** The post's own picture, else the product's first photo; null when neither exists. */
  image: Image | null;
  /** The product the post links to; null when the handle names no product (or none was set). */
  product: { ID: number; handle: string; title: string } | null;
  /** ISO 8601, UTC. */
  posted_at: string;
}

/** The media feed a store configures (`media_feed_posts`). */
export interface MediaFeedService {
  /** Published posts in the merchant's order (position, then id), at most `limit` (1–24, default 6). */
  list(options?: { limit?: number }): Promise<MediaFeedPost[]>;
}

interface PostRow {
  id: number;
  caption: string;
  author: string;
  image_url: string | null;
  image_alt: string;
  image_width: number | null;
  image_height: number | null;
  posted_at: Date | string;
  product_id: number | null;
  product_handle: string | null;
  product_title: string | null;
  photo_url: string | null;
  photo_alt: string | null;
  photo_width: number | null;
  photo_height: number | null;
}

/** Width and height assumed for a post picture whose size the merchant did not give (square, as feeds show them). */
const DEFAULT_POST_IMAGE_SIZE = 1080;

/** Clamps a requested count into 1–24; anything unreadable is the default. */
export function mediaFeedLimit(limit: unknown): number {
  const n =
    typeof limit === 'string' ? Number.parseInt(limit, 10) : typeof limit === 'number' ? Math.trunc(limit) : NaN;
  if (!Number.isFinite(n)) return MEDIA_FEED_DEFAULT_LIMIT;
  return Math.min(Math.max(n, 1), MEDIA_FEED_MAX_LIMIT);
}

function imageOf(row: PostRow): Image | null {
  if (row.image_url) {
    return {
      url: row.image_url,
      alt: row.image_alt || row.caption,
      width: row.image_width ?? DEFAULT_POST_IMAGE_SIZE,
      height: row.image_height ?? DEFAULT_POST_IMAGE_SIZE,
    };
  }
  if (row.photo_url && row.photo_width && row.photo_height) {
    return {
      url: row.photo_url,
      alt: row.photo_alt || row.product_title || '',
      width: row.photo_width,
      height: row.photo_height,
    };
  }
  return null;
}

/**
 * The media feed over a database.
 *
 * @example
 * const posts = await createMediaFeed(commerce.db).list({ limit: 6 });
 * posts[0].product?.handle; // 'alder-linen-shirt'
 */
export function createMediaFeed(db: Db): MediaFeedService {
  return {
    async list(options = {}) {
      const rows = await db.query<PostRow>(
        `SELECT m.id, m.caption, m.author, m.image_url, m.image_alt, m.image_width, m.image_height, m.posted_at,
                p.id AS product_id, p.handle AS product_handle, p.title AS product_title,
                photo.url AS photo_url, photo.alt AS photo_alt, photo.width AS photo_width, photo.height AS photo_height
         FROM media_feed_posts m
         LEFT JOIN products p ON p.handle = m.product_handle
         LEFT JOIN LATERAL (
           SELECT i.url, i.alt, i.width, i.height FROM product_images i
           WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1
         ) photo ON true
         WHERE m.published
         ORDER BY m.position, m.id
         LIMIT $1`,
        [mediaFeedLimit(options.limit)],
      );
      return rows.map((row) => ({
        id: row.id,
        caption: row.caption,
        author: row.author,
        image: imageOf(row),
        product:
          row.product_id !== null && row.product_handle && row.product_title
            ? { ID: row.product_id, handle: row.product_handle, title: row.product_title }
            : null,
        posted_at: new Date(row.posted_at).toISOString(),
      }));
    },
  };
}
