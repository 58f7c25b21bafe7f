import { createVar, keyframes, style } from '@vanilla-extract/css';
import { root as priceRoot } from '../Price/Price.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Above page content and sticky headers. */
const Z_INDEX_DRAWER = 1000;

/** Where the sheet slides in from: off the inline-end edge, flipped in right-to-left pages. */
const offscreen = createVar();

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: `translateX(${offscreen})` }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: `translateX(${offscreen})` } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: Z_INDEX_DRAWER,
  backgroundColor: vars.color.overlay,
  animationDuration: vars.motion.drawer,
  animationTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-state="open"]': { animationName: fadeIn },
    '&[data-state="closed"]': { animationName: fadeOut },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const content = style({
  vars: { [offscreen]: '100%' },
  boxSizing: 'border-box',
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: Z_INDEX_DRAWER,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: `min(100%, ${vars.layout.drawerWidth})`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: 'none',
  animationDuration: vars.motion.drawer,
  animationTimingFunction: vars.motion.easing,
  selectors: {
    '[dir="rtl"] &': { vars: { [offscreen]: '-100%' } },
    '&[data-state="open"]': { animationName: slideIn },
    '&[data-state="closed"]': { animationName: slideOut },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
  outline: 'none',
});

export const count = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: 'normal',
  textTransform: 'none',
  color: vars.color.onSurfaceSubtle,
});

export const icon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

export const message = style({
  margin: 0,
  marginInline: vars.space.lg,
  marginBlockStart: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.critical,
  color: vars.color.onCritical,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space.lg,
});

export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} 1fr auto`,
  gap: vars.space.md,
  alignItems: 'start',
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-pending]': { opacity: vars.opacity.pending },
  },
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

export const lineInfo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const lineTitle = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const variantTitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });

export const lineControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
});

/** Each line control is its own form (it posts without JavaScript). */
export const lineForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0 });

export const lineError = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
});

export const remove = style({
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  paddingInline: vars.space.xs,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: '100%',
  paddingBlock: vars.space['2xl'],
  textAlign: 'center',
});

export const emptyIcon = style({
  inlineSize: `calc(${vars.size.icon} * 2)`,
  blockSize: `calc(${vars.size.icon} * 2)`,
  color: vars.color.onSurfaceSubtle,
});

export const emptyText = style({ margin: 0, fontSize: vars.fontSize.lg });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  selectors: { '[data-status="updating"] &': { opacity: vars.opacity.pending } },
});

export const subtotal = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

/** Sale lines show two prices: stack them so the title column keeps its width. */
export const linePrice = style({
  selectors: {
    // Compound with the Price root so this wins regardless of stylesheet order.
    [`${priceRoot}&`]: { flexDirection: 'column', alignItems: 'flex-end', rowGap: vars.space['2xs'] },
  },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });
