import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

/** Policy pages: the list of policies beside the text. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 220px) minmax(0, 1fr)',
  gap: vars.space['2xl'],
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const nav = style({
  '@media': {
    [media.desktop]: { position: 'sticky', insetBlockStart: '88px' },
    [media.mobile]: { order: 2, borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`, paddingBlockStart: vars.space.md },
  },
});
export const navTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, marginBlockEnd: vars.space.sm });
export const navList = style({ display: 'grid', gap: vars.space['2xs'] });
export const navLink = style({
  display: 'block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.onSurface,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  borderInlineStart: `2px solid transparent`,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { borderInlineStartColor: vars.color.brandAccent, fontWeight: vars.fontWeight.bold },
  },
});
export const main = style({ display: 'grid', gap: vars.space.xl, maxInlineSize: '72ch' });
export const body = style({ lineHeight: vars.lineHeight.relaxed, overflowWrap: 'break-word' });
globalStyle(`${body} > * + *`, { marginBlockStart: vars.space.md });
globalStyle(`${body} h2`, { fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, marginBlockStart: vars.space.xl });
globalStyle(`${body} ul`, { paddingInlineStart: vars.space.lg, listStyle: 'disc' });
globalStyle(`${body} li + li`, { marginBlockStart: vars.space.xs });
globalStyle(`${body} a`, { color: vars.color.onSurface, textDecoration: 'underline', textUnderlineOffset: '3px' });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.md,
});
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.onSurface,
  textDecoration: 'none',
  blockSize: '100%',
  ':hover': { borderColor: vars.color.borderStrong },
});
export const cardTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
