import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

/** Colour or picture of one swatch; set inline from product data, not from the theme. */
export const swatchFill = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.onSurface,
});

export const group = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const values = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The real radio stays in the page (forms work without JavaScript) but is drawn by its label. */
export const input = style([visuallyHidden, {}]);

const focusVisible = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.focus,
};

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.controlSm,
  minInlineSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transitionProperty: 'background-color, color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${input}:checked + &`]: {
      backgroundColor: vars.color.onSurface,
      color: vars.color.surface,
      borderColor: vars.color.onSurface,
    },
    [`${input}:focus-visible + &`]: focusVisible,
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    '&[data-sold-out]': { textDecoration: 'line-through', color: vars.color.onSurfaceSubtle },
    [`${input}:checked + &[data-sold-out]`]: { color: vars.color.surface },
  },
});

export const swatch = style({
  position: 'relative',
  display: 'inline-block',
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  borderRadius: vars.radius.pill,
  background: swatchFill,
  backgroundSize: 'cover',
  cursor: 'pointer',
  // A faint ring of the text colour keeps white swatches visible on light themes and dark ones on dark themes.
  boxShadow: `inset 0 0 0 ${vars.borderWidth.hairline} color-mix(in srgb, currentColor 35%, transparent)`,
  selectors: {
    [`${input}:checked + &`]: {
      boxShadow: `0 0 0 ${vars.borderWidth.focus} ${vars.color.surface}, 0 0 0 calc(${vars.borderWidth.focus} * 2) ${vars.color.onSurface}`,
    },
    [`${input}:focus-visible + &`]: { ...focusVisible, outlineOffset: `calc(${vars.borderWidth.focus} * 3)` },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    // A diagonal stroke across a sold-out colour.
    '&[data-sold-out]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: '50%',
      borderBlockStart: `${vars.borderWidth.focus} solid ${vars.color.onSurface}`,
      transform: 'rotate(-45deg)',
    },
  },
});
