import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  blockSize: '100%',
  color: vars.color.onSurface,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

/** The picture's well: 4:3, so the grid keeps its shape while pictures load. */
export const picture = style({
  display: 'block',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.list,
  transitionTimingFunction: vars.motion.easing,
  selectors: { [`${root}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const text = style({ display: 'grid', gap: vars.space['2xs'] });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform as 'none',
  selectors: { [`${root}:hover &`]: { textDecoration: 'underline' } },
});

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
  lineHeight: vars.lineHeight.relaxed,
});
