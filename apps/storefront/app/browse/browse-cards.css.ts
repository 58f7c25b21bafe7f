import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

/** Collection and article cards of the browse pages. */
export const collectionGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    'screen and (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
export const articleGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.xl,
});
export const articleCard = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const articleLink = style({
  display: 'grid',
  gap: vars.space.sm,
  color: vars.color.onSurface,
  textDecoration: 'none',
});
export const articleMedia = style({
  display: 'block',
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const articleImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
export const articleKicker = style({
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.onSurfaceSubtle,
});
export const articleTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  selectors: { [`${articleLink}:hover &`]: { textDecoration: 'underline' } },
});
export const articleExcerpt = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle, lineHeight: vars.lineHeight.relaxed });
export const articleMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });
