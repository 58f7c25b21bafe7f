import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** As many cards as fit, at least this wide: three collections on a wide page, two on a tablet, one on a phone. */
const collectionMin = `calc(${vars.size.controlLg} * 6)`;
const policyMin = `calc(${vars.size.controlLg} * 5)`;

export const collectionGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${collectionMin}), 1fr))`,
  gap: vars.space.lg,
});
export const centered = style({ textAlign: 'center' });

export const policyGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${policyMin}), 1fr))`,
  gap: vars.space.md,
});
export const policyCard = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.onSurface,
  textDecoration: 'none',
  blockSize: '100%',
  ':hover': { borderColor: vars.color.borderStrong },
});
export const policyTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
});
