import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

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
/** The result count beside the sort menu. */
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });
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
