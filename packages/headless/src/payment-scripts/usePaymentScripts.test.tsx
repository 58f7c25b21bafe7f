import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import { createEventBus } from '../events/bus';
import type { StoreEvent } from '../events/events.types';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import type { PaymentScriptStatus } from './paymentScripts.types';
import { usePaymentScripts } from './usePaymentScripts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const bus = createEventBus({ now: () => 0 });
  const events: StoreEvent[] = [];
  bus.subscribe('paypal-load-failed', (event) => events.push(event));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null} events={bus}>
      {children}
    </StoreProvider>
  );
  return { wrapper, events };
}

describe('usePaymentScripts', () => {
  it('publishes paypal-load-failed with reason and source, and settles', () => {
    const { wrapper, events } = setup();
    const state: Record<string, PaymentScriptStatus> = { paypal: 'loading', cards: 'loading' };
    const scripts = Object.keys(state).map((source) => ({ source, getStatus: () => state[source] ?? 'loading' }));
    const { result } = renderHook(() => usePaymentScripts({ getScripts: () => scripts }), { wrapper });
    expect(result.current).toMatchObject({
      isChecking: true,
      isSettled: false,
      statuses: { paypal: 'loading', cards: 'loading' },
    });

    state.paypal = 'failed';
    act(() => void vi.advanceTimersByTime(999));
    expect(events).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(events.map((event) => [event.name, event.payload])).toEqual([
      ['paypal-load-failed', { reason: 'load_failed', source: 'paypal' }],
    ]);
    expect(result.current.isSettled).toBe(false);

    state.cards = 'loaded';
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toEqual({
      statuses: { paypal: 'failed', cards: 'loaded' },
      failedSources: ['paypal'],
      isChecking: false,
      isSettled: true,
    });
    expect(vi.getTimerCount()).toBe(0);
    expect(events).toHaveLength(1);
  });

  it('stops polling on unmount', () => {
    const { wrapper } = setup();
    const getStatus = vi.fn((): PaymentScriptStatus => 'loading');
    const { unmount } = renderHook(() => usePaymentScripts({ getScripts: () => [{ source: 'paypal', getStatus }] }), {
      wrapper,
    });
    unmount();
    const calls = getStatus.mock.calls.length;
    vi.advanceTimersByTime(5000);
    expect(getStatus).toHaveBeenCalledTimes(calls);
  });
});
