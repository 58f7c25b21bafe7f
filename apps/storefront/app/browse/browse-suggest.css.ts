import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

/** The header's suggestion list (loaded with the suggestions, not with the page). */
export const list = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space['2xs']})`,
  insetInlineEnd: 0,
  zIndex: 20,
  inlineSize: 'min(24rem, calc(100vw - 2 * ' + vars.space.md + '))',
  maxBlockSize: '70vh',
  overflowY: 'auto',
  padding: vars.space['2xs'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.lg,
  '@media': { [media.mobile]: { insetInlineEnd: 'auto', insetInlineStart: 0 } },
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-selected="true"]': { background: vars.color.surfaceMuted } },
});
export const thumb = style({
  inlineSize: '40px',
  blockSize: '40px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
export const text = style({ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const kind = style({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });
export const status = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
