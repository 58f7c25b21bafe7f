import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_ID_STORAGE_KEY, createVisitorFingerprint } from './visitor';
import type { IdleScheduler, VisitorEnvironment } from './visitor.types';
import { useVisitorId } from './useVisitorId';

const environment: VisitorEnvironment = {
  navigator: { userAgent: 'UA', language: 'fi-FI' },
  screen: { width: 1440, height: 900 },
  timeZone: 'Europe/Helsinki',
};
const timeoutOnly: IdleScheduler = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as number),
};

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useVisitorId', () => {
  it('makes the fingerprint after 500 ms without requestIdleCallback and stores it', () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useVisitorId({ storage, environment, scheduler: timeoutOnly }));
    expect(result.current).toEqual({ visitorId: null, isReady: false });
    act(() => void vi.advanceTimersByTime(499));
    expect(result.current.visitorId).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ visitorId: createVisitorFingerprint(environment), isReady: true });
    expect(storage.map.get(VISITOR_ID_STORAGE_KEY)).toBe(result.current.visitorId);
  });

  it('makes it when the browser is idle', () => {
    let idle: (() => void) | null = null;
    const scheduler: IdleScheduler = { ...timeoutOnly, requestIdleCallback: (callback) => ((idle = callback), 1) };
    const { result } = renderHook(() => useVisitorId({ storage: memoryStorage(), environment, scheduler }));
    expect(result.current.visitorId).toBeNull();
    act(() => idle?.());
    expect(result.current.visitorId).toBe(createVisitorFingerprint(environment));
  });

  it('uses a stored id at once', () => {
    const storage = memoryStorage({ [VISITOR_ID_STORAGE_KEY]: 'kept-id' });
    const { result } = renderHook(() => useVisitorId({ storage, environment, scheduler: timeoutOnly }));
    expect(result.current).toEqual({ visitorId: 'kept-id', isReady: true });
  });

  it('cancels on unmount', () => {
    const storage = memoryStorage();
    const { unmount } = renderHook(() => useVisitorId({ storage, environment, scheduler: timeoutOnly }));
    unmount();
    vi.advanceTimersByTime(1000);
    expect(storage.map.size).toBe(0);
  });

  it('uses the browser when nothing is injected, stable across mounts', () => {
    window.localStorage.removeItem(VISITOR_ID_STORAGE_KEY);
    const first = renderHook(() => useVisitorId());
    act(() => void vi.advanceTimersByTime(500));
    const id = first.result.current.visitorId;
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const second = renderHook(() => useVisitorId());
    expect(second.result.current.visitorId).toBe(id);
    window.localStorage.removeItem(VISITOR_ID_STORAGE_KEY);
  });
});
