import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  fontSize: vars.fontSize.sm,
});

export const icon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon, gridRow: 'span 2' });

/** Digits of one width, so the line does not move as the seconds change. */
export const title = style({ margin: 0, fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });

export const note = style({ margin: 0, color: vars.color.onSurfaceSubtle, gridColumn: 2 });
