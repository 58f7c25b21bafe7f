import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';
import { productGrid } from '../site/grid';

/** Shared layout of the browse pages (search, collections, all products, blogs, policies). */
export const page = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });
export const head = style({ display: 'grid', gap: vars.space.sm });
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform as 'none',
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { fontSize: vars.fontSize['2xl'] } },
});
export const lead = style({ color: vars.color.onSurfaceSubtle, maxInlineSize: '60ch', lineHeight: vars.lineHeight.relaxed });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  borderBlock: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
});
// The result count and sort control look as on a collection page.
export { count, select, sortForm, sortLabel } from './collection.css';
export const smallButton = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  color: vars.color.onSurface,
  cursor: 'pointer',
});
export const grid = style(productGrid);
export const empty = style({ paddingBlock: vars.space['2xl'], color: vars.color.onSurfaceSubtle });
export const centered = style({ textAlign: 'center' });
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
});
export const alert = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  background: vars.color.surfaceMuted,
});
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const pagination = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  fontSize: vars.fontSize.sm,
});
export const pageStep = style({ minInlineSize: '7em', color: vars.color.onSurface, ':last-child': { textAlign: 'end' } });
export const pageList = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['2xs'] });
const pageBox = {
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.controlSm,
  minBlockSize: vars.size.controlSm,
  borderRadius: vars.radius.sm,
} as const;
export const pageLink = style({ ...pageBox, color: vars.color.onSurface, ':hover': { background: vars.color.surfaceMuted } });
export const pageCurrent = style({
  ...pageBox,
  background: vars.color.onSurface,
  color: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
});
export const pageGap = style({ ...pageBox, color: vars.color.onSurfaceSubtle });
