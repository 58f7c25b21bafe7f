import { style } from '@vanilla-extract/css';
import { vars } from '@vitrine/ui/theme';

/** The preview banner above the header: who is looking at which theme, and the way out. */
export const previewBanner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  background: vars.color.neutral,
  color: vars.color.onNeutral,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const previewLeave = style({
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: `${vars.borderWidth.hairline} solid currentColor`,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  cursor: 'pointer',
});

/** The currency form: same height as the language switch beside it. */
export const currencyForm = style({ display: 'flex', alignItems: 'center', gap: vars.space['2xs'] });

/**
 * The currency tool's box: the same size for the server-rendered select and the
 * dropdown that replaces it when the page is idle, so the swap moves nothing.
 */
export const currencySlot = style({ display: 'inline-flex', alignItems: 'center', minInlineSize: '9.5rem' });

/** An error where on-demand code did not arrive, with its retry. */
export const chunkError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderInlineStart: `${vars.borderWidth.focus} solid ${vars.color.critical}`,
  background: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.md,
  borderRadius: vars.radius.md,
});

export const chunkErrorText = style({ display: 'grid', gap: vars.space['2xs'], flex: '1 1 16rem', textAlign: 'start' });

/** Fixed to the bottom of the screen: a stalled navigation or a consent banner that did not load. */
export const floating = style({
  position: 'fixed',
  insetInline: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: 20,
  maxInlineSize: '40rem',
  marginInline: 'auto',
});

export const linkButton = style({
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** The region prompt, in the page flow under the header (non-modal, never covers content). */
export const regionSlot = style({
  maxInlineSize: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlockStart: vars.space.md,
  inlineSize: '100%',
  boxSizing: 'border-box',
});
