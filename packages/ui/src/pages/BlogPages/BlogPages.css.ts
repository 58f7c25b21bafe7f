import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_MAX_WIDTH } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Answers to the page's width (PageShell's container), as the other page compositions do. */
const narrow = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
/** Width of an article card: the grid fits as many as the page holds. */
const cardMin = `calc(${vars.size.controlLg} * 5)`;

export const page = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });
export const head = style({ display: 'grid', gap: vars.space.sm });
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@container': { [narrow]: { fontSize: vars.fontSize['2xl'] } },
});
export const lead = style({ color: vars.color.onSurfaceSubtle, maxInlineSize: '60ch', lineHeight: vars.lineHeight.relaxed });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });
export const empty = style({ paddingBlock: vars.space['2xl'], color: vars.color.onSurfaceSubtle });

export const section = style({ display: 'grid', gap: vars.space.md, paddingBlockStart: vars.space.md });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'end', gap: vars.space.sm });
export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.heading });
globalStyle(`${sectionTitle} a`, { color: 'inherit', textDecoration: 'none' });
export const seeAll = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurface });

export const grid = style({ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${cardMin}), 1fr))`, gap: vars.space.xl });
export const card = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const cardLink = style({ display: 'grid', gap: vars.space.sm, color: vars.color.onSurface, textDecoration: 'none' });
/** Covers are cropped to 3:2 in lists. */
export const cardMedia = style({ display: 'block', aspectRatio: '3 / 2', overflow: 'hidden', borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const cardImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
export const kicker = style({
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.onSurfaceSubtle,
});
export const cardTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  selectors: { [`${cardLink}:hover &`]: { textDecoration: 'underline' } },
});
export const excerpt = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle, lineHeight: vars.lineHeight.relaxed });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });

/** An article column of a comfortable measure beside a narrower column of more reading. */
export const articleLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 72ch) minmax(0, 36ch)',
  justifyContent: 'space-between',
  gap: vars.space['2xl'],
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl } },
});
export const article = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });
export const articleHead = style({ display: 'grid', gap: vars.space.sm });
/** The article's cover: 8:5, the shape its width and height promise. */
export const cover = style({ inlineSize: '100%', blockSize: 'auto', aspectRatio: '8 / 5', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const body = style({ lineHeight: vars.lineHeight.relaxed, fontSize: vars.fontSize.md, overflowWrap: 'break-word' });
globalStyle(`${body} > * + *`, { marginBlockStart: vars.space.md });
globalStyle(`${body} h2, ${body} h3`, { fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, marginBlockStart: vars.space.xl, lineHeight: vars.lineHeight.tight });
globalStyle(`${body} ul, ${body} ol`, { paddingInlineStart: vars.space.lg, listStyle: 'disc' });
globalStyle(`${body} ol`, { listStyle: 'decimal' });
globalStyle(`${body} li + li`, { marginBlockStart: vars.space.xs });
globalStyle(`${body} a`, { color: vars.color.onSurface, textDecoration: 'underline', textUnderlineOffset: vars.borderWidth.focus });
globalStyle(`${body} img`, { maxInlineSize: '100%', blockSize: 'auto', borderRadius: vars.radius.sm });

export const aside = style({
  display: 'grid',
  gap: vars.space.xl,
  alignContent: 'start',
  position: 'sticky',
  insetBlockStart: vars.space.lg,
  '@container': { [narrow]: { position: 'static' } },
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
  '@container': { [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
});
export const recentList = style({ display: 'grid', gap: vars.space.sm, fontSize: vars.fontSize.sm, listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${recentList} a`, { color: vars.color.onSurface });
