import { style } from '@vanilla-extract/css';
import { vars } from '@vitrine/ui/theme';

/*
 * The checkout pages are the kit's CheckoutPage and carry no styles of their
 * own. These classes are the cart page's (app/cart/cart.tsx imports them)
 * until its kit composition replaces it; delete them with that import.
 */

export const section = style({ display: 'grid', gap: vars.space.md, border: 0, padding: 0, margin: 0, minInlineSize: 0 });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, padding: 0, marginBlockEnd: vars.space.xs });
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
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: vars.borderWidth.focus },
    '&:focus-visible': { outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.hairline },
  },
});
export const textarea = style([input, { blockSize: 'auto', minBlockSize: `calc(${vars.size.controlLg} * 2)`, paddingBlock: vars.space.xs, resize: 'vertical' }]);
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle, margin: 0 });
export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.critical, margin: 0 });
export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.critical}`,
  color: vars.color.critical,
  background: vars.color.surface,
  margin: 0,
});
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
export const discountValue = style({ color: vars.color.positive });
export const codeTag = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  fontSize: vars.fontSize.xs,
});
