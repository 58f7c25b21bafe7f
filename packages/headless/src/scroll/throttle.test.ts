import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('runs the first call at once and folds the rest of the window into one trailing call with the latest arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 300);
    throttled(1);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(100);
    throttled(2);
    vi.advanceTimersByTime(100);
    throttled(3);
    vi.advanceTimersByTime(99); // 299 ms after the first run
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1); // 300 ms
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('runs at once again when called 300 ms or more after the last run', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 300);
    throttled('a');
    vi.advanceTimersByTime(299);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    throttled('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('measures the next window from the trailing run', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 300);
    throttled(1);
    throttled(2);
    vi.advanceTimersByTime(300); // trailing run of 2
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(300);
    expect(fn.mock.calls).toEqual([[1], [2], [3]]);
  });

  it('drops a pending trailing call on cancel', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 300);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([[1]]);
  });

  it('uses an injected clock and timers', () => {
    let now = 0;
    const timers: Array<() => void> = [];
    const fn = vi.fn();
    const throttled = throttle(fn, 300, {
      now: () => now,
      setTimeout: (callback) => timers.push(callback),
      clearTimeout: () => {},
    });
    throttled(1);
    throttled(2);
    expect(timers).toHaveLength(1);
    now = 300;
    timers[0]?.();
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });
});
