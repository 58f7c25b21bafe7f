import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

/** The blogs: sections of the blog home, the article column and its sidebar, and the article's typography. */
export const section = style({ display: 'grid', gap: vars.space.md, paddingBlockStart: vars.space.md });
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'end',
  gap: vars.space.sm,
});
export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize['2xl'] });
globalStyle(`${sectionTitle} a`, { color: 'inherit', textDecoration: 'none' });
export const seeAll = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurface });

export const articleLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 720px) minmax(0, 300px)',
  justifyContent: 'space-between',
  gap: vars.space['2xl'],
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl } },
});
export const article = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });
export const articleHead = style({ display: 'grid', gap: vars.space.sm });
export const cover = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const body = style({ lineHeight: vars.lineHeight.relaxed, fontSize: vars.fontSize.md, overflowWrap: 'break-word' });
globalStyle(`${body} > * + *`, { marginBlockStart: vars.space.md });
globalStyle(`${body} h2, ${body} h3`, {
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  marginBlockStart: vars.space.xl,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${body} ul, ${body} ol`, { paddingInlineStart: vars.space.lg, listStyle: 'disc' });
globalStyle(`${body} ol`, { listStyle: 'decimal' });
globalStyle(`${body} li + li`, { marginBlockStart: vars.space.xs });
globalStyle(`${body} a`, { color: vars.color.onSurface, textDecoration: 'underline', textUnderlineOffset: '3px' });
globalStyle(`${body} img`, { maxInlineSize: '100%', blockSize: 'auto', borderRadius: vars.radius.sm });

export const aside = style({
  display: 'grid',
  gap: vars.space.xl,
  alignContent: 'start',
  '@media': { [media.desktop]: { position: 'sticky', insetBlockStart: '88px' } },
});
export const asideTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.sm,
  marginBlockEnd: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});
export const asideList = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
});
export const recentList = style({ display: 'grid', gap: vars.space.sm, fontSize: vars.fontSize.sm });
globalStyle(`${recentList} a`, { color: vars.color.onSurface });
