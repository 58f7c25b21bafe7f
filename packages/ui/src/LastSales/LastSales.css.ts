import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: 'min(100%, 26em)',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  fontFamily: vars.font.body,
  boxSizing: 'border-box',
});

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(25%)' }, to: { opacity: 1, transform: 'none' } });

export const sale = style({
  display: 'contents',
});

export const image = style({
  display: 'block',
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minInlineSize: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  animation: `${enter} ${vars.motion.list} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const product = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });

export const toggle = style({ inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm });
