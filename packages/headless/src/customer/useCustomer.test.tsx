import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import type { InitialCustomer } from './customer.types';
import { useCustomer } from './useCustomer';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const url = (path: string) => `${TEST_BASE_URL}${path}`;

function renderCustomer(initialCustomer: InitialCustomer | null) {
  const reportError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null} reportError={reportError}>
      {children}
    </StoreProvider>
  );
  const view = renderHook(
    ({ initial }: { initial: InitialCustomer | null }) => ({
      root: useCustomer({ initialCustomer: initial }),
      reader: useCustomer(),
    }),
    { wrapper, initialProps: { initial: initialCustomer } },
  );
  return { ...view, reportError };
}

function countAccountInfo(answer: () => Response | Promise<Response>) {
  const calls = { count: 0 };
  server.use(
    http.get(url('/account/info'), async () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

describe('useCustomer', () => {
  it('fetches the account info once for a signed-in customer and shares it', async () => {
    const calls = countAccountInfo(async () => {
      await delay(10);
      return HttpResponse.json({ id: 7, email: 'ana@example.com', address_book_count: 2 });
    });
    const { result } = renderCustomer({ loginStatus: true, authToken: 't0k' });
    expect(result.current.root).toMatchObject({ loginStatus: true, isLoggedIn: true, id: null, authToken: 't0k' });
    await waitFor(() => expect(result.current.reader.hasAccountInfo).toBe(true));
    expect(result.current.reader).toMatchObject({
      id: 7,
      email: 'ana@example.com',
      addressBookCount: 2,
      loginStatus: true,
      authToken: 't0k',
      status: 'idle',
      isLoading: false,
    });
    expect(result.current.reader.customer).toEqual({
      id: 7,
      email: 'ana@example.com',
      loginStatus: true,
      addressBookCount: 2,
      authToken: 't0k',
    });
    expect(calls.count).toBe(1);
  });

  it('fetches nothing for an anonymous visitor', async () => {
    const calls = countAccountInfo(() => HttpResponse.json({ id: 1, email: 'x', address_book_count: 0 }));
    const { result } = renderCustomer({ loginStatus: false });
    await act(async () => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    expect(calls.count).toBe(0);
    expect(result.current.root).toMatchObject({ isLoggedIn: false, id: null, email: null, addressBookCount: null });
  });

  it('makes the customer anonymous on a 401', async () => {
    countAccountInfo(() =>
      HttpResponse.json({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in' }, { status: 401 }),
    );
    const { result } = renderCustomer({ loginStatus: true, authToken: 'old' });
    await waitFor(() => expect(result.current.root.isLoggedIn).toBe(false));
    expect(result.current.root).toMatchObject({ authToken: null, status: 'idle', error: null });
  });

  it('shows other failures as an error, reported once by the provider, without fetching in a loop', async () => {
    const calls = countAccountInfo(() =>
      HttpResponse.json({ status: 500, code: 'INTERNAL_ERROR', message: 'Boom' }, { status: 500 }),
    );
    const { result, reportError } = renderCustomer({ loginStatus: true });
    await waitFor(() => expect(result.current.root.status).toBe('error'));
    await act(async () => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    expect(result.current.root.error).toMatchObject({ status: 500 });
    expect(result.current.root.isLoggedIn).toBe(true);
    expect(calls.count).toBe(1);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('fetches again after sign-in, and drops an answer of the previous session', async () => {
    let email = 'first@example.com';
    const calls = countAccountInfo(async () => {
      const answer = { id: email === 'first@example.com' ? 1 : 2, email, address_book_count: 0 };
      await delay(email === 'first@example.com' ? 40 : 5);
      return HttpResponse.json(answer);
    });
    const { result, rerender } = renderCustomer({ loginStatus: true, id: 1 });
    await waitFor(() => expect(calls.count).toBe(1));
    email = 'second@example.com';
    rerender({ initial: { loginStatus: true, id: 2 } });
    await waitFor(() => expect(result.current.root.email).toBe('second@example.com'));
    await act(async () => new Promise<void>((resolve) => setTimeout(resolve, 60)));
    expect(result.current.root).toMatchObject({ id: 2, email: 'second@example.com' });
    expect(calls.count).toBe(2);

    rerender({ initial: { loginStatus: false } });
    await waitFor(() => expect(result.current.reader.isLoggedIn).toBe(false));
    expect(calls.count).toBe(2);
  });

  it('does not refetch for a new object with the same session', async () => {
    const calls = countAccountInfo(() => HttpResponse.json({ id: 1, email: 'a@example.com', address_book_count: 1 }));
    const { result, rerender } = renderCustomer({ loginStatus: true, id: 1 });
    await waitFor(() => expect(result.current.root.hasAccountInfo).toBe(true));
    rerender({ initial: { loginStatus: true, id: 1 } });
    await act(async () => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    expect(calls.count).toBe(1);
    await act(async () => {
      await result.current.root.refresh();
    });
    expect(calls.count).toBe(2);
  });
});
