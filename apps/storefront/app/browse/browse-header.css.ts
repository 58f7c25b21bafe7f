import { style } from '@vanilla-extract/css';
import { vars } from '@vitrine/ui/theme';

/** The header's search box (on every page: keep it small). */
export const form = style({ position: 'relative', flex: '0 1 14rem', minInlineSize: '5rem' });
export const input = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
});
