import { style } from '@vanilla-extract/css';
import { PAYMENT_ICON_WIDTH_PX } from '@vitrine/headless';
import { vars } from '../theme/contract.css';

/** Each icon's slot is headless's 48 px: the badge 10 px narrower, 4 px apart, so 6 px a slot is left for "+N". */
const ICON_GAP = `${PAYMENT_ICON_WIDTH_PX / 12}px`;
const ICON_WIDTH = `${PAYMENT_ICON_WIDTH_PX - 10}px`;
const ICON_HEIGHT = `${PAYMENT_ICON_WIDTH_PX / 2}px`;

/**
 * Icons are laid out to fit the 48 px per icon that headless counts with
 * (spec 9): each takes 38 px and a 4 px gap in every theme, so the 6 px each
 * leaves over make room for the "+N" badge after them. The row takes the room its container gives it (in a flex row:
 * whatever is left, from a basis of 0), never the width of its own icons, so
 * measuring it tells how many fit rather than how many are shown.
 */
export const list = style({
  display: 'flex',
  flex: '1 1 0%',
  inlineSize: '100%',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: ICON_GAP,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minInlineSize: 0,
  overflow: 'hidden',
});

export const item = style({ flex: '0 0 auto', display: 'flex' });

export const icon = style({
  display: 'block',
  blockSize: ICON_HEIGHT,
  inlineSize: ICON_WIDTH,
  borderRadius: vars.radius.sm,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: ICON_HEIGHT,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
