/** Widest viewport that counts as mobile (spec: "mobile: screen width under 768"). */
export const MOBILE_MAX_WIDTH = 767;

/** Media queries for `@media` blocks in `.css.ts` files and `matchMedia` in components. */
export const media = {
  mobile: `screen and (max-width: ${MOBILE_MAX_WIDTH}px)`,
  desktop: `screen and (min-width: ${MOBILE_MAX_WIDTH + 1}px)`,
  /** Devices with a real pointer that can hover (hover image swap only there). */
  hover: '(hover: hover) and (pointer: fine)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
