import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

/** The "Continue with …" block under the sign-in and sign-up forms. */
export const social = style({ display: 'grid', gap: vars.space.md });
/** "or" between the password form and the provider buttons, with a rule on each side. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.onSurfaceSubtle,
  fontSize: vars.fontSize.sm,
  textTransform: 'lowercase',
  '::before': { content: '""', flex: 1, borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
/**
 * A provider button: the initial in a round badge at the start, the label after it.
 * Room for the badge at the start only, so "Continue with <name>" fits one line on a phone;
 * the control stays as tall as a large button for a thumb.
 */
export const providerButton = style({
  position: 'relative',
  textAlign: 'center',
  selectors: {
    '&[data-provider]': {
      minBlockSize: vars.size.controlLg,
      paddingBlock: vars.space.xs,
      paddingInlineStart: `calc(${vars.space.md} + 1.75rem + ${vars.space.sm})`,
      paddingInlineEnd: vars.space.md,
    },
  },
});
export const badge = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const noScript = style({ textAlign: 'center', margin: 0 });

/** The chooser and failure pages: one narrow card, like the other sign-in pages. */
export const page = style({
  display: 'grid',
  justifyItems: 'center',
  paddingBlock: vars.space.xl,
  '@media': { [media.mobile]: { paddingBlock: vars.space.md } },
});
export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '28rem',
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  textAlign: 'start',
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});
export const title = style({ fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight, margin: 0 });
export const intro = style({ margin: 0, color: vars.color.onSurfaceSubtle });
/** The reason a sign-in failed, in the critical colour with a bar at the start. */
export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.sm,
});
export const reference = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });
export const actions = style({ display: 'grid', gap: vars.space.sm });
export const secondaryLink = style({ justifySelf: 'center', color: 'inherit' });
/** A full-width action whose label may wrap on a phone: centred, with room above and below. */
export const actionButton = style({ textAlign: 'center', paddingBlock: vars.space.xs });
