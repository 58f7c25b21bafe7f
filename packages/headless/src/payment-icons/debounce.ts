import type { Debounced, DebounceTimers } from './paymentIcons.types';

/** The global timers, looked up when called (so test clocks installed later still apply). */
export const globalTimers: DebounceTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs `fn` once calls have stopped for `waitMs`, with the latest arguments.
 *
 * @example
 * const onResize = debounce(() => measure(), 200);
 * window.addEventListener('resize', onResize);
 * // on teardown: window.removeEventListener('resize', onResize); onResize.cancel();
 */
export function debounce<TArgs extends unknown[]>(
  fn: (...args: TArgs) => void,
  waitMs: number,
  timers: DebounceTimers = globalTimers,
): Debounced<TArgs> {
  let timer: unknown;
  const cancel = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  const debounced = (...args: TArgs) => {
    cancel();
    timer = timers.setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = cancel;
  return debounced;
}
