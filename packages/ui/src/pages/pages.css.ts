import { createVar, style } from '@vanilla-extract/css';
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
  '@container': { [narrow]: { gridTemplateColumns: `repeat(${vars.layout.gridColumnsNarrow}, minmax(0, 1fr))`, gap: vars.space.sm } },
});
