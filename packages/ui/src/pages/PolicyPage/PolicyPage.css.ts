import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_MAX_WIDTH } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Answers to the page's width (PageShell's container), as the other page compositions do. */
const narrow = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** The list of policies beside the text; below it on a phone. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, calc(${vars.size.controlLg} * 4)) minmax(0, 1fr)`,
  gap: vars.space['2xl'],
  alignItems: 'start',
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const nav = style({
  position: 'sticky',
  insetBlockStart: vars.space.lg,
  '@container': {
    [narrow]: {
      position: 'static',
      order: 2,
      borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
      paddingBlockStart: vars.space.md,
    },
  },
});
export const navTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, marginBlockEnd: vars.space.sm });
export const navList = style({ display: 'grid', gap: vars.space['2xs'], listStyle: 'none', margin: 0, padding: 0 });
export const navLink = style({
  display: 'block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.onSurface,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  borderInlineStart: `${vars.borderWidth.focus} solid transparent`,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { borderInlineStartColor: vars.color.brandAccent, fontWeight: vars.fontWeight.bold },
  },
});
/** A comfortable line length for reading. */
export const main = style({ display: 'grid', gap: vars.space.xl, maxInlineSize: '72ch', minInlineSize: 0 });
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
});
export const body = style({ lineHeight: vars.lineHeight.relaxed, overflowWrap: 'break-word' });
globalStyle(`${body} > * + *`, { marginBlockStart: vars.space.md });
globalStyle(`${body} h2`, { fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, marginBlockStart: vars.space.xl });
globalStyle(`${body} ul`, { paddingInlineStart: vars.space.lg, listStyle: 'disc' });
globalStyle(`${body} li + li`, { marginBlockStart: vars.space.xs });
globalStyle(`${body} a`, { color: vars.color.onSurface, textDecoration: 'underline', textUnderlineOffset: vars.borderWidth.focus });
