// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { BROWSER_GLOBALS, unwatchBrowserGlobals, watchBrowserGlobals } from '../test/browserGlobals';
import { useComments } from './useComments';
import { useReviews } from './useReviews';

const touched: string[] = [];
beforeAll(() => watchBrowserGlobals(BROWSER_GLOBALS, touched));
afterAll(() => unwatchBrowserGlobals());

function Feedback() {
  const reviews = useReviews({
    productId: 7,
    initial: {
      product_id: 7,
      average_rating: 4.5,
      count: 2,
      distribution: {},
      data: [],
      page: 1,
      pageSize: 10,
      total: 2,
    },
  });
  const comments = useComments({ productId: 7, initial: { data: [], page: 1, pageSize: 10, total: 0 } });
  return (
    <p>
      {reviews.page.average_rating} {reviews.status} {comments.page.total} {comments.status}
    </p>
  );
}

describe('feedback hooks on the server', () => {
  it('render the pages the server loaded, fetch nothing and touch no browser global', () => {
    const client = createStoreClient({ fetch: () => Promise.reject(new Error('no request during a server render')) });
    const html = renderToString(
      <StoreProvider client={client} initialCart={null}>
        <Feedback />
      </StoreProvider>,
    );
    expect(html).toBe('<p>4.5<!-- --> <!-- -->idle<!-- --> <!-- -->0<!-- --> <!-- -->idle</p>');
    expect(touched).toEqual([]);
  });
});
