import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.onSurface,
});

/** All slides share one grid cell, so switching needs no track maths (and none to mirror for right-to-left). */
export const viewport = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  // Vertical scrolling stays with the page; horizontal moves go to the swipe.
  touchAction: 'pan-y',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const slide = style({
  gridArea: '1 / 1',
  margin: 0,
  transitionProperty: 'opacity, visibility',
  transitionDuration: vars.motion.list,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-state="inactive"]': { opacity: 0, visibility: 'hidden' },
  },
  '@media': { [media.reducedMotion]: { transitionDuration: '0s' } },
});

export const image = style({ display: 'block', inlineSize: '100%', blockSize: 'auto', objectFit: 'cover' });

export const arrow = style({
  position: 'absolute',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  zIndex: 1,
  boxShadow: vars.shadow.sm,
  '@media': { [media.mobile]: { display: 'none' } },
});
export const previous = style({ insetInlineStart: vars.space.sm });
export const next = style({ insetInlineEnd: vars.space.sm });

/** Arrows point the reading direction: mirrored right-to-left. */
export const arrowIcon = style({
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  '@media': { [media.mobile]: { justifyContent: 'center' } },
});

export const thumbnail = style({
  position: 'relative',
  display: 'block',
  padding: 0,
  border: `${vars.borderWidth.hairline} solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'none',
  cursor: 'pointer',
  overflow: 'hidden',
  inlineSize: vars.size.thumbnail,
  selectors: {
    '&[aria-current="true"]': {
      borderColor: vars.color.onSurface,
      boxShadow: `0 0 0 ${vars.borderWidth.hairline} ${vars.color.onSurface}`,
    },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
  '@media': {
    // On phones the thumbnails become dots (the photo is too small to pick from), each a
    // whole small control wide so a finger finds it (WCAG 2.5.8: at least 24 by 24 px).
    [media.mobile]: {
      display: 'grid',
      placeItems: 'center',
      inlineSize: vars.size.controlSm,
      blockSize: vars.size.controlSm,
      border: 0,
      overflow: 'visible',
      selectors: {
        '&::before': {
          content: '""',
          inlineSize: vars.space.sm,
          blockSize: vars.space.sm,
          borderRadius: vars.radius.pill,
          backgroundColor: vars.color.borderStrong,
        },
        '&[aria-current="true"]': { boxShadow: 'none' },
        '&[aria-current="true"]::before': { backgroundColor: vars.color.onSurface },
      },
    },
  },
});

export const thumbnailImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  '@media': { [media.mobile]: { display: 'none' } },
});

/**
 * `grid` and `stacked`: every picture at once. Grid: two columns (on phones
 * the first picture full width above pairs). Stacked: one column of full
 * pictures, scrolled past a sticky buy box on wide pages.
 */
export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    [`${root}[data-layout="grid"] &`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`${root}[data-layout="stacked"] &`]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md },
  },
});

export const listItem = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  '@media': {
    [media.mobile]: {
      selectors: { [`${root}[data-layout="grid"] &:first-child`]: { gridColumn: '1 / -1' } },
    },
  },
});
