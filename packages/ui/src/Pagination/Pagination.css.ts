import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  fontSize: vars.fontSize.sm,
});
/** Previous and next: the same width on both ends, so the numbers stay centred. */
export const step = style({
  minInlineSize: '7em',
  color: vars.color.onSurface,
  textUnderlineOffset: '0.2em',
  ':last-child': { textAlign: 'end' },
});
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const box = {
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.controlSm,
  minBlockSize: vars.size.controlSm,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
} as const;
export const page = style({ ...box, color: vars.color.onSurface, ':hover': { background: vars.color.surfaceMuted } });
export const current = style({
  ...box,
  background: vars.color.onSurface,
  color: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
});
export const gap = style({ ...box, color: vars.color.onSurfaceSubtle });
