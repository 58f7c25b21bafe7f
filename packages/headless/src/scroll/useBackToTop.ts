import { useEffect, useState } from 'react';
import { BACK_TO_TOP_DELAY_MS, backToTopPlacement } from './scroll';
import type { UseBackToTopOptions, UseBackToTopResult } from './scroll.types';
import { globalScheduler } from './throttle';

/** Lets the page jump instead of glide for shoppers who asked for less motion. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The back-to-top control (spec 2, 9): hidden on the server and for 1000 ms
 * after mounting, then shown (and, when `minScrollY` is given, only while the
 * page is scrolled at least that far). Placed 50 px from the inline end (the
 * right in left-to-right pages) and 150 px from the bottom.
 *
 * @example
 * function BackToTop() {
 *   const { buttonProps } = useBackToTop();
 *   return <button {...buttonProps} aria-label="Back to top">↑</button>;
 * }
 */
export function useBackToTop(options: UseBackToTopOptions = {}): UseBackToTopResult {
  const { delayMs = BACK_TO_TOP_DELAY_MS, minScrollY = 0, scheduler = globalScheduler } = options;
  const [isDelayOver, setIsDelayOver] = useState(false);
  const [isScrolledEnough, setIsScrolledEnough] = useState(minScrollY <= 0);

  useEffect(() => {
    const timer = scheduler.setTimeout(() => setIsDelayOver(true), delayMs);
    return () => scheduler.clearTimeout(timer);
  }, [delayMs, scheduler]);

  useEffect(() => {
    if (minScrollY <= 0) {
      setIsScrolledEnough(true);
      return;
    }
    // A plain boolean per scroll event: React skips renders while it stays the same.
    const read = () => setIsScrolledEnough(window.scrollY >= minScrollY);
    read();
    window.addEventListener('scroll', read, { passive: true });
    return () => window.removeEventListener('scroll', read);
  }, [minScrollY]);

  const isVisible = isDelayOver && isScrolledEnough;
  const placement = backToTopPlacement();
  const scrollToTop = () => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return {
    isVisible,
    scrollToTop,
    placement,
    buttonProps: {
      type: 'button',
      hidden: !isVisible,
      'data-state': isVisible ? 'shown' : 'hidden',
      style: placement,
      onClick: scrollToTop,
    },
  };
}
