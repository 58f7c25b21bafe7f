// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { createEventBus } from '../events/bus';
import type { StoreEvent } from '../events/events.types';
import { StoreProvider } from '../provider/StoreProvider';
import { useTracking } from './useTracking';

function ProductPage() {
  const { getAdClickIds } = useTracking({ routeName: 'product-index', title: 'Linen' });
  return <span data-click-ids={JSON.stringify(getAdClickIds())}>tracked</span>;
}

describe('useTracking on the server', () => {
  it('runs without window or sessionStorage', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof sessionStorage).toBe('undefined');
  });

  it('renders, publishes no page view and reads no session storage', () => {
    const bus = createEventBus();
    const html = renderToString(
      <StoreProvider client={createStoreClient()} initialCart={null} events={bus}>
        <ProductPage />
      </StoreProvider>,
    );
    expect(html).toContain('data-click-ids="{}"');
    const events: StoreEvent[] = [];
    bus.subscribe('*', (event) => events.push(event));
    expect(events).toEqual([]); // nothing was queued during the server render
  });
});
