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
