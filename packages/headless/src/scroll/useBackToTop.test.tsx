import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBackToTop } from './useBackToTop';

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
  vi.restoreAllMocks();
  window.scrollTo(0, 0);
});

describe('useBackToTop (spec 2, 9)', () => {
  it('is hidden for 999 ms and shown at 1000 ms', () => {
    const { result } = renderHook(() => useBackToTop());
    expect(result.current.isVisible).toBe(false);
    expect(result.current.buttonProps).toMatchObject({ hidden: true, 'data-state': 'hidden' });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.isVisible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isVisible).toBe(true);
    expect(result.current.buttonProps).toMatchObject({ hidden: false, 'data-state': 'shown' });
  });

  it('is placed 50 px from the inline end and 150 px from the bottom', () => {
    const { result } = renderHook(() => useBackToTop());
    expect(result.current.placement).toEqual({ position: 'fixed', insetInlineEnd: 50, insetBlockEnd: 150 });
    expect(result.current.buttonProps.style).toEqual(result.current.placement);
    expect(result.current.buttonProps.type).toBe('button');
  });

  it('with minScrollY, shows only while scrolled that far, after the delay', () => {
    const { result } = renderHook(() => useBackToTop({ minScrollY: 600 }));
    scrollPage(600);
    expect(result.current.isVisible).toBe(false); // delay not over
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.isVisible).toBe(true);
    scrollPage(599);
    expect(result.current.isVisible).toBe(false);
  });

  it('scrolls to the top smoothly', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { result } = renderHook(() => useBackToTop());
    act(() => result.current.buttonProps.onClick());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the shopper prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
    );
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { result } = renderHook(() => useBackToTop());
    act(() => result.current.scrollToTop());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useBackToTop());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
