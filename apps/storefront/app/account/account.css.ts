import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

/** Sign-in, sign-up and password pages: one narrow card. */
export const authPage = style({
  display: 'grid',
  justifyItems: 'center',
  paddingBlock: vars.space.xl,
  '@media': { [media.mobile]: { paddingBlock: vars.space.md } },
});
export const authCard = style({
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
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});
export const title = style({ fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight, margin: 0 });
export const pageTitle = style({ fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight, margin: 0 });
export const intro = style({ margin: 0, color: vars.color.onSurfaceSubtle });
export const form = style({ display: 'grid', gap: vars.space.md });
export const formRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const field = style({ display: 'grid', gap: vars.space['2xs'] });
export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.onSurfaceSubtle });
export const input = style({
  minBlockSize: vars.size.controlMd,
  inlineSize: '100%',
  paddingInline: vars.space.sm,
  font: 'inherit',
  color: vars.color.onSurface,
  background: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:focus-visible': { outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle });
export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical });
export const checkboxRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' });
export const checkbox = style({ inlineSize: '1.1rem', blockSize: '1.1rem', marginBlockStart: '0.15rem', accentColor: vars.color.brandAccent });
export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  background: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  selectors: { '&[data-tone="success"]': { borderInlineStartColor: vars.color.positive } },
});
export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const divider = style({ borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`, margin: 0 });

/** The signed-in pages: a side menu beside the content (stacked on phones). */
export const shell = style({
  display: 'grid',
  gridTemplateColumns: '14rem minmax(0, 1fr)',
  gap: vars.space['2xl'],
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.lg } },
});
export const sideNav = style({ display: 'grid', gap: vars.space.sm });
export const sideNavList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2xs'],
  '@media': { [media.mobile]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs } },
});
export const sideNavLink = style({
  display: 'block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted },
    '&[aria-current="page"]': { background: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted, fontWeight: vars.fontWeight.bold },
  },
  '@media': { [media.mobile]: { border: `${vars.borderWidth.hairline} solid ${vars.color.border}`, borderRadius: vars.radius.pill } },
});
export const greeting = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle, overflowWrap: 'anywhere' });
export const content = style({ display: 'grid', gap: vars.space.xl, minInlineSize: 0 });
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const sectionHeader = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
globalStyle(`${facts} dt`, { color: vars.color.onSurfaceSubtle });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const inlineForm = style({ display: 'inline' });

/** Address book cards. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
});
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'space-between',
  padding: vars.space.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-default="true"]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm } },
});
export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.relaxed, overflowWrap: 'anywhere' });
export const badge = style({
  justifySelf: 'start',
  paddingInline: vars.space.xs,
  paddingBlock: '0.1rem',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.neutral,
  color: vars.color.onNeutral,
  selectors: {
    '&[data-tone="positive"]': { background: vars.color.positive, color: vars.color.onPositive },
    '&[data-tone="critical"]': { background: vars.color.critical, color: vars.color.onCritical },
  },
});

/** Order history table (a list of rows on phones). */
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.sm,
  paddingInlineEnd: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle, fontWeight: vars.fontWeight.medium });
globalStyle(`${table} td[data-align="end"], ${table} th[data-align="end"]`, { textAlign: 'end', paddingInlineEnd: 0 });
export const tableWrap = style({ overflowX: 'auto' });
export const pager = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

/** Order detail lines and totals. */
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  alignItems: 'baseline',
});
export const lineTitle = style({ fontWeight: vars.fontWeight.medium });
export const muted = style({ color: vars.color.onSurfaceSubtle, fontSize: vars.fontSize.sm });
export const totals = style({ display: 'grid', gap: vars.space.xs, margin: 0, maxInlineSize: '22rem', marginInlineStart: 'auto', inlineSize: '100%' });
export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  selectors: { '&[data-total="true"]': { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg } },
});
globalStyle(`${totalRow} dd`, { margin: 0 });
export const detailGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

/** Wish list grid. */
export const wishGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
});
export const wishItem = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  transition: `opacity ${vars.motion.fast}`,
  selectors: { '&[data-pending="true"]': { opacity: vars.opacity.pending } },
});
export const wishImage = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: 'block',
});
export const wishTitle = style({ fontWeight: vars.fontWeight.medium, textDecoration: 'none', color: 'inherit' });
export const wishForm = style({ display: 'grid', gap: vars.space.xs });

/** Order tracking. */
export const trackingLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 22rem) minmax(0, 1fr)',
  gap: vars.space['2xl'],
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.lg } },
});
export const orSeparator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.onSurfaceSubtle,
  fontSize: vars.fontSize.sm,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}` } },
});
export const page = style({ display: 'grid', gap: vars.space.lg });
