import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.xl },
});

export const current = style({
  fontWeight: vars.fontWeight.medium,
  selectors: { [`${root}[data-sale] &`]: { color: vars.color.sale } },
});

export const compareAt = style({
  color: vars.color.onSurfaceSubtle,
  fontSize: '0.85em',
  textDecorationLine: 'line-through',
});

/** Superscript cents: smaller and raised without changing the line height. */
export const cents = style({
  fontSize: '0.6em',
  verticalAlign: 'baseline',
  position: 'relative',
  insetBlockStart: '-0.6em',
  marginInlineStart: '0.05em',
});
