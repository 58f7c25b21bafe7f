import { style } from '@vanilla-extract/css';
import { vars } from '@vitrine/ui/theme';

/** Fixed to the bottom of the screen: a stalled navigation or a consent banner that did not load. */
export const floating = style({
  position: 'fixed',
  insetInline: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: 20,
  maxInlineSize: `calc(${vars.size.controlLg} * 12)`,
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
