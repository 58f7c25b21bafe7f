import { createVar, style } from '@vanilla-extract/css';
import { focusRing } from '../Button/Button.css';
import { vars } from '../theme/contract.css';

/** Widest an item's text may be before it is cut with an ellipsis (set from `useBreadcrumb().maxTextWidth`). */
export const maxTextWidth = createVar();

export const nav = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minInlineSize: 0 });

const text = style({
  display: 'inline-block',
  maxInlineSize: maxTextWidth,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

export const link = style([
  focusRing,
  text,
  {
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.onSurface } },
  },
]);

export const current = style([text, { color: vars.color.onSurface, fontWeight: vars.fontWeight.medium }]);

/** Points from one crumb to the next: mirrored in right-to-left pages. */
export const separator = style({
  inlineSize: `calc(${vars.size.icon} * 0.7)`,
  blockSize: `calc(${vars.size.icon} * 0.7)`,
  flexShrink: 0,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
