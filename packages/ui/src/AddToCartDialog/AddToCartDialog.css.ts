import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const check = style({
  flex: 'none',
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  padding: vars.space['2xs'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.positive,
  color: vars.color.onPositive,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) auto`,
  alignItems: 'start',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBlock: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const thumbnail = style({
  display: 'block',
  inlineSize: vars.size.thumbnail,
  blockSize: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minInlineSize: 0 });

export const productTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });

export const subtotal = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
