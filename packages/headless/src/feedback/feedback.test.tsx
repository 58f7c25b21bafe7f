import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import type { CommentPage, ReviewPage } from '../contract';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import { useComments } from './useComments';
import { reviewFormData, useReviews } from './useReviews';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const url = (path: string) => `${TEST_BASE_URL}${path}`;
const wrapper = ({ children }: { children: ReactNode }) => (
  <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null} reportError={() => {}}>
    {children}
  </StoreProvider>
);

const reviewPage = (bodies: string[]): ReviewPage => ({
  product_id: 7,
  average_rating: bodies.length ? 4 : 0,
  count: bodies.length,
  distribution: { '4': bodies.length },
  data: bodies.map((body, i) => ({
    id: i + 1,
    product_id: 7,
    rating: 4,
    title: '',
    body,
    author: 'Maren',
    created_at: '2026-01-02T00:00:00Z',
    updated_at: null,
    images: [],
  })),
  page: 1,
  pageSize: 10,
  total: bodies.length,
});

const commentPage = (page: number, total: number): CommentPage => ({
  data: [
    { id: page, product_id: 7, author: 'Ada', body: `Comment on page ${page}`, created_at: '2026-01-02T00:00:00Z' },
  ],
  page,
  pageSize: 10,
  total,
});

const draft = {
  rating: 4,
  title: 'Holds up',
  body: 'Washed four times.',
  author: 'Maren',
  images: [new File(['png'], 'fit.png', { type: 'image/png' })],
};

describe('reviewFormData', () => {
  it('carries the fields the store checks and each picture as images', () => {
    const form = reviewFormData(7, draft);
    expect(form.get('product_id')).toBe('7');
    expect(form.get('rating')).toBe('4');
    expect(form.get('author')).toBe('Maren');
    expect((form.getAll('images')[0] as File).name).toBe('fit.png');
  });
});

describe('useReviews', () => {
  it('sends a review with its pictures as multipart and shows the reloaded list', async () => {
    let received: { rating: FormDataEntryValue | null; images: number } | null = null;
    server.use(
      http.post(url('/reviews'), async ({ request }) => {
        const form = await request.formData();
        received = { rating: form.get('rating'), images: form.getAll('images').length };
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
      http.get(url('/reviews'), () => HttpResponse.json(reviewPage(['Washed four times.']))),
    );
    const { result } = renderHook(() => useReviews({ productId: 7, initial: reviewPage([]) }), { wrapper });
    await act(() => result.current.submit(draft));
    expect(received).toEqual({ rating: '4', images: 1 });
    expect(result.current.status).toBe('sent');
    expect(result.current.page.data.map((r) => r.body)).toEqual(['Washed four times.']);
  });

  it('keeps the server’s refusal, in its words', async () => {
    server.use(
      http.post(url('/reviews'), () =>
        HttpResponse.json(
          { status: 422, code: 'VALIDATION_FAILED', message: 'Enter your name', field: 'author' },
          { status: 422 },
        ),
      ),
    );
    const { result } = renderHook(() => useReviews({ productId: 7, initial: reviewPage([]) }), { wrapper });
    await act(() => result.current.submit({ ...draft, author: '' }));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toMatchObject({ message: 'Enter your name', field: 'author' });
  });
});

describe('useComments', () => {
  it('fetches another page with the filter, ten a page, and retries the page asked for', async () => {
    const asked: string[] = [];
    let fail = true;
    server.use(
      http.get(url('/comments'), ({ request }) => {
        asked.push(new URL(request.url).search);
        if (fail) return HttpResponse.json({ status: 500, code: 'INTERNAL', message: 'Oops' }, { status: 500 });
        return HttpResponse.json(commentPage(3, 30));
      }),
    );
    const { result } = renderHook(() => useComments({ productId: 7, initial: commentPage(1, 30) }), { wrapper });
    await act(() => result.current.goTo(3));
    expect(result.current.status).toBe('error');
    fail = false;
    await act(() => result.current.retry());
    expect(result.current.status).toBe('idle');
    expect(result.current.page.page).toBe(3);
    expect(asked[0]).toBe('?filter%5Bproduct_id%5D=7&page=3&pageSize=10');
    expect(asked).toHaveLength(2);
  });

  it('posts a comment and shows the first page', async () => {
    let posted: unknown = null;
    server.use(
      http.post(url('/comments'), async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ id: 5 }, { status: 201 });
      }),
      http.get(url('/comments'), () => HttpResponse.json(commentPage(1, 31))),
    );
    const { result } = renderHook(() => useComments({ productId: 7, initial: commentPage(2, 30) }), { wrapper });
    await act(() => result.current.post({ author: 'Ada', body: 'Does it shrink?' }));
    expect(posted).toEqual({ product_id: 7, author: 'Ada', body: 'Does it shrink?' });
    await waitFor(() => expect(result.current.page.page).toBe(1));
    expect(result.current.sendStatus).toBe('sent');
    expect(result.current.page.total).toBe(31);
  });
});
