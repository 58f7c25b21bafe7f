import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
});

export const items = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} 1fr`,
  alignItems: 'start',
  gap: vars.space.md,
});

export const image = style({
  inlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const total = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, margin: 0 });

export const message = style({
  margin: 0,
  inlineSize: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  selectors: { '&:empty': { display: 'none' } },
});
