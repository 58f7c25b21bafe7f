import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: 2147483000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: `min(100%, ${vars.layout.drawerWidth})`,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  boxSizing: 'border-box',
  '@media': { [media.mobile]: { insetInlineStart: 0, inlineSize: '100%', padding: vars.space.sm } },
});

const slideIn = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  borderInlineStart: `calc(${vars.borderWidth.focus} * 2) solid ${vars.color.neutral}`,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-type="error"]': { borderInlineStartColor: vars.color.critical },
    '&[data-type="success"]': { borderInlineStartColor: vars.color.positive },
    '&[data-type="warning"]': { borderInlineStartColor: vars.color.brandAccent },
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.list} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const close = style({ inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm });
