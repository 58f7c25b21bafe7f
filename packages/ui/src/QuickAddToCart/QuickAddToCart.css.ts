import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Above product cards and sticky headers, like the other overlays. */
const Z_INDEX_POPOVER = 1000;

export const panel = style({
  boxSizing: 'border-box',
  zIndex: Z_INDEX_POPOVER,
  inlineSize: `min(calc(var(--radix-popover-content-available-width) - ${vars.space.lg}), calc(${vars.layout.drawerWidth} * 0.8))`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  outline: 'none',
  selectors: { '&[data-pending]': { cursor: 'progress' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const icon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

export const option = style({
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The native radio stays in place (keyboard, forms) but is drawn as the pill around it. */
export const value = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brandAccent,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.hairline} ${vars.color.brandAccent}`,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
    '&[data-unavailable]': { textDecoration: 'line-through', color: vars.color.onSurfaceSubtle },
  },
});

export const radio = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'inherit' });

export const swatch = style({
  inlineSize: vars.size.swatch,
  blockSize: vars.size.swatch,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const error = style({
  margin: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.critical,
  color: vars.color.onCritical,
});

export const trigger = style({ '@media': { [media.mobile]: { inlineSize: '100%' } } });
