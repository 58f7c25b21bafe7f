import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurface,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xs } },
});

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '&[data-state="current"]': { fontWeight: vars.fontWeight.bold },
    '&[data-state="upcoming"]': { color: vars.color.onSurfaceSubtle },
  },
});

/** The chevron between steps; flipped in right-to-left pages. */
export const separator = style({
  inlineSize: vars.fontSize.sm,
  blockSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: vars.space['2xs'],
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'none' },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});
