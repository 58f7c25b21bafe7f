// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, createEventBus, createStoreClient, StoreProvider, type StoreEvent } from '@vitrine/headless';
import { SEARCH_EVENT, useSearchTracking } from './browse-tracking';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Search({ query }: { query: string }) {
  useSearchTracking(query);
  return null;
}

const container = document.createElement('div');
let root: ReturnType<typeof createRoot> | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function renderSearch(bus: ReturnType<typeof createEventBus>, query: string) {
  const client = createStoreClient({ baseUrl: 'http://shop.test/api/store', fetch: async () => new Response('{}') });
  const tree = (
    <StoreProvider client={client} initialCart={null} events={bus} refreshCartOnHistoryNavigation={false}>
      <Search query={query} />
    </StoreProvider>
  );
  act(() => {
    root ??= createRoot(container);
    root.render(tree);
  });
}

describe('search tracking', () => {
  it('uses the analytics adapters’ event name', () => {
    expect(SEARCH_EVENT).toBe(ANALYTICS_EVENTS.search);
  });

  it('publishes one search event per new text, and no page view of its own (the site shell’s is the one)', () => {
    const bus = createEventBus();
    const seen: StoreEvent[] = [];
    bus.subscribe('*', (event) => seen.push(event));
    renderSearch(bus, 'linen');
    renderSearch(bus, 'linen');
    renderSearch(bus, 'merino sweater');
    const searches = seen.filter((event) => event.name === SEARCH_EVENT).map((event) => event.payload);
    expect(searches).toEqual([{ query: 'linen' }, { query: 'merino sweater' }]);
    expect(seen.filter((event) => event.name === 'track:page_view')).toEqual([]);
  });

  it('publishes no search for a page without text', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.subscribe('*', (event) => seen.push(event.name));
    renderSearch(bus, '');
    expect(seen).toEqual([]);
  });
});
