import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0 });

export const buyRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const addButton = style({ flex: 1 });

export const error = style({
  margin: 0,
  minBlockSize: `calc(${vars.fontSize.sm} * 1.5)`,
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  selectors: { '&:empty': { visibility: 'hidden' } },
});

/** "Only 3 left": in the critical colour, so it reads as a reason to decide now. */
export const lowStock = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical });
