import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../Button/Button.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Above page content and the sticky header; below dialogs. */
const Z_INDEX_MENU = 900;

const open = keyframes({ from: { opacity: 0, transform: 'translateY(-0.5em)' }, to: { opacity: 1, transform: 'none' } });
const close = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The button that opens a selector menu (shared by the currency and language selectors). */
export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.size.controlSm,
    paddingInline: vars.space.sm,
    border: `${vars.borderWidth.hairline} solid transparent`,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled), &[data-state="open"]': { borderColor: vars.color.border },
      '&:disabled': { opacity: vars.opacity.disabled, cursor: 'default' },
      '&[data-status="loading"]': { opacity: vars.opacity.pending },
    },
  },
]);

export const chevron = style({
  inlineSize: `calc(${vars.size.icon} * 0.75)`,
  blockSize: `calc(${vars.size.icon} * 0.75)`,
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.list,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

/** The list: the spec's 300 ms list animation (`motion.list`). */
export const content = style({
  zIndex: Z_INDEX_MENU,
  boxSizing: 'border-box',
  minInlineSize: `calc(${vars.size.controlLg} * 4)`,
  maxBlockSize: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  animationDuration: vars.motion.list,
  animationTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-state="open"]': { animationName: open },
    '&[data-state="closed"]': { animationName: close },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const label = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  color: vars.color.onSurfaceSubtle,
  fontSize: vars.fontSize.xs,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.bold },
  },
});

/** Keeps every entry's text aligned whether or not it carries the check mark. */
export const indicatorSlot = style({
  display: 'inline-flex',
  inlineSize: vars.size.icon,
  flexShrink: 0,
});

export const check = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

export const code = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });

export const name = style({ color: vars.color.onSurfaceSubtle });
