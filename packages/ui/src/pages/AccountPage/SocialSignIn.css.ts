import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The provider's initial sits in a round badge a little larger than an icon. */
const badgeSize = `calc(${vars.size.icon} * 1.4)`;

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
    '&&': {
      minBlockSize: vars.size.controlLg,
      paddingBlock: vars.space.xs,
      paddingInlineStart: `calc(${vars.space.md} + ${badgeSize} + ${vars.space.sm})`,
      paddingInlineEnd: vars.space.md,
    },
  },
});
export const badge = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: badgeSize,
  blockSize: badgeSize,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const noScript = style({ textAlign: 'center', margin: 0 });
export const reference = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });
export const actions = style({ display: 'grid', gap: vars.space.sm });
export const secondaryLink = style({ alignSelf: 'center', color: 'inherit' });
/** A full-width action whose label may wrap on a phone: centred, with room above and below. */
export const actionButton = style({
  textAlign: 'center',
  selectors: { '&&': { paddingBlock: vars.space.xs, blockSize: 'auto', minBlockSize: vars.size.controlLg } },
});
/** The reason a sign-in failed, in the critical colour with a bar at the start. */
export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `calc(${vars.borderWidth.hairline} * 4) solid ${vars.color.critical}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.sm,
});
