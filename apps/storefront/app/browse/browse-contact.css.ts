import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

/** The contact-us form and the store's contact channels. */
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  scrollMarginBlockStart: '88px',
  '@media': { [media.mobile]: { padding: vars.space.md } },
});
export const cardTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const field = style({ display: 'grid', gap: vars.space['2xs'], alignContent: 'start' });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.onSurfaceSubtle });
export const input = style({
  font: 'inherit',
  inlineSize: '100%',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, boxShadow: `0 0 0 1px ${vars.color.critical}` },
  },
});
export const textarea = style({ paddingBlock: vars.space.sm, resize: 'vertical', minBlockSize: '8rem' });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });
export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.critical, fontWeight: vars.fontWeight.medium });
export const submit = style({
  font: 'inherit',
  justifySelf: 'start',
  minBlockSize: vars.size.controlLg,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: vars.opacity.pending, cursor: 'progress' } },
  '@media': { [media.mobile]: { justifySelf: 'stretch' } },
});
const banner = {
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  outline: 'none',
} as const;
export const success = style({ ...banner, background: vars.color.positive, color: vars.color.onPositive });
export const failure = style({ ...banner, background: vars.color.critical, color: vars.color.onCritical });

export const channels = style({ display: 'grid', gap: vars.space.md, fontSize: vars.fontSize.sm });
export const channelList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.md,
});
export const channelTitle = style({ fontWeight: vars.fontWeight.bold, marginBlockEnd: vars.space['2xs'] });
export const hours = style({ display: 'grid', gap: vars.space['2xs'] });
export const address = style({ fontStyle: 'normal' });
export const addressLine = style({ display: 'block' });
