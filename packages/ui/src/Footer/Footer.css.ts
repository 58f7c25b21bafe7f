import { style } from '@vanilla-extract/css';
import { focusRing } from '../Button/Button.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const footer = style({
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const inner = style({
  boxSizing: 'border-box',
  maxInlineSize: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space['2xl'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

/**
 * The store, the link columns and the subscribe form share a wrapping row:
 * on a phone the store and the form take the full width and the columns go
 * two by two; on a desktop the form keeps the widest place at the end.
 */
export const top = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl });

export const columns = style({ display: 'contents' });

/** The store's name and tagline: a column of its own, the full row on narrow screens. */
export const about = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 100%',
  '@media': { [media.desktop]: { flex: '1.2 1 0' } },
});

export const brand = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
  color: vars.color.onSurfaceMuted,
});

export const tagline = style({ margin: 0, maxInlineSize: '36ch' });

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: `1 1 calc(50% - ${vars.space.xl})`,
  minInlineSize: 0,
  '@media': { [media.desktop]: { flex: '1 1 0' } },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
});

export const links = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** At least 24 px tall (WCAG 2.5.8 target size: three quarters of a small control, 24 px in the base sizes), whatever the theme's line height. */
export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: `calc(${vars.size.controlSm} * 0.75)`,
    color: 'inherit',
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const subscribe = style({
  flex: '1 1 100%',
  minInlineSize: 0,
  '@media': { [media.desktop]: { flex: '2 1 0' } },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const policies = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * The payment icons take a line of their own across the footer: the row shows
 * as many icons as its width holds (48 px each), so it must be given the
 * footer's width rather than the width of what it already shows.
 */
export const payments = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 100%',
  minInlineSize: 0,
});

export const selectors = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const copyright = style({ margin: 0, color: 'inherit' });
