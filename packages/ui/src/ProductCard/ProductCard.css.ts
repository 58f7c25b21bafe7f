import { createVar, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Colour of one swatch dot; set inline from product data, not from the theme. */
export const swatchColor = createVar();

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.onSurface,
});

export const mediaWell = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: vars.layout.cardAspectRatio,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const image = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.motion.list,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${root}[data-sold-out] &`]: { opacity: vars.opacity.disabled },
  },
});

export const hoverImage = style([
  image,
  {
    opacity: 0,
    '@media': {
      [media.hover]: {
        selectors: { [`${root}:hover &, ${root}:focus-within &`]: { opacity: 1 } },
      },
    },
  },
]);

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  display: 'flex',
  gap: vars.space.xs,
});

const badge = style({
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: 'uppercase',
  lineHeight: vars.lineHeight.tight,
});
export const saleBadge = style([badge, { backgroundColor: vars.color.sale, color: vars.color.onSale }]);
export const soldOutBadge = style([badge, { backgroundColor: vars.color.neutral, color: vars.color.onNeutral }]);

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  selectors: {
    [`${root}[data-layout="overlay"] &`]: {
      position: 'absolute',
      insetInline: vars.space.sm,
      insetBlockEnd: vars.space.sm,
      padding: vars.space.sm,
      borderRadius: vars.radius.sm,
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.onSurfaceRaised,
      boxShadow: vars.shadow.sm,
    },
    [`${root}[data-layout="minimal"] &`]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: vars.space.sm,
    },
  },
  '@media': {
    // A phone's cards are too narrow for a panel over the picture (it would cover it and the quick add): it sits below.
    [media.mobile]: {
      selectors: {
        [`${root}[data-layout="overlay"] &`]: {
          position: 'static',
          padding: 0,
          boxShadow: 'none',
          backgroundColor: 'transparent',
          color: 'inherit',
        },
      },
    },
  },
});

/** "From" and the price share one line and one size. */
export const priceRow = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const vendor = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.onSurfaceSubtle,
  textTransform: 'uppercase',
  letterSpacing: vars.heading.letterSpacing,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    [`${root}[data-layout="minimal"] &`]: { fontSize: vars.fontSize.sm },
  },
});

/** The title link covers the whole card, so the card is one link and one tab stop. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible::after': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const swatches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'block',
  inlineSize: vars.size.swatch,
  blockSize: vars.size.swatch,
  borderRadius: vars.radius.pill,
  backgroundColor: swatchColor,
  // A ring in a faint tint of the text colour keeps white swatches visible on
  // light themes and navy ones visible on dark themes.
  boxShadow: `inset 0 0 0 ${vars.borderWidth.hairline} color-mix(in srgb, currentColor 35%, transparent)`,
});

export const moreSwatches = style({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });

/** The shop's quick add-to-cart control: on the picture's lower end corner, above the card's link. */
export const quickAdd = style({
  position: 'absolute',
  insetBlockEnd: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  zIndex: 1,
  selectors: {
    // The overlay panel covers the bottom of the picture: the control moves to the top.
    [`${root}[data-layout="overlay"] &`]: { insetBlockEnd: 'auto', insetBlockStart: vars.space.sm },
  },
  '@media': {
    // Below the picture on a phone (see `info`): back on the picture's lower corner.
    [media.mobile]: {
      selectors: { [`${root}[data-layout="overlay"] &`]: { insetBlockStart: 'auto', insetBlockEnd: vars.space.sm } },
    },
  },
});
