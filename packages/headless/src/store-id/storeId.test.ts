import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STORE_ID_POLL_ATTEMPTS,
  STORE_ID_POLL_INTERVAL_MS,
  StoreIdMissingError,
  readStoreId,
  waitForStoreId,
} from './storeId';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('waitForStoreId', () => {
  it('looks 5 times, 200 ms apart, then reports missing', () => {
    expect([STORE_ID_POLL_ATTEMPTS, STORE_ID_POLL_INTERVAL_MS]).toEqual([5, 200]);
    const getStoreId = vi.fn(() => null);
    const onMissing = vi.fn();
    waitForStoreId({ getStoreId, onFound: vi.fn(), onMissing });
    expect(getStoreId).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(getStoreId).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(getStoreId).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(599);
    expect(getStoreId).toHaveBeenCalledTimes(4);
    expect(onMissing).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // 800 ms: the 5th look
    expect(getStoreId).toHaveBeenCalledTimes(5);
    expect(onMissing).toHaveBeenCalledWith(5);
    vi.advanceTimersByTime(5000);
    expect(getStoreId).toHaveBeenCalledTimes(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('finds an id that appears by the 5th look', () => {
    let storeId: number | null = null;
    const onFound = vi.fn();
    const onMissing = vi.fn();
    waitForStoreId({ getStoreId: () => storeId, onFound, onMissing });
    vi.advanceTimersByTime(700);
    storeId = 1042;
    vi.advanceTimersByTime(100);
    expect(onFound).toHaveBeenCalledWith('1042');
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('does not find an id that appears just after the 5th look', () => {
    let storeId: string | null = null;
    const onFound = vi.fn();
    const onMissing = vi.fn();
    waitForStoreId({ getStoreId: () => storeId, onFound, onMissing });
    vi.advanceTimersByTime(800);
    storeId = 'late';
    vi.advanceTimersByTime(1000);
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(onFound).not.toHaveBeenCalled();
  });

  it('finds an id that is there at once, without a timer', () => {
    const onFound = vi.fn();
    waitForStoreId({ getStoreId: () => 'shop-1', onFound, onMissing: vi.fn() });
    expect(onFound).toHaveBeenCalledWith('shop-1');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when cancelled', () => {
    const getStoreId = vi.fn(() => null);
    const onMissing = vi.fn();
    const cancel = waitForStoreId({ getStoreId, onFound: vi.fn(), onMissing });
    vi.advanceTimersByTime(200);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(getStoreId).toHaveBeenCalledTimes(2);
    expect(onMissing).not.toHaveBeenCalled();
  });
});

describe('readStoreId', () => {
  it('treats empty, null and throwing getters as not there yet', () => {
    expect(readStoreId(() => 7)).toBe('7');
    expect(readStoreId(() => ' s1 ')).toBe('s1');
    expect(readStoreId(() => '')).toBeNull();
    expect(readStoreId(() => undefined)).toBeNull();
    expect(
      readStoreId(() => {
        throw new Error('not ready');
      }),
    ).toBeNull();
  });

  it('names the error', () => {
    const error = new StoreIdMissingError(5);
    expect(error).toBeInstanceOf(Error);
    expect(error.attempts).toBe(5);
    expect(error.message).toBe('Store id missing after 5 attempts');
  });
});
