import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.onSurface,
  // Not faded while saving (faded text would lose contrast): the form is
  // aria-busy, the button reads "Saving…" and the pointer shows progress.
  selectors: { '&[data-pending]': { cursor: 'progress' } },
});

/** Two or three fields side by side; one column on phones. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))',
  gridAutoFlow: 'column',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridAutoFlow: 'row', gridTemplateColumns: '1fr' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.onSurfaceSubtle });

export const input = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minInlineSize: 0,
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.hairline },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: vars.borderWidth.focus },
  },
});

export const phone = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs });

export const dialCode = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  fontVariantNumeric: 'tabular-nums',
  // Dial codes read left to right in every language.
  direction: 'ltr',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });

/** Critical fill with its pair colour, whose contrast is promised (plain critical text is not). */
export const error = style({
  margin: 0,
  alignSelf: 'flex-start',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.critical,
  color: vars.color.onCritical,
});

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.critical,
  color: vars.color.onCritical,
});
