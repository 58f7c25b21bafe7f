import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

/** The header's search box (on every page: keep it small). */
export const form = style({ position: 'relative' });
export const input = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  inlineSize: '14rem',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  '@media': { [media.mobile]: { inlineSize: '9rem' } },
});
