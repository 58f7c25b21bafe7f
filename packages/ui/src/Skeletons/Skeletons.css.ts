import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Width of one text bar, set per bar so lines of a paragraph look ragged. */
export const barWidth = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

/** A placeholder block: a muted well with a soft moving highlight (still when motion is reduced). */
export const block = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  backgroundImage: `linear-gradient(90deg, transparent 0%, color-mix(in srgb, ${vars.color.surface} 55%, transparent) 50%, transparent 100%)`,
  backgroundSize: '300% 100%',
  backgroundRepeat: 'no-repeat',
  animationName: shimmer,
  // Several list-animation lengths: slow enough to read as "waiting", not flashing.
  animationDuration: `calc(${vars.motion.list} * 5)`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': { [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' } },
  selectors: { '[dir="rtl"] &': { animationDirection: 'reverse' } },
});

/** One line of text: as tall as a line box of that font size, so swapping in real text does not shift. */
export const bar = style([
  block,
  {
    inlineSize: barWidth,
    blockSize: `calc(${vars.lineHeight.tight} * 1em)`,
    maxInlineSize: '100%',
  },
]);

export const fontSize = styleVariants({
  xs: { fontSize: vars.fontSize.xs },
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.lg },
  '2xl': { fontSize: vars.fontSize['2xl'] },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/* Product card: the same boxes as ProductCard (4:5 well, md radius, sm gap, 2xs info gap). */
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const cardMedia = style([block, { aspectRatio: vars.layout.cardAspectRatio, borderRadius: vars.radius.md }]);
export const cardInfo = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });

/* Product page: gallery beside the buy box; stacked on mobile. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space['2xl'],
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const pageGallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const pageThumbs = style({ display: 'flex', gap: vars.space.sm });
export const pageThumb = style([block, { inlineSize: vars.size.thumbnail, aspectRatio: '4 / 5' }]);
export const pageInfo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const control = style([block, { blockSize: vars.size.controlLg, borderRadius: vars.radius.md }]);
export const swatchRow = style({ display: 'flex', gap: vars.space.xs });
export const swatch = style([
  block,
  { inlineSize: vars.size.controlMd, blockSize: vars.size.controlMd, borderRadius: vars.radius.pill },
]);

/* Cart line: the CartDrawer line grid (thumbnail, info, price). */
export const cartLine = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} 1fr auto`,
  gap: vars.space.md,
  alignItems: 'start',
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});
export const cartThumb = style([block, { inlineSize: vars.size.thumbnail, aspectRatio: '4 / 5' }]);
export const cartInfo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });
export const stepper = style([
  block,
  { inlineSize: `calc(${vars.size.controlSm} * 3)`, blockSize: vars.size.controlSm, borderRadius: vars.radius.md },
]);

/* A page section: heading, then its boxes (a product row: the product grid's columns). */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});
export const cardRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm } },
});
