import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const network = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  color: vars.color.onSurface,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
    '&[data-state="open"]': { backgroundColor: vars.color.onSurface, color: vars.color.surface },
  },
});

/** The mark is drawn from `data-mark` by CSS: decoration, not part of the link's name. */
export const mark = style({ '::before': { content: 'attr(data-mark)' } });

export const copy = style({
  selectors: { '&[data-state="copied"]': { borderColor: vars.color.positive } },
});

export const status = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.onSurfaceSubtle,
});
