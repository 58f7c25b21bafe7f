import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

/** Form on the start side, summary on the end side on desktop; summary first (collapsed) on a phone. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.35fr) minmax(0, 1fr)',
  gridTemplateAreas: '"main summary"',
  gap: vars.space['2xl'],
  alignItems: 'start',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  inlineSize: '100%',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"summary" "main"', gap: vars.space.lg },
  },
});
export const main = style({ gridArea: 'main', display: 'grid', gap: vars.space.xl, minInlineSize: 0 });
export const header = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ fontSize: vars.fontSize['2xl'], margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.xl });
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});
export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, padding: 0, marginBlockEnd: vars.space.xs });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
});
export const field = style({ display: 'grid', gap: vars.space['2xs'], alignContent: 'start' });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const optional = style({ color: vars.color.onSurfaceSubtle, fontWeight: vars.fontWeight.regular });
export const input = style({
  blockSize: vars.size.controlLg,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onSurface,
  font: 'inherit',
  inlineSize: '100%',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, boxShadow: `0 0 0 1px ${vars.color.critical}` },
    '&:focus-visible': { outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
export const textarea = style([
  input,
  { blockSize: 'auto', minBlockSize: '5rem', paddingBlock: vars.space.xs, resize: 'vertical' },
]);
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle, margin: 0 });
export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.critical, margin: 0 });
export const checkbox = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', fontSize: vars.fontSize.sm });
export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.critical}`,
  color: vars.color.critical,
  background: vars.color.surface,
  margin: 0,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  '@media': { [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch', textAlign: 'center' } },
});
export const backLink = style({ fontSize: vars.fontSize.sm });

/** The choices (shipping and payment methods) as one bordered list. */
export const choices = style({
  display: 'grid',
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  cursor: 'pointer',
  selectors: {
    '& + &': { borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
    '&:has(input:checked)': { background: vars.color.surfaceMuted },
  },
});
/** A payment method: its radio row, then its fields or its note. */
export const choiceBlock = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  selectors: {
    '& + &': { borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
    '&:has(> label input:checked)': { background: vars.color.surfaceMuted },
  },
});
export const choiceHead = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
});
export const choiceDetail = style({ display: 'grid', gap: vars.space.md });
export const choiceNote = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle, margin: 0 });

/** Contact / ship-to / method recap of the steps already done. */
export const review = style({
  display: 'grid',
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  paddingInline: vars.space.md,
  margin: 0,
});
export const reviewRow = style({
  display: 'grid',
  gridTemplateColumns: '7rem minmax(0, 1fr) auto',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  fontSize: vars.fontSize.sm,
  selectors: { '& + &': { borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}` } },
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});
export const reviewLabel = style({
  color: vars.color.onSurfaceSubtle,
  '@media': { [media.mobile]: { gridColumn: '1 / -1' } },
});
globalStyle(`${reviewRow} dd`, { margin: 0, overflowWrap: 'anywhere' });

/** The order summary: a raised panel beside the form, sticky while the form scrolls. */
export const summary = style({
  gridArea: 'summary',
  background: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  '@media': {
    [media.desktop]: { position: 'sticky', insetBlockStart: vars.space.lg },
    [media.mobile]: { padding: vars.space.md },
  },
});
export const summaryToggle = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
  '@media': { [media.desktop]: { display: 'none' } },
});
export const summaryToggleLabel = style({ color: vars.color.brandAccent, textDecoration: 'underline' });
export const summaryBody = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.mobile]: { paddingBlockStart: vars.space.md } },
});
export const summaryTitle = style({ fontSize: vars.fontSize.lg, margin: 0, '@media': { [media.mobile]: { display: 'none' } } });
export const summaryLines = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });
export const summaryLine = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
});
export const summaryThumb = style({ position: 'relative', inlineSize: '4rem' });
export const summaryImage = style({
  inlineSize: '4rem',
  blockSize: '4rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  display: 'block',
});
export const summaryBadge = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.xs})`,
  insetInlineEnd: `calc(-1 * ${vars.space.xs})`,
  minInlineSize: '1.4rem',
  blockSize: '1.4rem',
  paddingInline: vars.space['2xs'],
  borderRadius: vars.radius.pill,
  background: vars.color.neutral,
  color: vars.color.onNeutral,
  fontSize: vars.fontSize.xs,
  display: 'grid',
  placeItems: 'center',
});
export const summaryLineTitle = style({ display: 'grid', gap: vars.space['2xs'], fontSize: vars.fontSize.sm, minInlineSize: 0 });
export const summaryVariant = style({ color: vars.color.onSurfaceSubtle, fontSize: vars.fontSize.xs });
export const totals = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});
export const totalRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontSize: vars.fontSize.sm });
globalStyle(`${totalRow} dd`, { margin: 0, textAlign: 'end' });
export const grandTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlockStart: vars.space.sm,
  marginBlockStart: vars.space.xs,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${grandTotal} dd`, { margin: 0 });
export const currencyNote = style({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle, margin: 0 });
export const discountValue = style({ color: vars.color.positive });
export const codeTag = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.04em',
});

/** Thank-you and processing pages. */
export const confirmation = style({ display: 'grid', gap: vars.space.lg });
export const confirmationHead = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const checkMark = style({
  inlineSize: '3rem',
  blockSize: '3rem',
  flex: 'none',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.positive}`,
  color: vars.color.positive,
  display: 'grid',
  placeItems: 'center',
});
export const eyebrow = style({ margin: 0, color: vars.color.onSurfaceSubtle, fontSize: vars.fontSize.sm });
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const address = style({ fontStyle: 'normal', whiteSpace: 'pre-line' });
