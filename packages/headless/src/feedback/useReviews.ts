import { useCallback, useState } from 'react';
import { toStoreApiError } from '../client/StoreApiError';
import type { ReviewPage } from '../contract';
import { useStoreClient } from '../provider/StoreProvider';
import type { ReviewDraft, SendStatus, UseReviewsResult } from './feedback.types';

/** The store API's reviews (spec 5: pictures go as files beside the fields). */
export const REVIEWS_PATH = '/reviews';

/**
 * The multipart form of a review: the fields the store checks and each picture as `images`.
 *
 * @example reviewFormData(42, draft).getAll('images').length; // 2
 */
export function reviewFormData(productId: number, draft: ReviewDraft): FormData {
  const form = new FormData();
  form.set('product_id', String(productId));
  form.set('rating', String(draft.rating));
  form.set('title', draft.title);
  form.set('body', draft.body);
  form.set('author', draft.author);
  for (const image of draft.images) form.append('images', image, image.name);
  return form;
}

/**
 * A product's reviews and the way to add one (spec 5, 9): starts from the
 * page the server rendered; `submit` sends the review with its pictures and
 * reloads the list, so the new review shows at once.
 *
 * @example
 * const { page, status, error, submit } = useReviews({ productId: product.ID, initial: loaderData.reviews });
 * <Reviews reviews={page.data} summary={page} onSubmit={submit} submitStatus={status} />
 */
export function useReviews({ productId, initial }: { productId: number; initial: ReviewPage }): UseReviewsResult {
  const client = useStoreClient();
  const [page, setPage] = useState(initial);
  const [status, setStatus] = useState<SendStatus>('idle');
  const [error, setError] = useState<UseReviewsResult['error']>(null);

  const submit = useCallback(
    async (draft: ReviewDraft) => {
      setStatus('sending');
      setError(null);
      try {
        await client.request('POST', REVIEWS_PATH, { body: reviewFormData(productId, draft) });
        setPage(await client.request<ReviewPage>('GET', REVIEWS_PATH, { query: { product_id: productId, page: 1 } }));
        setStatus('sent');
      } catch (caught) {
        setError(toStoreApiError(caught));
        setStatus('error');
      }
    },
    [client, productId],
  );

  return { page, status, error, submit };
}
