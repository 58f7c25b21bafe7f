import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });
export const head = style({ display: 'grid', gap: vars.space.xs });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform as 'none',
});
export const lead = style({ margin: 0, color: vars.color.onSurfaceSubtle, maxInlineSize: '40em' });

/** Square tiles, three across on desktop; a row to swipe on phones. */
export const feed = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: '78%',
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      paddingBlockEnd: vars.space.xs,
    },
  },
});
export const item = style({ scrollSnapAlign: 'start' });
export const link = style({ display: 'block', color: 'inherit', textDecoration: 'none' });
export const card = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});
export const author = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const caption = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.onSurfaceSubtle,
});
export const product = style({ fontSize: vars.fontSize.sm, textDecoration: 'underline' });
globalStyle(`${link}:hover ${image}`, { opacity: vars.opacity.pending });
