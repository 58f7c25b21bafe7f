import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm });
const control = {
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  color: vars.color.onSurface,
} as const;
export const select = style({ ...control, background: vars.color.surface });
export const apply = style({ ...control, background: vars.color.surfaceMuted, cursor: 'pointer' });
