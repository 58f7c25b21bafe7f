import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.onSurface,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform as 'none',
});

export const buttons = style({
  display: 'flex',
  gap: vars.space.xs,
  '@media': { [media.mobile]: { display: 'none' } },
});

/** Arrows point the way the row moves: flipped in right-to-left pages. */
export const arrow = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  // Four cards a row on desktop, two and a peek of the third on mobile.
  gridAutoColumns: `calc((100% - 3 * ${vars.space.lg}) / 4)`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.xs,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'thin',
  '@media': {
    [media.mobile]: { gridAutoColumns: '42%', gap: vars.space.sm },
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
});

export const item = style({ scrollSnapAlign: 'start', minInlineSize: 0 });
