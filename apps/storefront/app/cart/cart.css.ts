import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ fontSize: vars.fontSize['3xl'] });
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space['2xl'],
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const lines = style({ display: 'grid' });
export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) auto auto`,
  gridTemplateAreas: '"image info quantity total" "image info remove remove" "image error error error"',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'start',
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  transition: `opacity ${vars.motion.fast}`,
  selectors: { '&[data-pending="true"]': { opacity: vars.opacity.pending } },
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
      gridTemplateAreas: '"image info" "image quantity" "image total" "image remove" "error error"',
    },
  },
});
export const lineImage = style({
  gridArea: 'image',
  inlineSize: vars.size.thumbnail,
  blockSize: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
export const lineInfo = style({ gridArea: 'info', display: 'grid', gap: vars.space['2xs'] });
export const lineTitle = style({ fontWeight: vars.fontWeight.medium, textDecoration: 'none' });
export const lineVariant = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });
export const lineUnit = style({ fontSize: vars.fontSize.sm });
export const lineQuantity = style({ gridArea: 'quantity', display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const lineTotal = style({ gridArea: 'total', fontWeight: vars.fontWeight.medium, textAlign: 'end' });
export const lineRemove = style({ gridArea: 'remove', justifySelf: 'end' });
export const lineError = style({ gridArea: 'error', color: vars.color.critical, fontSize: vars.fontSize.sm });
export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});
export const summaryTitle = style({ fontSize: vars.fontSize.lg });
export const totals = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const totalRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });
export const continueLink = style({ fontWeight: vars.fontWeight.medium });
export const empty = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  paddingBlock: vars.space['2xl'],
});

export const mainColumn = style({ display: 'grid', gap: vars.space.xl, minInlineSize: 0 });
export const blockTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, margin: 0 });
export const inlineForm = style({ display: 'flex', gap: vars.space.xs, alignItems: 'stretch' });
export const couponApplied = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const estimateRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.sm,
});
export const noteFooter = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md });
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
export const secure = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
});
globalStyle(`${totals} dd, ${grandTotal} dd`, { margin: 0 });
