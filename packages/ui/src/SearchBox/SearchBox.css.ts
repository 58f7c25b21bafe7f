import { style } from '@vanilla-extract/css';
import { focusRing } from '../Button/Button.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

/** Above page content and the header; below dialogs. */
const Z_INDEX_LIST = 900;

export const form = style({ position: 'relative', display: 'flex', alignItems: 'center', minInlineSize: 0, margin: 0 });

export const input = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minInlineSize: 0,
  minBlockSize: vars.size.controlMd,
  paddingInlineStart: vars.space.md,
  // Room for the search button at the end of the field.
  paddingInlineEnd: vars.size.controlMd,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.onSurface,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.hairline,
    },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const submit = style([
  focusRing,
  {
    position: 'absolute',
    insetInlineEnd: 0,
    insetBlock: 0,
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: vars.size.controlMd,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.onSurfaceSubtle,
    cursor: 'pointer',
  },
]);

export const icon = style({
  inlineSize: `calc(${vars.size.icon} * 0.85)`,
  blockSize: `calc(${vars.size.icon} * 0.85)`,
});

export const list = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space['2xs']})`,
  insetInlineEnd: 0,
  zIndex: Z_INDEX_LIST,
  boxSizing: 'border-box',
  inlineSize: `calc(${vars.size.controlLg} * 8)`,
  maxBlockSize: `calc(${vars.size.controlLg} * 10)`,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space['2xs'],
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[hidden]': { display: 'none' },
    // A box at the start of the bar (centered header) opens its list toward the page, not off it.
    '[data-layout="centered"] &': { insetInlineEnd: 'auto', insetInlineStart: 0 },
    // In the menu drawer the list is as wide as the box.
    '[data-menu-drawer] &': { insetInlineEnd: 'auto', insetInlineStart: 0, inlineSize: '100%' },
  },
  '@media': { [media.mobile]: { insetInlineEnd: 'auto', insetInlineStart: 0, inlineSize: '100%' } },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-selected="true"]': { background: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted } },
});

export const thumb = style({
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const text = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const kind = style({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });

export const status = visuallyHidden;
