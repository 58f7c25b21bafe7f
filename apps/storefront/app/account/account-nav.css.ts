import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

export const nav = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2xs'], '@media': { [media.mobile]: { gap: 0 } } });
export const link = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.controlMd,
  minBlockSize: vars.size.controlMd,
  color: vars.color.onSurface,
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted } },
  // Phones have little room in the header: the icons keep a smaller, still tappable box.
  '@media': { [media.mobile]: { minInlineSize: vars.size.controlSm, minBlockSize: vars.size.controlSm } },
});
/** A dot on the person icon while signed in. */
export const signedInDot = style({
  position: 'absolute',
  insetBlockStart: '0.3rem',
  insetInlineEnd: '0.3rem',
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.positive,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});
