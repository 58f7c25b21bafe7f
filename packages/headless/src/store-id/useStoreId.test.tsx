import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import type { ErrorReporter } from '../events/events.types';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import { StoreIdMissingError } from './storeId';
import { useStoreId } from './useStoreId';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderStoreId(getStoreId: () => string | number | null, reportError: ErrorReporter = vi.fn()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null} reportError={reportError}>
      {children}
    </StoreProvider>
  );
  return renderHook(() => useStoreId(getStoreId), { wrapper });
}

describe('useStoreId', () => {
  it('reports the error through the provider after the 5th empty look', () => {
    const reportError = vi.fn();
    const { result } = renderStoreId(() => null, reportError);
    expect(result.current).toEqual({ storeId: null, status: 'waiting', isMissing: false });
    act(() => void vi.advanceTimersByTime(799));
    expect(reportError).not.toHaveBeenCalled();
    expect(result.current.status).toBe('waiting');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ storeId: null, status: 'missing', isMissing: true });
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.any(StoreIdMissingError), { attempts: 5, intervalMs: 200 });
  });

  it('gives the store id once it appears, and reports nothing', () => {
    const reportError = vi.fn();
    let storeId: number | null = null;
    const { result } = renderStoreId(() => storeId, reportError);
    act(() => void vi.advanceTimersByTime(400));
    storeId = 88;
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toEqual({ storeId: '88', status: 'ready', isMissing: false });
    act(() => void vi.advanceTimersByTime(2000));
    expect(reportError).not.toHaveBeenCalled();
  });

  it('stops looking on unmount', () => {
    const reportError = vi.fn();
    const { unmount } = renderStoreId(() => null, reportError);
    unmount();
    vi.advanceTimersByTime(2000);
    expect(reportError).not.toHaveBeenCalled();
  });
});
