import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** The form and the channels: raised panels of the page. */
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  // The page lands on the form after a post (`#contact-form`) with a little room above its title.
  scrollMarginBlockStart: vars.space.lg,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});
export const title = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** Room for a few lines before the box grows. */
export const textarea = style({
  paddingBlock: vars.space.sm,
  resize: 'vertical',
  minBlockSize: `calc(${vars.size.controlLg} * 3)`,
});
export const submit = style({ justifySelf: 'start', '@media': { [media.mobile]: { justifySelf: 'stretch' } } });

export const channels = style({ display: 'grid', gap: vars.space.md, fontSize: vars.fontSize.sm });
export const channelList = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.controlLg} * 4)), 1fr))`,
  gap: vars.space.md,
});
export const channelTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  marginBlockEnd: vars.space['2xs'],
});
export const hours = style({ display: 'grid', gap: vars.space['2xs'] });
export const address = style({ fontStyle: 'normal' });
export const addressLine = style({ display: 'block' });
