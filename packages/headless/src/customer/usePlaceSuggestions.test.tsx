import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { usePlaceSuggestions } from './usePlaceSuggestions';

const toronto = {
  description: 'Toronto, Ontario, M5H 2N2, Canada',
  city: 'Toronto',
  province: 'ON',
  province_name: 'Ontario',
  postcode: 'M5H 2N2',
  country: 'CA',
  country_name: 'Canada',
};

function setup(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  const client = createStoreClient({ baseUrl: 'http://store.test/api/store', fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} initialCart={null} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      {children}
    </StoreProvider>
  );
  return { fetch, wrapper };
}

describe('usePlaceSuggestions', () => {
  it('looks places up once typing pauses, in the address’s country, and only from 4 characters', async () => {
    const { fetch, wrapper } = setup(async () => new Response(JSON.stringify({ places: [toronto] }), { status: 200 }));
    const { result, rerender } = renderHook(({ query }) => usePlaceSuggestions(query, 'CA'), {
      wrapper,
      initialProps: { query: 'Tor' },
    });
    expect(result.current).toEqual({ places: [], isLoading: false });
    rerender({ query: 'Toro' });
    rerender({ query: 'Toron' });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current).toEqual({ places: [toronto], isLoading: false }));
    // One lookup for the pause, not one per key.
    expect(fetch).toHaveBeenCalledTimes(1);
    const asked = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(asked.pathname).toBe('/api/store/place-auto-complete');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ query: 'Toron', country: 'CA' });
  });

  it('offers nothing when the lookup fails', async () => {
    const { wrapper } = setup(async () => new Response('{}', { status: 503 }));
    const { result } = renderHook(() => usePlaceSuggestions('Toronto', 'CA'), { wrapper });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await waitFor(() => expect(result.current).toEqual({ places: [], isLoading: false }));
  });
});
