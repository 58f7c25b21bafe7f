import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const prompt = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const message = style({ gridColumn: '1 / -1', margin: 0 });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

export const icon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });
