import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

/** Language switch and cart link, kept together at the header's end (start, in Hebrew). */
export const tools = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // Phones: the header row is only as tall as its controls; keep the select off the screen edge.
  paddingBlock: vars.space['2xs'],
  // Phones: search, language, currency, account and cart wrap instead of pushing the page sideways.
  '@media': { [media.mobile]: { flexWrap: 'wrap', justifyContent: 'flex-end', minInlineSize: 0, maxInlineSize: '100%' } },
});

export const form = style({ display: 'flex', alignItems: 'center', gap: vars.space['2xs'] });

export const select = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurface,
  background: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.xs,
});

export const submit = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onSurface,
  cursor: 'pointer',
});
