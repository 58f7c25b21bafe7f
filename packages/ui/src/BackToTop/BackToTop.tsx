import { SCROLL_NEAR_TOP_PX, useBackToTop, type ScrollScheduler } from '@vitrine/headless';
import { DEFAULT_BACK_TO_TOP_LABELS, type BackToTopLabels } from './labels';
import * as styles from './BackToTop.css';
import { useLabels } from '../kit/labels';

/** The page's skip link (the first link within the page), where focus goes back to when there is one. */
const SKIP_LINK = 'a[href^="#"]:not([href="#"])';
/** What counts as the first control of the page. */
const FIRST_FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Props of {@link BackToTop}. */
export interface BackToTopProps {
  /**
   * How far the page must be scrolled before the control shows. Defaults to
   * the spec's near-top distance (150 px): closer to the top there is nothing
   * to go back to. `0` shows it on any page once the delay is over.
   */
  minScrollY?: number;
  /** How long after mounting it may appear; the spec's 1000 ms by default. */
  delayMs?: number;
  /** Clock and timers, for tests; pass a stable object. */
  scheduler?: ScrollScheduler;
  className?: string;
  labels?: Partial<BackToTopLabels>;
}

/**
 * The floating back-to-top button (spec 2, 9): shown 1000 ms after the page
 * loads, once scrolled past `minScrollY`; fixed 50 px from the inline end
 * (the right, or the left in Hebrew) and 150 px from the bottom. Scrolls
 * smoothly unless the shopper prefers reduced motion, and moves focus to the
 * page's first control, so a keyboard user continues from the top.
 *
 * It calls `useBackToTop` itself: the timing, placement and scroll reading are
 * all the hook's, and the button has no other state a page would share.
 * Renders `data-state="shown" | "hidden"` (hidden uses the `hidden` attribute).
 *
 * @example
 * <BackToTop labels={{ label: 'Nach oben' }} />
 */
export function BackToTop({ minScrollY = SCROLL_NEAR_TOP_PX, delayMs, scheduler, className, labels }: BackToTopProps) {
  const text = useLabels('BackToTop', DEFAULT_BACK_TO_TOP_LABELS, labels);
  const { buttonProps } = useBackToTop({ minScrollY, delayMs, scheduler });
  const toTop = () => {
    buttonProps.onClick();
    // Keyboard users go back to the top too: focus the page's skip link (else its first control) without a
    // jump; a banner placed before the page (cookies) is not the page's top.
    (document.querySelector<HTMLElement>(SKIP_LINK) ?? document.querySelector<HTMLElement>(FIRST_FOCUSABLE))?.focus({
      preventScroll: true,
    });
  };
  return (
    <button
      {...buttonProps}
      onClick={toTop}
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-label={text.label}
      title={text.label}
      data-testid="back-to-top"
    >
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
