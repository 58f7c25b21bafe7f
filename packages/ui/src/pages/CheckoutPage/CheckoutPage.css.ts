import { PAYMENT_ICON_WIDTH_PX } from '@vitrine/headless';
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Form on the start side, summary on the end side on desktop; summary first (folded) on a phone. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gridTemplateAreas: '"main summary"',
  gap: vars.space['2xl'],
  alignItems: 'start',
  maxInlineSize: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  inlineSize: '100%',
  fontFamily: vars.font.body,
  color: vars.color.onSurface,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"summary" "main"',
      gap: vars.space.lg,
    },
  },
});

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minInlineSize: 0,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });

/** A back link and the step's main button; stacked (button first) on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  '@media': { [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch', textAlign: 'center' } },
});

export const backLink = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurface });

/** What the earlier steps said, each with a link back. */
export const review = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const reviewRow = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, calc(${vars.space['3xl']} * 2)) minmax(0, 1fr) auto`,
  gap: vars.space.sm,
  alignItems: 'baseline',
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
  selectors: { '& + &': { borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}` } },
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const reviewLabel = style({
  color: vars.color.onSurfaceSubtle,
  '@media': { [media.mobile]: { gridColumn: '1 / -1' } },
});

export const reviewValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** The payment methods as one bordered list. */
export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: { '& + &': { borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}` } },
});

export const choiceHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlLg,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  cursor: 'pointer',
});

export const choiceTitle = style({ flex: '0 1 auto', minInlineSize: 0 });

/**
 * The card brands beside the method's name while 4 icons fit there (4 × 48 px),
 * else on a line of their own under it: the row shows as many as its width holds.
 */
export const choiceIconsRow = style({
  display: 'flex',
  flex: '1 1 0%',
  minInlineSize: `${4 * PAYMENT_ICON_WIDTH_PX}px`,
});

export const choiceIcons = style({ justifyContent: 'flex-end' });

export const choiceDetail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceMuted,
  // A method's details show while its radio is chosen; `:has` keeps that true without scripts too.
  selectors: { [`${choice}:not(:has(> label input:checked)) > &`]: { display: 'none' } },
});

export const choiceNote = style({
  margin: 0,
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
});

export const radio = style({
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  margin: 0,
  accentColor: vars.color.brandAccent,
});

/* Order summary */

export const summary = style({
  gridArea: 'summary',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  minInlineSize: 0,
  '@media': {
    [media.desktop]: { position: 'sticky', insetBlockStart: vars.space.lg },
    [media.mobile]: { padding: vars.space.md },
  },
});

/** On a phone the summary folds behind this bar (the total stays in view); on desktop the bar is not shown. */
export const summaryToggle = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.controlLg,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  '@media': { [media.mobile]: { display: 'flex' }, '(scripting: none)': { display: 'none' } },
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const summaryToggleLabel = style({
  color: vars.color.brandAccent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
});

/** Folded on a phone until opened (no scripts: always open); always open on desktop. The server sends it folded, so nothing moves. */
export const summaryBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [media.mobile]: { selectors: { '[data-open="false"] > &': { display: 'none' } } },
    '(scripting: none)': { display: 'flex' },
  },
});

export const summaryTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) auto`,
  gap: vars.space.md,
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
});

export const thumb = style({ position: 'relative', display: 'block', inlineSize: vars.size.thumbnail });

export const thumbImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: `calc(${vars.space.xs} * -1)`,
  insetInlineEnd: `calc(${vars.space.xs} * -1)`,
  minInlineSize: vars.space.lg,
  blockSize: vars.space.lg,
  paddingInline: vars.space['2xs'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.neutral,
  color: vars.color.onNeutral,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const quantityOnly = style({
  justifySelf: 'end',
  color: vars.color.onSurfaceSubtle,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const lineTitle = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const lineVariant = style({ color: vars.color.onSurfaceSubtle });

export const totals = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${totalRow} dd`, { margin: 0 });

export const grandTotal = style([
  totalRow,
  {
    alignItems: 'baseline',
    paddingBlockStart: vars.space.sm,
    borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const codeTag = style({
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  fontSize: vars.fontSize.xs,
});

export const currencyNote = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });

/* Thank-you and payment-wait pages */

export const confirmation = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const confirmationHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const checkMark = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.positive,
  color: vars.color.onPositive,
});

export const eyebrow = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const address = style({ fontStyle: 'normal', whiteSpace: 'pre-line' });
