import { style } from '@vanilla-extract/css';
import { vars } from '@vitrine/ui/theme';
import { productGrid } from '../site/grid';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const head = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ fontSize: vars.fontSize['3xl'] });
export const description = style({ color: vars.color.onSurfaceSubtle, maxInlineSize: '60ch' });
export const toolbar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  borderBlock: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
});
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });
export const sortForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const sortLabel = style({ fontSize: vars.fontSize.sm });
export const select = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
});
export const grid = style(productGrid);
export const empty = style({ paddingBlock: vars.space['2xl'] });
export const pagination = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  paddingBlock: vars.space.lg,
});
export const sortButton = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  color: vars.color.onSurface,
});
export const pageList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const pageLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.controlSm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brandAccent, color: vars.color.onBrandAccent },
    '&:hover': { textDecoration: 'underline' },
  },
});
