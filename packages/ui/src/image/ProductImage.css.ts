import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Masks of the kit's drawn pictures: a frame with a hill (no picture) and
 * the frame torn in two (the picture failed). Only their shape counts: the
 * theme's colour fills them.
 */
const mask = (path: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40' fill='none' stroke='black' stroke-width='1.5' stroke-linejoin='round'><path d='${path}'/></svg>`,
  )}")`;
const MISSING = mask('M5 8h30v24H5zM7 30l9-10 7 7 5-4 5 7');
const FAILED = mask('M5 8h15l-3 8 4 4-3 12H5zM25 8h10v24H22l3-12-4-4z');

/** A store fallback picture sits on the muted well, like a photo that has not arrived yet. */
export const image = style({
  backgroundColor: vars.color.surfaceMuted,
  selectors: {
    '&[data-image-state="error-image"], &[data-image-state="default-image"]': { objectFit: 'contain' },
  },
});

/** The kit's own picture: the muted well of the same box, with the frame drawn in the theme's muted text colour. */
export const drawn = style({
  position: 'relative',
  display: 'block',
  backgroundColor: vars.color.surfaceMuted,
  '::before': {
    content: '""',
    position: 'absolute',
    inset: '30%',
    backgroundColor: vars.color.onSurfaceMuted,
    maskImage: MISSING,
    maskRepeat: 'no-repeat',
    maskPosition: 'center',
    maskSize: 'contain',
  },
  selectors: { '&[data-fallback="error"]::before': { maskImage: FAILED } },
});
