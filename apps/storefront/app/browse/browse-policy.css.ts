import { style } from '@vanilla-extract/css';
import { vars } from '@vitrine/ui/theme';

/** The list of policies (/policies): a card per policy. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.md,
});
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.onSurface,
  textDecoration: 'none',
  blockSize: '100%',
  ':hover': { borderColor: vars.color.borderStrong },
});
export const cardTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
