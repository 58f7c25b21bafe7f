import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';
import { productGrid } from '../site/grid';

/** The product page's sections below the buy box, and the home page's recently viewed and media feed. */
export const extras = style({ display: 'grid', gap: vars.space['2xl'], marginBlockStart: vars.space['2xl'] });

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});
export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const sectionTitle = style({ fontSize: vars.fontSize['2xl'] });
export const sectionLead = style({ color: vars.color.onSurfaceSubtle, maxInlineSize: '40rem' });
export const grid = style(productGrid);

export const textButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.onSurfaceSubtle,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** Reserved space for a section whose code has not loaded yet, so nothing jumps when it arrives. */
export const placeholder = style({
  minBlockSize: '24rem',
  borderRadius: vars.radius.md,
  background: `linear-gradient(${vars.color.surfaceMuted}, transparent)`,
});
export const placeholderSmall = style({ minBlockSize: '3.5rem' });

export const commentForm = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: '36rem', justifyItems: 'start' });
export const formTitle = style({ fontSize: vars.fontSize.lg });
export const field = style({ display: 'grid', gap: vars.space['2xs'], inlineSize: '100%', fontSize: vars.fontSize.sm });
export const input = style({
  inlineSize: '100%',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  padding: vars.space.sm,
  color: vars.color.onSurface,
  background: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
});
export const formMessage = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.positive,
  selectors: { '&:empty': { display: 'none' }, '&[data-error]': { color: vars.color.critical } },
});

/** The rating line under the product title: stars, average and a link to the reviews. */
export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
  textDecoration: 'none',
});
export const ratingStars = style({ color: vars.color.onSurface, letterSpacing: '0.1em' });

export const toolsRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The media feed: square tiles, three across on desktop, a swipeable row on phones. */
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
export const feedItem = style({ scrollSnapAlign: 'start' });
export const feedCard = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  textDecoration: 'none',
  color: 'inherit',
});
export const feedImage = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const feedAuthor = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const feedCaption = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed, color: vars.color.onSurfaceSubtle });
export const feedProduct = style({ fontSize: vars.fontSize.sm, textDecoration: 'underline' });
globalStyle(`${feedCard}:hover ${feedImage}`, { opacity: 0.92 });

/** The wish list heart before its code loads: drawn like the kit's WishlistButton heart. */
export const heart = style({
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  fill: 'none',
  selectors: { '&[data-on]': { fill: vars.color.sale, stroke: vars.color.sale } },
});
