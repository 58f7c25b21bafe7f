import { style } from '@vanilla-extract/css';
import { MOBILE_MAX_WIDTH } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/**
 * Page layouts answer to the width of the page itself (a container query),
 * not the viewport, so a page drawn inside a phone-sized frame lays out like
 * it would on the phone.
 */
const narrow = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100%',
  background: vars.color.surface,
  color: vars.color.onSurface,
  fontFamily: vars.font.body,
});

export const main = style({
  // Grows to push the footer to the bottom of a short page.
  flex: '1 0 auto',
  display: 'grid',
  // minmax(0, 1fr): long unbreakable content must not widen the page past its frame.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space['2xl'],
  inlineSize: '100%',
  maxInlineSize: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.lg,
  boxSizing: 'border-box',
  outline: 'none',
  '@container': { [narrow]: { gap: vars.space.xl, paddingInline: vars.space.md } },
});

/** Sits between the main content and the footer (a top-level `aside` such as recent sales). */
export const aside = style({
  maxInlineSize: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.lg,
});

export const productGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm } },
});

export const section = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  // surfaceRaised: the subtle text colour (subtitles) is guaranteed readable on it.
  background: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.md, gap: vars.space.md } },
});

export const heroText = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const heroImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  // Square on wide pages, so the hero stays about one screen tall.
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  '@container': { [narrow]: { aspectRatio: '4 / 3' } },
});

/**
 * Product page: gallery and buy box side by side. The theme's gallery layout
 * (`data-gallery`) sets the balance: `grid` gives the images most of the
 * width, `stacked` keeps the buy box in view while the images scroll by.
 */
export const product = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space['2xl'],
  selectors: {
    '&[data-gallery="grid"]': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
    '&[data-gallery="stacked"]': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: vars.space['3xl'] },
  },
  '@container': {
    [narrow]: {
      selectors: { '&&': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
    },
  },
});

export const buyBox = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  minInlineSize: 0,
  selectors: {
    [`${product}[data-gallery="stacked"] &`]: { position: 'sticky', insetBlockStart: vars.space.lg },
    [`${product}[data-gallery="grid"] &`]: {
      padding: vars.space.lg,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceRaised,
      color: vars.color.onSurfaceRaised,
      boxShadow: vars.shadow.sm,
    },
  },
  '@container': { [narrow]: { selectors: { '&&': { position: 'static' } } } },
});

export const vendor = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform as 'none',
});

export const description = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The add-to-cart button takes the rest of its row; in a narrow buy box the row wraps rather than the label. */
export const grow = style({ flex: '1 1 auto', whiteSpace: 'nowrap' });

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  minInlineSize: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  '@container': { [narrow]: { padding: vars.space.md } },
});
