import { style } from '@vanilla-extract/css';
import { vars } from '@vitrine/ui/theme';

export const nav = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2xs'] });
export const link = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.controlMd,
  minBlockSize: vars.size.controlMd,
  color: vars.color.onSurface,
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted } },
});
/** A dot on the person icon while signed in. */
export const signedInDot = style({
  position: 'absolute',
  insetBlockStart: '0.45rem',
  insetInlineEnd: '0.45rem',
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.positive,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});
