import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  maxInlineSize: '32em',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
});
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
  lineHeight: vars.lineHeight.normal,
});
export const balance = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const points = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.onSurfaceRaised,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const campaign = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const campaignInfo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minInlineSize: 0,
});
export const campaignTitle = style({ fontWeight: vars.fontWeight.medium });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.focus} solid currentColor`,
  borderInlineEndColor: 'transparent',
  animation: `${spin} calc(${vars.motion.list} * 3) linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: `calc(${vars.motion.list} * 10)` } },
});

export const coupon = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  gridColumn: '1 / -1',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
});
export const codeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const code = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.heading.letterSpacing,
});
