import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReservationCountdown, type UseReservationCountdownOptions } from './useReservationCountdown';

const MINUTE = 60_000;
const serverNow = Date.UTC(2026, 10, 26, 12, 0);
const options: UseReservationCountdownOptions = {
  minutes: 15,
  revision: (serverNow - 5 * MINUTE) * 1000,
  serverNow,
  hasLines: true,
};

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] }));
afterEach(() => vi.useRealTimers());

describe('useReservationCountdown', () => {
  it('starts at the server’s time left and counts down each second on the device’s monotonic clock', () => {
    const { result } = renderHook(() => useReservationCountdown(options));
    expect(result.current).toMatchObject({ text: '10:00', minutes: 10, isOver: false });
    act(() => vi.advanceTimersByTime(61_000));
    expect(result.current).toMatchObject({ text: '8:59', minutes: 9 });
  });

  it('stops at zero, says it is over once, and starts again from a new change', () => {
    const onOver = vi.fn();
    const { result, rerender } = renderHook((props: UseReservationCountdownOptions) => useReservationCountdown(props), {
      initialProps: { ...options, onOver },
    });
    act(() => vi.advanceTimersByTime(11 * MINUTE));
    expect(result.current).toMatchObject({ text: '0:00', isOver: true, remaining: 0 });
    act(() => vi.advanceTimersByTime(5000));
    expect(onOver).toHaveBeenCalledTimes(1);
    // The shopper changed the cart 11 minutes after the page arrived (5 s ago): a full window from that change.
    rerender({ ...options, onOver, revision: (serverNow + 11 * MINUTE) * 1000 });
    expect(result.current).toMatchObject({ text: '14:55', isOver: false });
  });

  it('shows nothing without the setting or without lines', () => {
    expect(renderHook(() => useReservationCountdown({ ...options, minutes: null })).result.current).toBeNull();
    expect(renderHook(() => useReservationCountdown({ ...options, hasLines: false })).result.current).toBeNull();
  });
});
