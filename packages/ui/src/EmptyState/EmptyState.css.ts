import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space['2xl'],
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.onSurface,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  marginBlockEnd: vars.space.xs,
});

export const iconSvg = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({
  margin: 0,
  maxInlineSize: '45ch',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.onSurfaceSubtle,
});

export const action = style({ marginBlockStart: vars.space.sm });
