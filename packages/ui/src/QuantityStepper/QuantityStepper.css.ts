import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  selectors: {
    '&[data-disabled]': { opacity: vars.opacity.disabled },
    // The input has no ring of its own: the whole control gets one, so it reads as one field.
    '&:has(input:focus-visible)': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.hairline,
    },
  },
});

export const size = styleVariants({
  small: { blockSize: vars.size.controlSm, fontSize: vars.fontSize.sm },
  medium: { blockSize: vars.size.controlMd, fontSize: vars.fontSize.md },
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-disabled="true"], &:disabled': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
  },
});

export const icon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

export const input = style({
  // Wide enough for six digits (100000) without the control changing width as the value grows.
  inlineSize: `calc(${vars.size.controlMd} * 1.25)`,
  minInlineSize: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  selectors: {
    '&:focus-visible': { outline: 'none' },
  },
});
