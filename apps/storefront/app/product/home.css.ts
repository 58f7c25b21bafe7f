import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';
import { productGrid } from '../site/grid';

export const page = style({ display: 'grid', gap: vars.space['2xl'] });

export const hero = style({
  background: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  borderRadius: vars.radius.lg,
  paddingBlock: vars.space['3xl'],
  paddingInline: vars.space.xl,
  '@media': { [media.mobile]: { paddingBlock: vars.space['2xl'], paddingInline: vars.space.md } },
});

export const heroText = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '40rem', justifyItems: 'start' });
export const eyebrow = style({ fontSize: vars.fontSize.sm, textTransform: 'uppercase', letterSpacing: '0.12em' });
export const heroTitle = style({ fontSize: vars.fontSize['3xl'] });
export const heroLead = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed });
export const heroCta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlLg,
  paddingInline: vars.space.lg,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
});

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const heroSecondary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlLg,
  paddingInline: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
});

export const section = style({ display: 'grid', gap: vars.space.lg });
export const sectionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' });
export const sectionTitle = style({ fontSize: vars.fontSize['2xl'] });
export const sectionLink = style({ fontSize: vars.fontSize.sm });
export const grid = style(productGrid);

export const collections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const collectionTile = style({ display: 'grid', gap: vars.space.xs, textDecoration: 'none' });
export const collectionImage = style({
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  inlineSize: '100%',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const collectionName = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const collectionCount = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });
