import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../Button/Button.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Above page content and the sticky header; below dialogs. */
const Z_INDEX_MENU = 900;

const open = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5em)' },
  to: { opacity: 1, transform: 'none' },
});
const openUp = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5em)' },
  to: { opacity: 1, transform: 'none' },
});

/** The selector's form: as tall as its button, whatever the list does. */
export const form = style({ display: 'inline-flex', alignItems: 'center', margin: 0 });

/** The disclosure that holds the button and its list; the list is placed against it. */
export const menu = style({ position: 'relative' });

/** The button that opens a selector menu (shared by the currency and language selectors). */
export const trigger = style([
  focusRing,
  {
    listStyle: 'none',
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
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover:not([data-disabled]), &[data-state="open"]': { borderColor: vars.color.border },
      // Nothing to choose yet (rates loading or missing): the text stays readable (a faded label fails
      // contrast); the chevron fades instead (see `chevron`).
      '&[data-disabled]': { cursor: 'default' },
      // Still readable while the rates load (a faded label fails contrast); the pointer says it is busy.
      '&[data-status="loading"]': { cursor: 'progress' },
    },
  },
]);

export const chevron = style({
  inlineSize: `calc(${vars.size.icon} * 0.75)`,
  blockSize: `calc(${vars.size.icon} * 0.75)`,
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.list,
  selectors: {
    '[open] > summary > &': { transform: 'rotate(180deg)' },
    '[data-disabled] > &': { opacity: vars.opacity.disabled },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/**
 * The list, under the button (above it in a footer, `data-side="top"`), with
 * the spec's 300 ms list animation (`motion.list`). Inside the header's menu
 * drawer it stays in the flow, so the drawer scrolls rather than clips it.
 */
export const content = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space['2xs']})`,
  insetInlineEnd: 0,
  zIndex: Z_INDEX_MENU,
  boxSizing: 'border-box',
  minInlineSize: `calc(${vars.size.controlLg} * 4)`,
  maxBlockSize: `calc(${vars.size.controlLg} * 8)`,
  overflowY: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  animationName: open,
  animationDuration: vars.motion.list,
  animationTimingFunction: vars.motion.easing,
  selectors: {
    '[data-side="top"] > &': {
      insetBlockStart: 'auto',
      insetBlockEnd: `calc(100% + ${vars.space['2xs']})`,
      animationName: openUp,
    },
    '[data-menu-drawer] &': {
      position: 'static',
      marginBlockStart: vars.space.xs,
      maxBlockSize: 'none',
      boxShadow: 'none',
    },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const label = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  color: vars.color.onSurfaceSubtle,
  fontSize: vars.fontSize.xs,
});

export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    inlineSize: '100%',
    minBlockSize: vars.size.controlSm,
    paddingInline: vars.space.sm,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted },
      '&[data-state="checked"]': { fontWeight: vars.fontWeight.bold },
    },
  },
]);

/** Keeps every entry's text aligned whether or not it carries the check mark. */
export const indicatorSlot = style({
  display: 'inline-flex',
  inlineSize: vars.size.icon,
  flexShrink: 0,
});

export const check = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

export const code = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });

export const name = style({ color: vars.color.onSurfaceSubtle });
