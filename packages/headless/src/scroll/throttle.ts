import type { ScrollScheduler, Throttled } from './scroll.types';

/** The global clock and timers, looked up when called (so test clocks installed later still apply). */
export const globalScheduler: ScrollScheduler = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs `fn` at most once per `waitMs`: the first call runs at once, later
 * calls inside the window are folded into one trailing run at its end with the
 * latest arguments, so the final position of a scroll is never missed.
 *
 * @example
 * const onScroll = throttle(() => readScrollPosition(), 300);
 * window.addEventListener('scroll', onScroll, { passive: true });
 * // on teardown: window.removeEventListener('scroll', onScroll); onScroll.cancel();
 */
export function throttle<TArgs extends unknown[]>(
  fn: (...args: TArgs) => void,
  waitMs: number,
  scheduler: ScrollScheduler = globalScheduler,
): Throttled<TArgs> {
  let lastRunAt = Number.NEGATIVE_INFINITY;
  let timer: unknown;
  let pendingArgs: TArgs | undefined;

  const run = (args: TArgs) => {
    lastRunAt = scheduler.now();
    fn(...args);
  };

  const throttled = (...args: TArgs) => {
    const remaining = waitMs - (scheduler.now() - lastRunAt);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pendingArgs = args;
    if (timer !== undefined) return;
    timer = scheduler.setTimeout(() => {
      timer = undefined;
      const latest = pendingArgs;
      pendingArgs = undefined;
      if (latest) run(latest);
    }, remaining);
  };
  throttled.cancel = () => {
    if (timer !== undefined) scheduler.clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };
  return throttled;
}
