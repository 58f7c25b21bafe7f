import { createVar, globalStyle, style } from '@vanilla-extract/css';
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

/** The main column's inline padding: a full-bleed section (the home hero) reaches past it by exactly this much. */
export const pageGutter = createVar();

/**
 * The page's reset, the same in the shop and in Storybook (both draw pages
 * inside PageShell): no default margins on headings, paragraphs and lists,
 * pictures as blocks, links in the text's colour. Wrapped in `:where()` so it
 * weighs nothing against a component's own class.
 */
const inPage = (elements: string) => `:where(${root}) :where(${elements})`;
globalStyle(`:where(${root}), :where(${root}) *, :where(${root}) *::before, :where(${root}) *::after`, {
  boxSizing: 'border-box',
});
globalStyle(inPage('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd'), { margin: 0 });
globalStyle(inPage('ul, ol'), { listStyle: 'none', margin: 0, padding: 0 });
globalStyle(inPage('img'), { display: 'block', maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(inPage('a'), { color: 'inherit' });

export const main = style({
  vars: { [pageGutter]: vars.space.lg },
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
  paddingInline: pageGutter,
  paddingBlock: vars.space.lg,
  boxSizing: 'border-box',
  outline: 'none',
  '@container': { [narrow]: { vars: { [pageGutter]: vars.space.md }, gap: vars.space.xl } },
});

/** Sits between the main content and the footer (a top-level `aside` such as recent sales). */
export const aside = style({
  maxInlineSize: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.lg,
});

/** The theme's grid density: `layout.gridColumns` on a wide page, `layout.gridColumnsNarrow` on a phone-sized one. */
export const productGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${vars.layout.gridColumns}, minmax(0, 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [narrow]: { gridTemplateColumns: `repeat(${vars.layout.gridColumnsNarrow}, minmax(0, 1fr))`, gap: vars.space.sm },
  },
});
