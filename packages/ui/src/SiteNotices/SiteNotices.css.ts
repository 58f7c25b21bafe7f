import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

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
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

/** A quiet outlined button in the banner's own colours (the theme's buttons would clash with the neutral band). */
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

/** What did not load and its retry, on a raised card: it floats over the page where the app puts it. */
export const loadError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderInlineStart: `${vars.borderWidth.focus} solid ${vars.color.critical}`,
  background: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.md,
  borderRadius: vars.radius.md,
});

export const loadErrorText = style({
  display: 'grid',
  gap: vars.space['2xs'],
  flex: `1 1 calc(${vars.size.controlLg} * 6)`,
  textAlign: 'start',
  margin: 0,
});
