import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import type { StoreClient } from '../client/client.types';
import { StoreApiError } from '../client/StoreApiError';
import { TEST_BASE_URL } from '../test/fixtures';
import { REWARDS_TOKEN_RETRY_DELAY_MS, fetchRewardsToken } from './rewardsToken';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const client = () => createStoreClient({ baseUrl: TEST_BASE_URL });
const noWait = vi.fn(async (_ms: number) => undefined);

/** Answers GET /stamped/getToken with a failure until try `succeedOn` (0 = never). */
function tokenEndpoint(succeedOn: number) {
  const calls = { count: 0 };
  server.use(
    http.get(`${TEST_BASE_URL}/stamped/getToken`, () => {
      calls.count += 1;
      return calls.count === succeedOn
        ? HttpResponse.json({ token: 'tok-1' })
        : HttpResponse.json({ status: 500, code: 'INTERNAL_ERROR', message: 'Boom' }, { status: 500 });
    }),
  );
  return calls;
}

describe('fetchRewardsToken', () => {
  it('returns the token of the first answer', async () => {
    const calls = tokenEndpoint(1);
    noWait.mockClear();
    await expect(fetchRewardsToken(client(), { sleep: noWait })).resolves.toBe('tok-1');
    expect(calls.count).toBe(1);
    expect(noWait).not.toHaveBeenCalled();
  });

  it('succeeds on the 3rd try, waiting 50 ms before each retry', async () => {
    const calls = tokenEndpoint(3);
    noWait.mockClear();
    await expect(fetchRewardsToken(client(), { sleep: noWait })).resolves.toBe('tok-1');
    expect(calls.count).toBe(3);
    expect(noWait.mock.calls).toEqual([[50], [50]]);
  });

  it('gives an empty token after 3 failed tries, never a 4th, without throwing', async () => {
    const calls = tokenEndpoint(4);
    noWait.mockClear();
    await expect(fetchRewardsToken(client(), { sleep: noWait })).resolves.toBe('');
    expect(calls.count).toBe(3);
    expect(noWait).toHaveBeenCalledTimes(2);
  });

  it('gives an empty token for an answer without one', async () => {
    server.use(http.get(`${TEST_BASE_URL}/stamped/getToken`, () => HttpResponse.json({ token: 42 })));
    await expect(fetchRewardsToken(client())).resolves.toBe('');
  });

  it('retries 50 ms after a failure, not 49', async () => {
    vi.useFakeTimers();
    const request = vi.fn(() =>
      Promise.reject(new StoreApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' })),
    );
    const fake = { request } as unknown as StoreClient;
    const token = fetchRewardsToken(fake);
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REWARDS_TOKEN_RETRY_DELAY_MS - 1);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(request).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(request).toHaveBeenCalledTimes(3);
    await expect(token).resolves.toBe('');
  });
});
