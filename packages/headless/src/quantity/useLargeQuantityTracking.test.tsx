import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import { createEventBus } from '../events/bus';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import { LARGE_QUANTITY_EVENT } from './quantity';
import { useLargeQuantityTracking } from './useLargeQuantityTracking';
import { useQuantityStepper } from './useQuantityStepper';

describe('useLargeQuantityTracking (spec 5)', () => {
  it('publishes track:large_quantity with the product and variant when a typed quantity above 100 is committed', () => {
    const events = createEventBus({ now: () => 5 });
    const seen = vi.fn();
    events.subscribe(LARGE_QUANTITY_EVENT, seen);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null} events={events}>
        {children}
      </StoreProvider>
    );
    const { result } = renderHook(
      () => {
        const [value, setValue] = useState(1);
        const { onLargeQuantity } = useLargeQuantityTracking(42, 420);
        return useQuantityStepper({ value, onChange: setValue, onLargeQuantity });
      },
      { wrapper },
    );
    act(() => result.current.inputProps.onChange({ target: { value: '250' } } as never));
    act(() => result.current.commit());
    expect(LARGE_QUANTITY_EVENT).toBe('track:large_quantity');
    expect(seen).toHaveBeenCalledWith({
      name: 'track:large_quantity',
      payload: { quantity: 250, productId: 42, variantId: 420 },
      at: 5,
      seq: 1,
    });
  });
});
