import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** A label, its control, a hint and the field's message, stacked. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.onSurface,
});

export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.onSurfaceSubtle });

/** Inputs and selects: one height per control size, the theme's border and focus ring. */
export const control = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minInlineSize: 0,
  minBlockSize: vars.size.controlLg,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  fontFamily: 'inherit',
  // Phones zoom into inputs under 16 px; the theme's body size keeps them still.
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.hairline,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: vars.borderWidth.focus },
    '&:disabled': { opacity: vars.opacity.disabled },
  },
});

/** A fixed prefix before the input, e.g. a phone number's dial code. */
export const adorned = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs });

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  fontVariantNumeric: 'tabular-nums',
  // Dial codes and card numbers read left to right in every language.
  direction: 'ltr',
  whiteSpace: 'nowrap',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });

/** Critical fill with its pair colour, whose contrast is promised (plain critical text is not). */
export const message = style({
  margin: 0,
  alignSelf: 'flex-start',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.critical,
  color: vars.color.onCritical,
});

export const checkbox = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurface,
  cursor: 'pointer',
});

export const checkboxInput = style({
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  margin: 0,
  accentColor: vars.color.brandAccent,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.hairline,
    },
  },
});

export const checkboxHint = style({ display: 'block', color: vars.color.onSurfaceSubtle, fontSize: vars.fontSize.xs });

/** Two or three fields side by side; one column on phones. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))',
  gridAutoFlow: 'column',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridAutoFlow: 'row', gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A form's fields, stacked with the theme's spacing. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

/** A group of fields with a heading (a `fieldset` reset to a plain stack). */
export const group = style([stack, { border: 0, padding: 0, margin: 0 }]);

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
  color: vars.color.onSurface,
});

/** The buttons and links that end a form. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
