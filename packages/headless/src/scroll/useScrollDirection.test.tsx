import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollDirection } from './useScrollDirection';

/** Moves the page and fires the scroll event, like a browser would. */
function scrollPage(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  window.scrollTo(0, 0);
});
afterEach(() => {
  vi.useRealTimers();
  window.scrollTo(0, 0);
});

describe('useScrollDirection (spec 4, 9)', () => {
  it('starts up at the top of the page', () => {
    const { result } = renderHook(() => useScrollDirection());
    expect(result.current.direction).toBe('up');
  });

  it('reads the position on mount: a page restored low down that then scrolls down', () => {
    window.scrollTo(0, 800);
    const { result } = renderHook(() => useScrollDirection());
    expect(result.current.direction).toBe('down'); // 800 is more than 1 px below the start at 0
  });

  it('goes down past 150 px and up again, one read per 300 ms', () => {
    const { result } = renderHook(() => useScrollDirection());
    act(() => vi.advanceTimersByTime(300));
    scrollPage(500);
    expect(result.current.direction).toBe('down');
    act(() => vi.advanceTimersByTime(300));
    scrollPage(300);
    expect(result.current.direction).toBe('up');
  });

  it('stays up while under 150 px from the top, even going down', () => {
    const { result } = renderHook(() => useScrollDirection());
    act(() => vi.advanceTimersByTime(300));
    scrollPage(149);
    expect(result.current.direction).toBe('up');
    act(() => vi.advanceTimersByTime(300));
    scrollPage(152);
    expect(result.current.direction).toBe('down');
  });

  it('ignores a 1 px move and follows a 2 px move', () => {
    const { result } = renderHook(() => useScrollDirection());
    act(() => vi.advanceTimersByTime(300));
    scrollPage(500);
    act(() => vi.advanceTimersByTime(300));
    scrollPage(499);
    expect(result.current.direction).toBe('down');
    act(() => vi.advanceTimersByTime(300));
    scrollPage(498);
    expect(result.current.direction).toBe('up');
  });

  it('throttles reads to one per 300 ms, keeping the last position', () => {
    const { result } = renderHook(() => useScrollDirection());
    act(() => vi.advanceTimersByTime(300));
    scrollPage(1000); // read at once
    expect(result.current.direction).toBe('down');
    scrollPage(600); // inside the window: not read yet
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.direction).toBe('down');
    act(() => vi.advanceTimersByTime(1)); // trailing read of 600
    expect(result.current.direction).toBe('up');
  });

  it('stops listening on unmount', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrollDirection());
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    remove.mockRestore();
  });
});
