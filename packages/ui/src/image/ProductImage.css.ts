import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A fallback picture sits on the muted well, like a photo that has not arrived yet. */
export const image = style({
  backgroundColor: vars.color.surfaceMuted,
  selectors: {
    '&[data-image-state="error-image"], &[data-image-state="default-image"]': { objectFit: 'contain' },
  },
});

/** Every source failed: an empty well of the same box. */
export const exhausted = style({ display: 'block', backgroundColor: vars.color.surfaceMuted });
