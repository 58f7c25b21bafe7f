import { style } from '@vanilla-extract/css';
import { vars } from '@vitrine/ui/theme';

/** The buy box's add-to-cart form (the page itself is the kit's ProductPage). */
export const form = style({ display: 'grid', gap: vars.space.sm });
export const buyRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch', flexWrap: 'wrap' });
/** The add button takes the rest of the row, and wraps under the stepper before its label would. */
export const addButton = style({ flex: 1, minInlineSize: `calc(${vars.size.controlLg} * 4)` });
export const stockNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical });
export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});
