import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

export const footer = style({
  marginBlockStart: vars.space['3xl'],
  background: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  paddingBlock: vars.space['2xl'],
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: '2fr 1fr 1fr 1fr',
  gap: vars.space.xl,
  maxWidth: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': {
    'screen and (max-width: 1000px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const tagline = style({ marginBlockStart: vars.space.xs, fontSize: vars.fontSize.sm, maxInlineSize: '36ch' });
export const heading = style({ fontSize: vars.fontSize.sm, marginBlockEnd: vars.space.sm });
export const list = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const legal = style({
  maxWidth: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  marginBlockStart: vars.space.xl,
  fontSize: vars.fontSize.xs,
});
export const perks = style({ display: 'grid', gap: vars.space.xs, marginBlockStart: vars.space.md, fontSize: vars.fontSize.sm });
export const about = style({ '@media': { 'screen and (max-width: 1000px)': { gridColumn: '1 / -1' } } });
