import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_MAX_WIDTH } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Answers to the page's width (PageShell's container), as the other page compositions do. */
const narrow = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
const wide = `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;

/** The search form under the heading: as wide as a line of the lead. */
export const searchForm = style({ display: 'flex', gap: vars.space.xs, maxInlineSize: '60ch' });
export const searchInput = style({
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

/** Filters beside the results on a wide page, a folding "Filters" panel above them on a phone. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, calc(${vars.size.controlLg} * 4.5)) minmax(0, 1fr)`,
  gap: vars.space.xl,
  alignItems: 'start',
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});
// The kit's product grid answers to the width of this column (a container query).
export const results = style({ containerType: 'inline-size', display: 'grid', gap: vars.space.md, minInlineSize: 0 });
/** Three result columns beside the filters (the kit grid's four would be too narrow there); two on a phone. */
export const grid = style({
  '@container': { [wide]: { selectors: { '&&': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } } },
});

export const facets = style({
  position: 'sticky',
  insetBlockStart: vars.space.lg,
  maxBlockSize: `calc(100dvh - 2 * ${vars.space.lg})`,
  overflowY: 'auto',
  '@container': {
    [narrow]: {
      position: 'static',
      maxBlockSize: 'none',
      border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      paddingInline: vars.space.md,
    },
  },
});
// A wide page shows the filters whether the panel is open or not; its summary is only a heading.
globalStyle(`${facets}::details-content`, {
  '@container': { [wide]: { contentVisibility: 'visible', display: 'contents' } },
});
export const facetsSummary = style({
  fontWeight: vars.fontWeight.bold,
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
  '@container': { [wide]: { listStyle: 'none', pointerEvents: 'none', paddingBlockStart: 0 } },
});
globalStyle(`${facetsSummary}::-webkit-details-marker`, { '@container': { [wide]: { display: 'none' } } });
export const facetForm = style({ display: 'grid', gap: vars.space.md, paddingBlockEnd: vars.space.md });
export const facet = style({
  border: 'none',
  padding: 0,
  margin: 0,
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});
export const facetTitle = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.xs,
});
export const choices = style({ display: 'grid', gap: vars.space['2xs'] });
/** Many short values (sizes) wrap in rows instead of a long column. */
export const choicesWrap = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  minBlockSize: vars.size.controlSm,
  cursor: 'pointer',
  // Dimmed by colour, not opacity, so the text keeps its contrast (WCAG 1.4.3).
  selectors: { '&[data-empty]': { color: vars.color.onSurfaceSubtle } },
});
export const choiceInput = style({
  accentColor: vars.color.brandAccent,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  margin: 0,
  flexShrink: 0,
});
export const choiceText = style({ flex: 1, minInlineSize: 0 });
export const choiceCount = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.onSurfaceSubtle,
  fontVariantNumeric: 'tabular-nums',
});
export const priceRange = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['2xs'],
});

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
export const clearAll = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurface,
  paddingInline: vars.space.xs,
});
