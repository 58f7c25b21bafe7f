import { style } from '@vanilla-extract/css';
import { focusRing } from '../Button/Button.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const footer = style({
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const inner = style({
  boxSizing: 'border-box',
  maxInlineSize: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space['2xl'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10em, 1fr))',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10em, 1fr)) minmax(18em, 1.5fr)' } },
});

export const columns = style({ display: 'contents' });

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
});

export const links = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const link = style([
  focusRing,
  { color: 'inherit', textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
]);

export const subscribe = style({ minInlineSize: 0 });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const policies = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const payments = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const selectors = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const copyright = style({ margin: 0, color: 'inherit' });
