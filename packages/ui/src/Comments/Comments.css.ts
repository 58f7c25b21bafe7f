import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.onSurface,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
});

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
  fontWeight: vars.fontWeight.regular,
});

export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const select = style({
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.xs,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  font: 'inherit',
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transitionProperty: 'color',
  transitionDuration: vars.motion.fast,
  selectors: { '[data-status="loading"] &': { color: vars.color.onSurfaceSubtle } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const metaLine = style({ display: 'flex', gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const author = style({ fontWeight: vars.fontWeight.bold });
export const date = style({ color: vars.color.onSurfaceSubtle });
export const body = style({
  margin: 0,
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const state = style({ margin: 0, paddingBlock: vars.space.lg, color: vars.color.onSurfaceSubtle });

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Page numbers give way to "3 / 7" on phones. */
export const pageNumber = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const pageSummary = style({
  alignSelf: 'center',
  fontSize: vars.fontSize.sm,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const pageButton = style({
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.onSurface,
      color: vars.color.surface,
      borderColor: vars.color.onSurface,
    },
  },
});

/** The comment form: a narrow column of fields, the button at its start. */
export const form = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: '36em', justifyItems: 'start' });
export const formTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
});
export const field = style({ display: 'grid', gap: vars.space['2xs'], inlineSize: '100%', fontSize: vars.fontSize.sm });
const control = {
  inlineSize: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  padding: vars.space.sm,
  color: vars.color.onSurface,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
} as const;
export const input = style(control);
export const textarea = style([control, { resize: 'vertical' }]);
export const fieldError = style({ margin: 0, color: vars.color.critical });
export const formMessage = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.positive,
  selectors: { '&:empty': { display: 'none' }, '&[data-error]': { color: vars.color.critical } },
});
