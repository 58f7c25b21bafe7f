import { useEffect, useState } from 'react';
import {
  INITIAL_SCROLL_DIRECTION,
  nextScrollDirection,
  SCROLL_DIRECTION_THRESHOLD_PX,
  SCROLL_NEAR_TOP_PX,
  SCROLL_THROTTLE_MS,
} from './scroll';
import type { ScrollDirection, UseScrollDirectionOptions, UseScrollDirectionResult } from './scroll.types';
import { globalScheduler, throttle } from './throttle';

/**
 * Which way the shopper last scrolled the page (spec 4, 9), say to hide a
 * sticky header on the way down: `up` under 150 px from the top; elsewhere it
 * flips only after a move of more than 1 px; the position is read at most
 * every 300 ms (with a trailing read, so where the scroll stopped counts).
 * `up` on the server and until the first read after mounting; re-renders only
 * when the direction flips.
 *
 * @example
 * function Header() {
 *   const { direction } = useScrollDirection();
 *   return <header data-scroll={direction} className={direction === 'down' ? 'header--tucked' : undefined} />;
 * }
 */
export function useScrollDirection(options: UseScrollDirectionOptions = {}): UseScrollDirectionResult {
  const {
    nearTopPx = SCROLL_NEAR_TOP_PX,
    thresholdPx = SCROLL_DIRECTION_THRESHOLD_PX,
    throttleMs = SCROLL_THROTTLE_MS,
    scheduler = globalScheduler,
  } = options;
  const [direction, setDirection] = useState<ScrollDirection>(INITIAL_SCROLL_DIRECTION.direction);

  useEffect(() => {
    // The anchor changes on most reads; only a new direction is worth a render.
    let state = INITIAL_SCROLL_DIRECTION;
    const read = () => {
      state = nextScrollDirection(state, window.scrollY, { nearTopPx, thresholdPx });
      setDirection(state.direction);
    };
    const onScroll = throttle(read, throttleMs, scheduler);
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [nearTopPx, thresholdPx, throttleMs, scheduler]);

  return { direction };
}
