import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

export const header = style({
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 5,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  minBlockSize: '64px',
  '@media': { [media.mobile]: { flexWrap: 'wrap', rowGap: 0 } },
});

export const logo = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.heading.letterSpacing,
  textDecoration: 'none',
  color: vars.color.onSurface,
});

export const nav = style({
  flex: 1,
  overflowX: 'auto',
  // Phones: the collections move to their own scrolling row under the logo.
  '@media': { [media.mobile]: { order: 3, flexBasis: '100%', paddingBlockEnd: vars.space.sm } },
});

export const navList = style({ display: 'flex', gap: vars.space.md });

export const navLink = style({
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  color: vars.color.onSurfaceSubtle,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover, &.active': { color: vars.color.onSurface, textDecoration: 'underline', textUnderlineOffset: '6px' },
  },
});

export const cartLink = style({
  marginInlineStart: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.onSurface,
  textDecoration: 'none',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.xs,
});

export const cartCount = style({
  minInlineSize: '1.5em',
  blockSize: '1.5em',
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  paddingInline: vars.space['2xs'],
});
