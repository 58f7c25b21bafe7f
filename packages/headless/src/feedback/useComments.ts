import { useCallback, useState } from 'react';
import { toStoreApiError } from '../client/StoreApiError';
import type { CommentPage } from '../contract';
import { useStoreClient } from '../provider/StoreProvider';
import type { CommentDraft, SendStatus, UseCommentsResult } from './feedback.types';

/** The store API's comments (spec 7: `GET /comments` with a filter query). */
export const COMMENTS_PATH = '/comments';

/**
 * A product's comments, ten a page (spec 3, 9), and the comment form: starts
 * from the page the server rendered, fetches other pages on demand, and
 * after a comment is posted shows the first page (where it now is).
 *
 * @example
 * const comments = useComments({ productId: product.ID, initial: loaderData.comments });
 * <Comments comments={comments.page.data} page={comments.page.page} total={comments.page.total} onPageChange={comments.goTo} />
 */
export function useComments({ productId, initial }: { productId: number; initial: CommentPage }): UseCommentsResult {
  const client = useStoreClient();
  const [page, setPage] = useState(initial);
  const [status, setStatus] = useState<UseCommentsResult['status']>('idle');
  const [requested, setRequested] = useState(initial.page);
  const [sendStatus, setSendStatus] = useState<SendStatus>('idle');
  const [sendError, setSendError] = useState<UseCommentsResult['sendError']>(null);
  const pageSize = initial.pageSize;

  const goTo = useCallback(
    async (n: number) => {
      setRequested(n);
      setStatus('loading');
      try {
        const query = { 'filter[product_id]': productId, page: n, pageSize };
        setPage(await client.request<CommentPage>('GET', COMMENTS_PATH, { query }));
        setStatus('idle');
      } catch {
        setStatus('error');
      }
    },
    [client, productId, pageSize],
  );

  const retry = useCallback(() => goTo(requested), [goTo, requested]);

  const post = useCallback(
    async (draft: CommentDraft) => {
      setSendStatus('sending');
      setSendError(null);
      try {
        await client.request('POST', COMMENTS_PATH, { body: { product_id: productId, ...draft } });
        setSendStatus('sent');
        await goTo(1);
      } catch (caught) {
        setSendError(toStoreApiError(caught));
        setSendStatus('error');
      }
    },
    [client, productId, goTo],
  );

  return { page, status, goTo, retry, sendStatus, sendError, post };
}
