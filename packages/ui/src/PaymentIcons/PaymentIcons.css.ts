import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Icons are laid out to fit the 48 px per icon that headless counts with
 * (spec 9). The row takes the room its container gives it (in a flex row:
 * whatever is left, from a basis of 0), never the width of its own icons, so
 * measuring it tells how many fit rather than how many are shown.
 */
export const list = style({
  display: 'flex',
  flex: '1 1 0%',
  inlineSize: '100%',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minInlineSize: 0,
  overflow: 'hidden',
});

export const item = style({ flex: '0 0 auto', display: 'flex' });

export const icon = style({
  display: 'block',
  blockSize: `calc(${vars.size.icon} * 1.2)`,
  inlineSize: 'auto',
  borderRadius: vars.radius.sm,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: `calc(${vars.size.icon} * 1.2)`,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
