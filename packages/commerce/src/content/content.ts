import { resolve } from 'node:path';
import type { Db } from '../db/db.types';
import { createReviews, type ReviewService } from '../reviews/reviews';
import { createBlogs, type BlogService } from './blogs';
import { createComments, type CommentService } from './comments';
import { createPages, type PageService } from './pages';
import { sizeChartFor, type SizeChart } from './size-charts';
import { subscribe, type Subscription } from './subscribers';
import { createMediaFeed, type MediaFeedService } from '../showcase/media-feed';

export interface ContentOptions {
  /** Folder of the picture files; review uploads default to `<mediaDir>/../uploads/reviews`. */
  mediaDir: string;
  /** Where review pictures are written (default beside mediaDir: `uploads/reviews`). */
  uploadsDir?: string;
}

/** Blogs, policies, FAQ, comments, reviews, size charts and the newsletter. */
export interface ContentService {
  blogs: BlogService;
  pages: PageService;
  comments: CommentService;
  reviews: ReviewService;
  /** GET /size-chart/products/{productId}/chart; 404 SIZE_CHART_NOT_FOUND. */
  sizeChart(productId: unknown): Promise<SizeChart>;
  /** POST /api/contacts; 422 'Enter a valid email'; subscribing twice is fine. */
  subscribe(input: unknown): Promise<Subscription>;
  /** Absolute folder of the review pictures. */
  uploadsDir: string;
  /** The home page's media feed (`media_feed_posts`). */
  mediaFeed: MediaFeedService;
}

/**
 * The content module over a database. It writes nothing when created: the demo
 * blog, reviews and comments come with the store's one demo seed (`seedDemoStore`).
 */
export async function createContent(db: Db, options: ContentOptions): Promise<ContentService> {
  const uploadsDir = resolve(options.uploadsDir ?? resolve(options.mediaDir, '..', 'uploads', 'reviews'));
  return {
    blogs: createBlogs(db),
    pages: createPages(),
    comments: createComments(db),
    reviews: createReviews(db, { uploadsDir }),
    sizeChart: (productId) => sizeChartFor(db, productId),
    subscribe: (input) => subscribe(db, input),
    uploadsDir,
    mediaFeed: createMediaFeed(db),
  };
}
