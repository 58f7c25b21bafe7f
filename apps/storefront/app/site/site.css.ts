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

/** Above the header (700) and page content, below dialogs. */
const Z_INDEX_PROMPT = 800;

/**
 * The region prompt: a card over the top end of the page (the header's
 * corner), so its arrival after hydration moves nothing and it is seen at once.
 */
export const regionSlot = style({
  position: 'fixed',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  insetInlineStart: vars.space.md,
  zIndex: Z_INDEX_PROMPT,
  maxInlineSize: `calc(${vars.size.controlLg} * 9)`,
  marginInlineStart: 'auto',
  boxShadow: vars.shadow.lg,
  borderRadius: vars.radius.md,
});
