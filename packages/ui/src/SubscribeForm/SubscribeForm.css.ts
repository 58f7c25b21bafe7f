import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, fontFamily: vars.font.body });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'stretch' });

export const input = style({
  flex: '1 1 12em',
  minInlineSize: 0,
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.hairline,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { opacity: vars.opacity.disabled },
  },
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-tone="error"]': { color: vars.color.critical },
    '&[data-tone="success"]': { color: vars.color.positive },
  },
});

export { visuallyHidden as visuallyHiddenLabel } from '../VisuallyHidden/VisuallyHidden.css';
