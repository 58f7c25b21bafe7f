/** Which way the page last moved (spec 4). */
export type ScrollDirection = 'up' | 'down';

/** Clock and timers, injectable so time-based code runs under test clocks. Defaults to the global ones. */
export interface ScrollScheduler {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A throttled function, plus `cancel` to drop a pending trailing call. */
export interface Throttled<TArgs extends unknown[]> {
  (...args: TArgs): void;
  cancel(): void;
}

/** The direction and the scroll position it was last decided at. */
export interface ScrollDirectionState {
  direction: ScrollDirection;
  /** Scroll position the direction was last decided at; small moves are measured from here. */
  anchorY: number;
}

export interface ScrollDirectionRules {
  /** Under this distance from the top the direction is always `up`. */
  nearTopPx: number;
  /** Movement must be larger than this to change the direction. */
  thresholdPx: number;
}

export interface UseScrollDirectionOptions extends Partial<ScrollDirectionRules> {
  /** Minimum time between two reads of the scroll position; defaults to 300 ms. */
  throttleMs?: number;
  /** Clock and timers; the global ones by default. */
  scheduler?: ScrollScheduler;
}

/** What `useScrollDirection` returns. */
export interface UseScrollDirectionResult {
  /** `up` on the server, at the top of the page, and after scrolling up. */
  direction: ScrollDirection;
}

/** Fixed placement of the back-to-top control, in CSS logical properties so it mirrors in right-to-left pages. */
export interface BackToTopPlacement {
  position: 'fixed';
  /** Pixels from the inline end (the right in left-to-right pages). */
  insetInlineEnd: number;
  /** Pixels from the bottom. */
  insetBlockEnd: number;
}

export interface UseBackToTopOptions {
  /** How long after mounting the control appears; defaults to 1000 ms. */
  delayMs?: number;
  /** Also require the page to be scrolled at least this far down; defaults to 0 (no scroll needed). */
  minScrollY?: number;
  /** Clock and timers; the global ones by default. */
  scheduler?: ScrollScheduler;
}

/** Props for the back-to-top `<button>`. */
export interface BackToTopButtonProps {
  type: 'button';
  hidden: boolean;
  'data-state': 'shown' | 'hidden';
  style: BackToTopPlacement;
  onClick(): void;
}

/** What `useBackToTop` returns. */
export interface UseBackToTopResult {
  /** `false` on the server and for the first 1000 ms; then `true` (once scrolled far enough, when `minScrollY` is set). */
  isVisible: boolean;
  /** Scrolls the page to the top: smoothly, unless the shopper prefers reduced motion. */
  scrollToTop(): void;
  placement: BackToTopPlacement;
  buttonProps: BackToTopButtonProps;
}
