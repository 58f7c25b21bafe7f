import { globalStyle, style } from '@vanilla-extract/css';
import { media, MOBILE_MAX_WIDTH, vars } from '@vitrine/ui/theme';

/** The search page: filters beside the results on desktop, a folding "Filters" panel on phones. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});
// The kit's product grid answers to the width of this column (a container query).
export const results = style({ containerType: 'inline-size', display: 'grid', gap: vars.space.md, minInlineSize: 0 });
/** Three result columns beside the filters (the kit grid's four would be too narrow there); two on phones. */
export const grid = style({
  selectors: { '&&': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  '@container': { [`(max-width: ${MOBILE_MAX_WIDTH}px)`]: { selectors: { '&&': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } } },
});

export const facets = style({
  position: 'sticky',
  insetBlockStart: '88px',
  maxBlockSize: 'calc(100vh - 104px)',
  overflowY: 'auto',
  '@media': {
    [media.mobile]: {
      position: 'static',
      maxBlockSize: 'none',
      border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      paddingInline: vars.space.md,
    },
  },
});
// Desktop: the filters are always open; the summary is only a heading.
globalStyle(`${facets}::details-content`, {
  '@media': { [media.desktop]: { contentVisibility: 'visible', display: 'contents' } },
});
export const facetsSummary = style({
  fontWeight: vars.fontWeight.bold,
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
  '@media': { [media.desktop]: { listStyle: 'none', pointerEvents: 'none', paddingBlockStart: 0 } },
});
globalStyle(`${facetsSummary}::-webkit-details-marker`, { '@media': { [media.desktop]: { display: 'none' } } });
export const facetForm = style({ display: 'grid', gap: vars.space.md, paddingBlockEnd: vars.space.md });
export const facet = style({
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});
export const facetTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, paddingBlockEnd: vars.space.xs });
export const choices = style({ display: 'grid', gap: vars.space['2xs'] });
export const choicesWrap = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  minBlockSize: '32px',
  cursor: 'pointer',
  selectors: { '&[data-empty]': { opacity: vars.opacity.disabled } },
});
export const choiceInput = style({ accentColor: vars.color.brandAccent, inlineSize: '18px', blockSize: '18px', flexShrink: 0 });
export const choiceText = style({ flex: 1, minInlineSize: 0 });
export const choiceCount = style({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceSubtle, fontVariantNumeric: 'tabular-nums' });
export const priceRange = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '0.25em' });
export const applyButton = style({
  font: 'inherit',
  inlineSize: '100%',
  minBlockSize: vars.size.controlMd,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});

export const chips = style({ minInlineSize: 0 });
export const chipList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.onSurface,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { background: vars.color.border },
});
export const chipRemove = style({ fontSize: vars.fontSize.md, lineHeight: 1 });
export const clearAll = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurface, paddingInline: vars.space.xs });

export const pageSearch = style({ display: 'flex', gap: vars.space.xs, maxInlineSize: '36rem' });
export const pageSearchInput = style({
  font: 'inherit',
  flex: 1,
  minInlineSize: 0,
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
});
export const pageSearchButton = style({
  font: 'inherit',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});
