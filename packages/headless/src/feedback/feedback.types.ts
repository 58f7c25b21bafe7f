import type { StoreApiError } from '../client/StoreApiError';
import type { CommentPage, ReviewPage } from '../contract';

/** A review as the shopper wrote it; `images` already checked (type, size, count). */
export interface ReviewDraft {
  rating: number;
  title: string;
  body: string;
  author: string;
  images: readonly File[];
}

/** Where sending something stands. */
export type SendStatus = 'idle' | 'sending' | 'sent' | 'error';

/** What `useReviews` returns. */
export interface UseReviewsResult {
  /** The first page of the product's reviews, fresh after a review was sent. */
  page: ReviewPage;
  status: SendStatus;
  /** Why the last send failed (the server's message is in the shopper's language). */
  error: StoreApiError | null;
  /** Sends a review with its pictures (`POST /reviews`, multipart), then reloads the list. */
  submit(draft: ReviewDraft): Promise<void>;
}

/** A comment as the shopper wrote it. */
export interface CommentDraft {
  author: string;
  body: string;
}

/** What `useComments` returns. */
export interface UseCommentsResult {
  /** The page of comments shown. */
  page: CommentPage;
  /** `loading` while another page is fetched, `error` when that failed. */
  status: 'idle' | 'loading' | 'error';
  /** Fetches page `n` (`GET /comments`). */
  goTo(n: number): Promise<void>;
  /** Fetches the page asked for last again. */
  retry(): Promise<void>;
  /** State of the comment form. */
  sendStatus: SendStatus;
  sendError: StoreApiError | null;
  /** Posts a comment (`POST /comments`), then shows the first page. */
  post(draft: CommentDraft): Promise<void>;
}
